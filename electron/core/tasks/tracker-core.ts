import type { AccountSummary, SessionState, SnapshotSection } from '../../shared/contract'
import type { TaskOutcome } from '../../shared/channels/tasks'
import type { EventBus } from '../event-bus'
import type { Clock, Logger } from '../ports'
import { DEFAULT_CAP_MS } from './pace'
import type { TaskApi } from './poll-round'
import { createTaskStore } from './task-store'
import type { ReportProblem } from '../files/notice-box'
import type { TrackedTask } from './types'
import { sectionsToRefresh, toFinished, toList } from './view'

export interface TaskTrackerDeps {
  /** The account's API client (throws when it cannot be built, e.g. no token). */
  apiFor(accountId: string): Promise<TaskApi>
  /** True while the account is known to be unreachable: polling pauses until it answers again. */
  isOffline(accountId: string): boolean | Promise<boolean>
  accountLabel(accountId: string): Promise<string | undefined>
  /** Re-reads snapshot sections after a task ended (only the active account's session needs it). */
  refresh(accountId: string, sections: readonly SnapshotSection[]): Promise<unknown>
  /** Follows the active session's state as it changes (in process); returns the unsubscribe. */
  onSessionChange(follower: (state: SessionState) => void): () => void
  bus: EventBus
  clock: Clock
  dataDir: string
  log: Logger
  /** A task still running after this long becomes "unknown"; default 30 minutes. */
  capMs?: number
  /** Tells the user, once while it lasts, that the followed tasks cannot be saved (or could not be read). */
  problem?: ReportProblem
}

const RECENT_PER_ACCOUNT = 20

/**
 * What every part of the tracker shares: the followed tasks, the promises settled() waits for, the store they
 * are written to (never after dispose: the data dir may be going away) and the event that shows them.
 */
export function createTrackerCore(deps: TaskTrackerDeps) {
  const store = createTaskStore(deps.dataDir, deps.log, deps.problem)
  const tasks = new Map<string, TrackedTask>()
  const inFlight = new Set<Promise<unknown>>()
  const state = { disposed: false }

  function keep(promise: Promise<unknown>): void {
    const settled = promise.catch((error: unknown) => deps.log.warn(`task tracker: ${(error as Error).message}`))
    inFlight.add(settled)
    void settled.finally(() => inFlight.delete(settled))
  }
  const list = () => toList(tasks.values(), deps.clock.now())
  return {
    deps,
    capMs: deps.capMs ?? DEFAULT_CAP_MS,
    store,
    tasks,
    state,
    keep,
    list,
    running: (accountId: string) => [...tasks.values()].filter((t) => t.accountId === accountId && t.endedAt === null),
    emitChanged: () => deps.bus.emit('tasks:changed', list()),
    // After dispose nothing is written: the next run re-reads what changed.
    persist: (accountId: string) =>
      state.disposed ||
      keep(
        store.write(
          accountId,
          [...tasks.values()].filter((t) => t.accountId === accountId),
        ),
      ),
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight])
      await store.flushed()
    },
  }
}

export type TrackerCore = ReturnType<typeof createTrackerCore>

/** Ends tasks: shown at once, then their resources re-read, then announced (so a click shows the new state). */
export async function finishTasks(
  core: TrackerCore,
  accountId: string,
  ended: Array<{ task: TrackedTask; phase: TaskOutcome }>,
): Promise<void> {
  const { deps, tasks } = core
  const now = deps.clock.now()
  for (const { task, phase } of ended) {
    task.endedAt = now
    task.paused = false
    if (phase === 'unknown') task.task = { ...task.task, phase: 'unknown' }
    if (phase === 'done' && task.task.progressPercent !== null) task.task = { ...task.task, progressPercent: 100 }
  }
  const finished = [...tasks.values()]
    .filter((t) => t.accountId === accountId && t.endedAt !== null)
    .sort((a, b) => b.endedAt! - a.endedAt!)
  for (const old of finished.slice(RECENT_PER_ACCOUNT)) tasks.delete(old.key)
  core.persist(accountId)
  core.emitChanged()
  const sections = [...new Set(ended.flatMap(({ task }) => sectionsToRefresh(task)))]
  await deps
    .refresh(accountId, sections)
    .catch((error: unknown) => deps.log.warn(`could not re-read after a task ended: ${(error as Error).message}`))
  for (const { task, phase } of ended) deps.bus.emit('tasks:finished', toFinished(task, phase))
}

/** Account labels, cached so tracking stays synchronous: a task shows in the list as soon as `track` returns. */
export function createLabels(core: TrackerCore) {
  const labels = new Map<string, string>()
  return {
    labels,
    labelOf(accountId: string): string {
      const known = labels.get(accountId)
      if (known !== undefined) return known
      core.keep(
        core.deps.accountLabel(accountId).then((label) => {
          if (label === undefined || labels.has(accountId)) return
          labels.set(accountId, label)
          for (const task of core.tasks.values()) if (task.accountId === accountId) task.accountLabel = label
          core.emitChanged()
        }),
      )
      return accountId
    },
    /** The accounts as they are now: labels follow, and a removed account takes its followed tasks with it. */
    follow(accounts: AccountSummary[]): void {
      labels.clear()
      for (const account of accounts) labels.set(account.id, account.label)
      let changed = false
      const gone = new Set<string>()
      for (const task of [...core.tasks.values()]) {
        const label = labels.get(task.accountId)
        if (label === undefined) {
          gone.add(task.accountId)
          core.tasks.delete(task.key)
        } else if (task.accountLabel !== label) {
          task.accountLabel = label
          changed = true
        }
      }
      for (const accountId of gone) core.persist(accountId)
      if (changed || gone.size > 0) core.emitChanged()
    },
  }
}
