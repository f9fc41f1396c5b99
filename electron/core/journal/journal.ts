import { AsyncLocalStorage } from 'node:async_hooks'
import { join } from 'node:path'
import type { AccountSnapshot } from '../../shared/contract'
import type { TaskFinished } from '../../shared/channels/tasks'
import {
  toJournalRecord,
  type JournalEntry,
  type JournalOutcome,
  type JournalRecord,
} from '../../shared/channels/journal'
import type { DnsRecord } from '../../shared/models'
import type { Handlers } from '../dispatch'
import type { EventBus } from '../event-bus'
import type { Clock, Logger } from '../ports'
import { sourceKey } from '../tasks/poll-round'
import type { TaskTracker } from '../tasks/types'
import { createJournalFile, type JournalFile, type JournalFileOptions } from './journal-file'
import { OPERATIONS, pickParams, recordOf } from './operations'

export interface JournalDeps extends JournalFileOptions {
  dataDir: string
  bus: EventBus
  clock: Clock
  log: Logger
  accountLabel(accountId: string): Promise<string | undefined>
}

/** One journaled request while it runs: filled in by the mutate path (which account, what it knew). */
interface Running {
  accountId: string | null
  known: AccountSnapshot | null
  taskKeys: string[]
}

/** Marks set around a group of changes: a revert names the entry it reverts, an import its batch. */
export interface JournalTags {
  revertOf?: string
  batchId?: string
}

/** A task's end, appended when it comes: merged into its entry when the journal is read. */
interface TaskLine {
  t: 'task'
  key: string
  phase: JournalEntry['tasks'][number]['phase']
  at: number
}

const safeFileName = (accountId: string) => accountId.replace(/[^A-Za-z0-9_-]/g, '_')

function errorResult(error: unknown): { outcome: JournalOutcome; result: string } {
  const e = (error ?? {}) as { message?: unknown; serverMessage?: unknown; status?: unknown; uncertain?: unknown }
  const said =
    typeof e.serverMessage === 'string' && e.serverMessage !== ''
      ? e.serverMessage
      : typeof e.message === 'string'
        ? e.message
        : String(error)
  const status = typeof e.status === 'number' ? `${e.status}: ` : ''
  return { outcome: e.uncertain ? 'uncertain' : 'failed', result: `${status}${said}`.slice(0, 2000) }
}

/**
 * The activity journal. `wrap` puts every journaled channel's handler inside a context; the mutate path says
 * when a request is really sent (`sending`), and the tracker wrapper which tasks it started. An entry is
 * appended when the handler ends; a task's end is appended when the tracker announces it.
 */
export function createJournal(deps: JournalDeps) {
  const dir = join(deps.dataDir, 'journal')
  const running = new AsyncLocalStorage<Running>()
  const tags = new AsyncLocalStorage<JournalTags>()
  const files = new Map<string, JournalFile>()
  let seq = 0

  function fileOf(accountId: string): JournalFile {
    const name = safeFileName(accountId)
    let file = files.get(name)
    if (!file) files.set(name, (file = createJournalFile(dir, name, deps)))
    return file
  }

  async function append(accountId: string, line: object): Promise<void> {
    try {
      await fileOf(accountId).append(line)
      deps.bus.emit('journal:changed', null)
    } catch (error) {
      deps.log.warn(`could not write to the activity journal: ${(error as Error).message}`)
    }
  }

  function dnsStates(
    operation: string,
    input: Record<string, unknown>,
    known: AccountSnapshot | null,
    value: unknown,
  ): { before: JournalRecord | null; after: JournalRecord | null } {
    if (!operation.startsWith('dns:') || !operation.endsWith('Record')) return { before: null, after: null }
    const old = operation === 'dns:createRecord' ? null : recordOf(known, input.zoneId, input.recordId)
    const made = operation !== 'dns:deleteRecord' && value && typeof value === 'object' ? (value as DnsRecord) : null
    return { before: old ? toJournalRecord(old) : null, after: made ? toJournalRecord(made) : null }
  }

  async function record(
    operation: string,
    input: unknown,
    state: Running,
    at: number,
    ok: boolean,
    value: unknown,
  ): Promise<void> {
    const def = OPERATIONS[operation]!
    const accountId = state.accountId!
    const fields = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
    const { id, parentId, name, summary } = def.describe(fields, state.known)
    const outcome = ok ? { outcome: 'ok' as const, result: def.result?.(value) ?? null } : errorResult(value)
    const { before, after } = dnsStates(operation, fields, state.known, ok ? value : null)
    const tagged = tags.getStore() ?? {}
    const entry: JournalEntry & { t: 'entry' } = {
      t: 'entry',
      id: `${at.toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      at,
      accountId,
      accountLabel: (await deps.accountLabel(accountId).catch(() => undefined)) ?? accountId,
      operation,
      summary,
      resource: {
        kind: def.kind,
        id: id ?? (after ? after.id : null),
        ...(parentId !== undefined && { parentId }),
        name,
      },
      params: pickParams(def, input),
      ...outcome,
      tasks: state.taskKeys.map((key) => ({ key, phase: 'running', endedAt: null })),
      before,
      after,
      revertOf: tagged.revertOf ?? null,
      batchId: tagged.batchId ?? null,
    }
    await append(accountId, entry)
  }

  const stopTasks = deps.bus.on('tasks:finished', (payload) => {
    const finished = payload as TaskFinished
    const line: TaskLine = { t: 'task', key: finished.key, phase: finished.phase, at: deps.clock.now() }
    void append(finished.accountId, line)
  })

  return {
    /** Wraps the handlers of every operation the journal knows; the others pass through untouched. */
    wrap(handlers: Handlers): Handlers {
      const wrapped = { ...handlers } as Record<string, (input: unknown) => unknown>
      for (const operation of Object.keys(OPERATIONS)) {
        const inner = wrapped[operation]
        if (!inner) continue
        wrapped[operation] = (input) => {
          const state: Running = { accountId: null, known: null, taskKeys: [] }
          return running.run(state, async () => {
            const at = deps.clock.now()
            try {
              const value = await inner(input)
              // Refused before sending (offline…): nothing reached the service, nothing to journal.
              if (state.accountId) await record(operation, input, state, at, true, value)
              return value
            } catch (error) {
              if (state.accountId) await record(operation, input, state, at, false, error)
              throw error
            }
          })
        }
      }
      return wrapped as unknown as Handlers
    },
    /** Called by the mutate path just before a change is sent: the first one names the account. */
    sending(accountId: string, known: AccountSnapshot | null): void {
      const state = running.getStore()
      if (state && state.accountId === null) Object.assign(state, { accountId, known })
    },
    /** The tracker the handlers use: each task a journaled change starts is noted on its entry. */
    tracker(tasks: TaskTracker): TaskTracker {
      return {
        track(request) {
          running.getStore()?.taskKeys.push(`${request.accountId}|${sourceKey(request.source)}|${request.task.id}`)
          tasks.track(request)
        },
        dispose: () => tasks.dispose(),
      }
    },
    /** Runs changes under marks (a revert, an import batch) that their entries carry. */
    tagged<T>(marks: JournalTags, fn: () => Promise<T>): Promise<T> {
      return tags.run({ ...tags.getStore(), ...marks }, fn)
    },
    /** Every entry (of one account, or all), newest first, with their tasks' ends merged in. */
    async list(accountId?: string): Promise<JournalEntry[]> {
      const { readdir } = await import('node:fs/promises')
      const names = accountId
        ? [safeFileName(accountId)]
        : [...new Set((await readdir(dir).catch(() => [] as string[])).map((n) => n.split('.')[0]!))]
      const entries: JournalEntry[] = []
      for (const name of names) {
        const file = files.get(name) ?? createJournalFile(dir, name, deps)
        const byTask = new Map<string, JournalEntry>()
        for (const line of await file.read()) {
          const item = line as { t?: unknown }
          if (item.t === 'entry') {
            const { t: _t, ...entry } = line as JournalEntry & { t: string }
            entries.push(entry)
            for (const task of entry.tasks ?? []) byTask.set(task.key, entry)
          } else if (item.t === 'task') {
            const end = line as TaskLine
            const task = byTask.get(end.key)?.tasks.find((t) => t.key === end.key)
            if (task) Object.assign(task, { phase: end.phase, endedAt: end.at })
          }
        }
      }
      return entries.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    },
    async flushed(): Promise<void> {
      await Promise.all([...files.values()].map((f) => f.flushed()))
    },
    dispose(): void {
      stopTasks()
    },
  }
}

export type Journal = ReturnType<typeof createJournal>
