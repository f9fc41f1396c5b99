import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { JournalEntry } from '../../shared/channels/journal'
import type { EventBus } from '../event-bus'
import type { Logger } from '../ports'
import { DiskError } from '../errors'
import { diskReason } from '../files/disk-errors'
import type { ReportProblem } from '../files/notice-box'
import type { Verdict } from './outcome-check'
import { createJournalFile, type JournalFile, type JournalFileOptions } from './journal-file'

export interface JournalStoreDeps extends JournalFileOptions {
  dataDir: string
  bus: EventBus
  log: Logger
  /** Tells the user, once while it lasts, that the journal cannot be written. */
  problem?: ReportProblem
}

/** A task's end, appended when it comes: merged into its entry when the journal is read. */
export interface TaskLine {
  t: 'task'
  key: string
  phase: JournalEntry['tasks'][number]['phase']
  at: number
}

/** Why a change was not sent: its journal line could not be written first, and what to do about it. */
export function notJournaled(error: unknown, dir: string): DiskError {
  const code = (error as NodeJS.ErrnoException)?.code
  const todo =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? `Free some space on the disk holding ${dir}, then try again.`
      : code === 'EROFS'
        ? `The disk holding ${dir} is read-only: make it writable (or start Hostdeck with another data folder), then try again.`
        : code === 'EACCES' || code === 'EPERM'
          ? `Make ${dir} and its files writable for you, then try again.`
          : `Check that ${dir} can be written, then try again.`
  return new DiskError(
    `Nothing was sent: Hostdeck writes every change in its activity journal before sending it, and the journal cannot be written (${diskReason(error)}). ${todo}`,
  )
}

/** What a later check found of an entry whose answer was lost: merged into its entry when the journal is read. */
export interface CheckLine {
  t: 'check'
  id: string
  verdict: Verdict
  at: number
}

const VERDICT_OUTCOME = { made: 'made', notMade: 'notMade', unknown: null } as const

const safeFileName = (accountId: string) => accountId.replace(/[^A-Za-z0-9_-]/g, '_')

/** One account's lines, oldest first: its entries with their tasks' ends merged in. */
function mergeLines(lines: readonly unknown[]): JournalEntry[] {
  const entries: JournalEntry[] = []
  const byTask = new Map<string, JournalEntry>()
  const byId = new Map<string, number>()
  for (const line of lines) {
    const item = line as { t?: unknown }
    if (item.t === 'entry' || item.t === 'sending') {
      const { t: _t, ...entry } = line as JournalEntry & { t: string }
      // The line written after the answer replaces the one written before the change went out.
      const sent = byId.get(entry.id)
      if (sent !== undefined) entries[sent] = entry
      else byId.set(entry.id, entries.push(entry) - 1)
      for (const task of entry.tasks ?? []) byTask.set(task.key, entry)
    } else if (item.t === 'check') {
      const check = line as CheckLine
      const index = byId.get(check.id)
      const entry = index === undefined ? undefined : entries[index]
      if (entry) Object.assign(entry, { checkedAt: check.at }, outcomeOf(check.verdict))
    } else if (item.t === 'task') {
      const end = line as TaskLine
      const task = byTask.get(end.key)?.tasks.find((t) => t.key === end.key)
      if (task) Object.assign(task, { phase: end.phase, endedAt: end.at })
    }
  }
  return entries
}

/** The outcome a check's verdict gives its entry: none for "still unknown" (the entry keeps its own). */
function outcomeOf(verdict: Verdict): { outcome?: JournalEntry['outcome'] } {
  const outcome = VERDICT_OUTCOME[verdict]
  return outcome === null ? {} : { outcome }
}

/** The journal's files, one per account under `<dataDir>/journal`: every write announced by `journal:changed`. */
export function createJournalStore(deps: JournalStoreDeps) {
  const dir = join(deps.dataDir, 'journal')
  const files = new Map<string, JournalFile>()
  const fileOptions: JournalFileOptions = {
    ...deps,
    onArchived: (entries, path) =>
      deps.log.info(`activity journal: ${entries} older entries set aside in ${path} (kept, not listed)`),
  }

  function fileOf(accountId: string): JournalFile {
    const name = safeFileName(accountId)
    let file = files.get(name)
    if (!file) files.set(name, (file = createJournalFile(dir, name, fileOptions)))
    return file
  }

  const allNames = async () => [
    ...new Set((await readdir(dir).catch(() => [] as string[])).map((n) => n.split('.')[0]!)),
  ]

  return {
    /**
     * At start: the changes written down as being sent whose answer never was (Hostdeck was killed or crashed
     * meanwhile) are closed as "outcome unknown", once; answers how many, for the notice.
     */
    async closeOpen(): Promise<number> {
      let closed = 0
      for (const name of await allNames()) {
        const file = fileOf(name)
        const lines = (await file.read()) as Array<{ t?: unknown; id?: unknown }>
        const ended = new Set(lines.filter((l) => l.t === 'entry').map((l) => l.id))
        for (const line of lines.filter((l) => l.t === 'sending' && !ended.has(l.id))) {
          await file.append({ ...line, t: 'entry' })
          closed++
        }
      }
      return closed
    },
    /**
     * Appends one line. The "sending" line is the write-ahead: when it cannot be written the change must not go
     * out, so its failure is thrown (as a refusal the user can act on). A later line that fails (an outcome, a
     * task's end) leaves the entry "outcome unknown": said once, in the log and as a notice.
     */
    async append(
      accountId: string,
      line: (JournalEntry & { t: 'entry' | 'sending' }) | TaskLine | CheckLine,
    ): Promise<void> {
      try {
        await fileOf(accountId).append(line)
        deps.problem?.('journal', null)
        // A "sending" line is for a restart after a kill; windows hear of the change when its outcome is written.
        if (line.t !== 'sending') deps.bus.emit('journal:changed', null)
      } catch (error) {
        deps.log.warn(`could not write to the activity journal: ${(error as Error).message}`)
        if (line.t === 'sending') throw notJournaled(error, dir)
        deps.problem?.(
          'journal',
          `Hostdeck could not write the activity journal (${diskReason(error)}): a change it sent reads as “outcome unknown” there. New changes are refused until the journal can be written again.`,
        )
      }
    },
    /** Every entry (of one account, or all), newest first, with their tasks' ends merged in. */
    async list(accountId?: string): Promise<JournalEntry[]> {
      const names = accountId ? [safeFileName(accountId)] : await allNames()
      const entries: JournalEntry[] = []
      for (const name of names) {
        const file = files.get(name) ?? createJournalFile(dir, name, fileOptions)
        entries.push(...mergeLines(await file.read()))
      }
      return entries.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    },
    async flushed(): Promise<void> {
      await Promise.all([...files.values()].map((f) => f.flushed()))
    },
  }
}

export type JournalStore = ReturnType<typeof createJournalStore>
