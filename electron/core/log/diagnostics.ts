import { homedir } from 'node:os'
import { redactHosts } from './redact'

export interface DiagnosticFacts {
  appName: string
  version: string
  mode: string
  platform: string
  osRelease: string
  arch: string
  /** process.versions: electron and chrome are there in the desktop app only. */
  versions: Partial<Record<'electron' | 'chrome' | 'node', string>>
  accounts: number
  secretStorage: string
  proxyMode: string
  logFolder?: string
  recentProblems: readonly string[]
  /** The requests that failed in this run, counted by account and what failed (RequestFailures' lines). */
  failedRequests?: readonly string[]
}

/** What failed in this run: the failed requests by what failed, then the log's last warnings and errors. */
function problemLines(facts: DiagnosticFacts): string[] {
  const failed = facts.failedRequests ?? []
  if (!failed.length && !facts.recentProblems.length) return ['No problems logged in this run.']
  return [
    ...(failed.length ? ['Failed requests (count × account: request: where it failed):', ...failed, ''] : []),
    ...(facts.recentProblems.length ? ['Last problems:', ...facts.recentProblems] : []),
  ]
}

/** The home folder's path stands as `~` (it names the user). */
function withoutHome(text: string, home: string): string {
  return home.length > 1 ? text.split(home).join('~') : text
}

/**
 * What a user pastes into a bug report: versions, the system, how many accounts (not which), the last problems,
 * with secrets (already out of the log's lines) and host names and addresses taken out.
 */
export function diagnosticsReport(facts: DiagnosticFacts, home = homedir()): string {
  const lines = [
    `${facts.appName} ${facts.version} (${facts.mode})`,
    `System: ${facts.platform} ${facts.osRelease} ${facts.arch}`,
    `Electron: ${facts.versions.electron ?? 'none (browser host)'}; Chrome: ${facts.versions.chrome ?? '-'}; Node: ${facts.versions.node ?? '-'}`,
    `Accounts: ${facts.accounts}; tokens kept in: ${facts.secretStorage}; proxy: ${facts.proxyMode}`,
    ...(facts.logFolder ? [`Log folder: ${facts.logFolder}`] : []),
    '',
    ...problemLines(facts),
  ]
  return redactHosts(withoutHome(lines.join('\n'), home))
}
