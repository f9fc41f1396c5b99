import type { AccountSummary, SessionState, SnapshotSection } from '../../shared/contract'
import type { TaskOutcome } from '../../shared/channels/tasks'
import { isTaskFinished } from '../../shared/models'
import type { EventBus } from '../event-bus'
import type { Clock, Logger } from '../ports'
import { DEFAULT_CAP_MS, FAST_POLL_MS } from './pace'
import { createAccountLoops } from './account-loops'
import { sourceKey, type TaskApi } from './poll-round'
import { pollRound } from './round'
import { runningTasksIn } from './snapshot-tasks'
import { createTaskStore } from './task-store'
import type { TaskCentre, TrackRequest, TrackedTask } from './types'
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
}

/** While an account is offline, how often to look whether it is back (a session change wakes it sooner). */
export const OFFLINE_RECHECK_MS = 5_000
const RECENT_PER_ACCOUNT = 20

/** Follows every task of every account until it ends: coalesced, paced, paused offline, persisted. */
export function createTaskTracker(deps: TaskTrackerDeps): TaskCentre & { tracked(): TrackRequest[] } {
  const capMs = deps.capMs ?? DEFAULT_CAP_MS
  const store = createTaskStore(deps.dataDir, deps.log)
  const tasks = new Map<string, TrackedTask>()
  const inFlight = new Set<Promise<unknown>>()
  let disposed = false

  function keep(promise: Promise<unknown>): void {
    const settled = promise.catch((error: unknown) => deps.log.warn(`task tracker: ${(error as Error).message}`))
    inFlight.add(settled)
    void settled.finally(() => inFlight.delete(settled))
  }

  const running = (accountId: string) =>
    [...tasks.values()].filter((t) => t.accountId === accountId && t.endedAt === null)
  const list = () => toList(tasks.values(), deps.clock.now())
  const emitChanged = () => deps.bus.emit('tasks:changed', list())
  // After dispose nothing is written: the data dir may be going away; the next run re-reads what changed.
  const persist = (accountId: string) =>
    disposed ||
    keep(
      store.write(
        accountId,
        [...tasks.values()].filter((t) => t.accountId === accountId),
      ),
    )
  const loops = createAccountLoops({
    clock: deps.clock,
    dueAt: (accountId) => {
      const waiting = running(accountId)
      return waiting.length > 0 ? Math.min(...waiting.map((t) => t.nextPollAt)) : null
    },
    runRound: (accountId) => runRound(accountId),
    keep,
  })
  const schedule = (accountId: string) => loops.schedule(accountId)

  async function runRound(accountId: string): Promise<void> {
    const waiting = running(accountId)
    const offline = await deps.isOffline(accountId)
    if (offline) {
      const now = deps.clock.now()
      const changed = waiting.some((t) => !t.paused)
      for (const task of waiting) Object.assign(task, { paused: true, nextPollAt: now + OFFLINE_RECHECK_MS })
      const expired = waiting
        .filter((t) => now - t.startedAt >= capMs)
        .map((task) => ({ task, phase: 'unknown' as const }))
      if (expired.length > 0) return finish(accountId, expired)
      if (changed) emitChanged()
      return
    }
    const resumed = waiting.some((t) => t.paused)
    for (const task of waiting) task.paused = false
    const result = await pollRound(waiting, { api: () => deps.apiFor(accountId), now: () => deps.clock.now(), capMs })
    if (disposed) return
    if (result.retryAfterMs !== null) loops.holdUntil(accountId, deps.clock.now() + result.retryAfterMs)
    if (result.finished.length > 0) return finish(accountId, result.finished)
    if (result.changed || resumed) {
      persist(accountId)
      emitChanged()
    }
  }

  /** Ends tasks: shown at once, then their resources re-read, then announced (so a click shows the new state). */
  async function finish(accountId: string, ended: Array<{ task: TrackedTask; phase: TaskOutcome }>): Promise<void> {
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
    persist(accountId)
    emitChanged()
    const sections = [...new Set(ended.flatMap(({ task }) => sectionsToRefresh(task)))]
    await deps
      .refresh(accountId, sections)
      .catch((error: unknown) => deps.log.warn(`could not re-read after a task ended: ${(error as Error).message}`))
    for (const { task, phase } of ended) deps.bus.emit('tasks:finished', toFinished(task, phase))
  }

  /** Labels are cached so tracking stays synchronous: a task shows in the list as soon as `track` returns. */
  const labels = new Map<string, string>()
  function labelOf(accountId: string): string {
    const known = labels.get(accountId)
    if (known !== undefined) return known
    keep(
      deps.accountLabel(accountId).then((label) => {
        if (label === undefined || labels.has(accountId)) return
        labels.set(accountId, label)
        for (const task of tasks.values()) if (task.accountId === accountId) task.accountLabel = label
        emitChanged()
      }),
    )
    return accountId
  }

  function add(request: TrackRequest, fromSnapshot: boolean): void {
    const key = `${request.accountId}|${sourceKey(request.source)}|${request.task.id}`
    const known = tasks.get(key)
    if (known && (known.endedAt === null || fromSnapshot)) return
    const now = deps.clock.now()
    const accountLabel = labelOf(request.accountId)
    const task: TrackedTask = {
      ...request,
      key,
      accountLabel,
      startedAt: now,
      endedAt: null,
      problem: null,
      announced: false,
      paused: false,
      nextPollAt: now + FAST_POLL_MS,
      lastDelayMs: null,
    }
    tasks.set(key, task)
    if (isTaskFinished(request.task.phase))
      return keep(finish(request.accountId, [{ task, phase: request.task.phase as TaskOutcome }]))
    persist(request.accountId)
    emitChanged()
    schedule(request.accountId)
  }

  const ready = store
    .readAll()
    .then((resumed) => {
      const now = deps.clock.now()
      // Resumed tasks are read at once: they may well have ended while Hostdeck was closed.
      for (const task of resumed) if (!tasks.has(task.key)) tasks.set(task.key, { ...task, nextPollAt: now })
      for (const accountId of new Set(resumed.map((t) => t.accountId))) schedule(accountId)
      if (resumed.length > 0) emitChanged()
    })
    .catch((error: unknown) => deps.log.warn(`could not resume the followed tasks: ${(error as Error).message}`))
  keep(ready)
  let isReady = false
  void ready.then(() => (isReady = true))
  /** Before the persisted tasks are loaded, new ones wait, so a resumed copy never overwrites a fresh one. */
  const whenReady = (fn: () => void) => (isReady ? fn() : keep(ready.then(() => (disposed ? undefined : fn()))))

  /** The active session as last seen. */
  let session: SessionState | null = null
  const stops = [
    deps.onSessionChange((state) => {
      const before = session
      if (state === before) return
      session = state
      if (state.status !== 'ready' || state.fromCache || !state.snapshot) return
      const paused = running(state.accountId).filter((t) => t.paused)
      for (const task of paused) task.nextPollAt = deps.clock.now()
      if (paused.length > 0) schedule(state.accountId)
      // Only a snapshot with new data can hold tasks not seen yet.
      const fresh =
        !before ||
        before.accountId !== state.accountId ||
        before.fromCache ||
        before.status !== 'ready' ||
        before.snapshot !== state.snapshot
      if (fresh)
        for (const request of runningTasksIn(state.accountId, state.snapshot)) whenReady(() => add(request, true))
    }),
    deps.bus.on('accounts:changed', (payload) => {
      labels.clear()
      for (const account of payload as AccountSummary[]) labels.set(account.id, account.label)
      let changed = false
      const gone = new Set<string>()
      for (const task of [...tasks.values()]) {
        const label = labels.get(task.accountId)
        if (label === undefined) {
          gone.add(task.accountId)
          tasks.delete(task.key)
        } else if (task.accountLabel !== label) {
          task.accountLabel = label
          changed = true
        }
      }
      // A removed account takes its followed tasks with it.
      for (const accountId of gone) persist(accountId)
      if (changed || gone.size > 0) emitChanged()
    }),
  ]

  function dispose(): void {
    disposed = true
    stops.forEach((stop) => stop())
    loops.stop()
  }

  function dismissWhere(predicate: (task: TrackedTask) => boolean) {
    const removed = [...tasks.values()].filter((t) => t.endedAt !== null && predicate(t))
    for (const task of removed) tasks.delete(task.key)
    for (const accountId of new Set(removed.map((t) => t.accountId))) persist(accountId)
    if (removed.length > 0) emitChanged()
    return list()
  }

  return {
    track: (request) => whenReady(() => add(request, false)),
    tracked: () => [...tasks.values()].filter((t) => t.endedAt === null),
    list,
    dismiss(key) {
      if (tasks.get(key)?.endedAt === null)
        throw {
          kind: 'invalidInput',
          field: 'key',
          message: 'A running task cannot be dismissed; it leaves the list when it ends.',
        }
      return dismissWhere((t) => t.key === key)
    },
    clearFinished: () => dismissWhere(() => true),
    acknowledge(keys) {
      const shown = keys
        .map((key) => tasks.get(key))
        .filter((t): t is TrackedTask => t !== undefined && t.endedAt !== null && !t.announced)
      for (const task of shown) task.announced = true
      for (const accountId of new Set(shown.map((t) => t.accountId))) persist(accountId)
      if (shown.length > 0) emitChanged()
      return list()
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
      await store.flushed()
    },
    dispose,
    async close() {
      dispose()
      await store.flushed()
    },
  }
}
