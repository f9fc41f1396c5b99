import { randomBytes } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { Logger } from '../core/ports'
import { startSandbox } from '../sandbox'
import type { JournalEntry } from '../shared/channels/journal'
import type { TaskList } from '../shared/channels/tasks'
import { createBrowserBackend } from '../web/browser-backend'
import { linkFile } from './host-link'
import { serveCommandLine } from './host-link-server'
import { runCli, testKeychain, throwAwayDataDir, type CliRun } from './test-kit'

// The command line beside a running host: the browser host's backend and its socket, as electron/web/index.ts
// composes them, in this process; the command line as real processes on the same data folder.
const keychain = await testKeychain()
if (!keychain) console.warn('host-link.test.ts: no OS keychain answered; the journeys beside a host are skipped')

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const json = <T>(run: CliRun): T => JSON.parse(run.stdout) as T

async function runningHost() {
  const token = `cli-${randomBytes(12).toString('hex')}`
  const sandbox = await startSandbox({ paceMs: 20, customers: [{ token, data: 'demo' }] })
  const data = await throwAwayDataDir()
  const secretStore = keychain
  if (!secretStore) throw new Error('no keychain')
  const backend = createBrowserBackend({ dataDir: data.dir, secretStore, log: quiet })
  const closeLink = await serveCommandLine(backend, data.dir, 'keychain', quiet)
  cleanups.push(
    data.done,
    () => sandbox.close(),
    () => backend.dispose(),
    closeLink,
  )
  const cli = (args: string[], stdin = '') => runCli([...args, '--data-dir', data.dir], stdin)
  return { token, sandbox, backend, cli, dir: data.dir }
}

describe.skipIf(!keychain)('the command line beside a running host', () => {
  it("works through the host: its account, its journal (source cli) and its task list (the folder stays the host's)", async () => {
    const { token, sandbox, backend, cli } = await runningHost()
    const add = ['accounts', 'add', '--name', 'prod', '--base-url', sandbox.baseUrl, '--token-stdin']
    const added = await cli(add, token)
    expect(added.code, added.stderr).toBe(0)
    const hostAccounts = await backend.invoke('accounts:list', undefined)
    expect(hostAccounts.ok && (hostAccounts.value as { label: string }[]).map((a) => a.label)).toContain('prod')

    const [zone] = json<{ name: string }[]>(await cli(['dns-zones', 'ls', '--account', 'prod']))
    const record = ['--type', 'TXT', '--owner', 'from-cli', '--text', 'made beside the host']
    const made = await cli(['dns-records', 'add', String(zone?.name), '--account', 'prod', ...record])
    expect(made.code, made.stderr).toBe(0)
    const journal = await backend.invoke('journal:list', undefined)
    const entries = journal.ok ? (journal.value as JournalEntry[]) : []
    expect(entries[0]).toMatchObject({ operation: 'dns:createRecord', source: 'cli', outcome: 'ok' })

    const reboot = await cli(['servers', 'reboot', 'web-01', '--account', 'prod', '--wait', '--timeout', '60s'])
    expect(reboot.code, reboot.stderr).toBe(0)
    const tasks = await backend.invoke('tasks:list', undefined)
    const list = tasks.ok ? (tasks.value as TaskList) : { running: [], recent: [] }
    expect([...list.running, ...list.recent].map((task) => task.type)).toContain('PowerReboot')
  }, 120_000)

  it('keeps its key in an owner-only file, and a client without the key gets nothing', async () => {
    const { dir } = await runningHost()
    const file = linkFile(dir)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const { address } = JSON.parse(readFileSync(file, 'utf8')) as { address: string }
    const answer = await new Promise<string>((resolve) => {
      let said = ''
      const socket = connect(address, () => {
        socket.write(`${JSON.stringify({ t: 'hello', key: '0'.repeat(64) })}\n`)
        socket.write(`${JSON.stringify({ t: 'invoke', id: 1, channel: 'accounts:list', input: null })}\n`)
      })
      socket.on('data', (chunk: Buffer) => (said += chunk.toString()))
      socket.on('close', () => resolve(said))
      socket.on('error', () => resolve(said))
    })
    expect(answer).toBe('')
  }, 60_000)
})
