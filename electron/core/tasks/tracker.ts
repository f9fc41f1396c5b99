import type { AccountSummary, SessionState } from '../../shared/contract'
import type { TaskOutcome } from '../../shared/channels/tasks'
import { isTaskFinished } from '../../shared/models'
import { FAST_POLL_MS } from './pace'
import { createAccountLoops } from './account-loops'
import { sourceKey } from './poll-round'
import { pollRound } from './round'
import { runningTasksIn } from './snapshot-tasks'
import { createLabels, createTrackerCore, finishTasks, type TaskTrackerDeps, type TrackerCore } from './tracker-core'
import type { TaskCentre, TrackRequest, TrackedTask } from './types'
import { BackendError } from '../errors'

export type { TaskTrackerDeps } from './tracker-core'

/** While an account is offline, how often to look whether it is back (a session change wakes it sooner). */
export const OFFLINE_RECHECK_MS = 5_000

type Loops = ReturnType<typeof createAccountLoops>

/** One poll round of an account: paused while it is offline (ending tasks past the cap), else read and applied. */
async function runRound(core: TrackerCore, loops: Loops, accountId: string): Promise<void> {
  const { deps, capMs } = core
  const waiting = core.running(accountId)
  const offline = await deps.isOffline(accountId)
  if (offline) {
    const now = deps.clock.now()
    const changed = waiting.some((t) => !t.paused)
    for (const task of waiting) Object.assign(task, { paused: true, nextPollAt: now + OFFLINE_RECHECK_MS })
    const expired = waiting
      .filter((t) => now - t.startedAt >= capMs)
      .map((task) => ({ task, phase: 'unknown' as const }))
    if (expired.length > 0) return finishTasks(core, accountId, expired)
    if (changed) core.emitChanged()
    return
  }
  const resumed = waiting.some((t) => t.paused)
  for (const task of waiting) task.paused = false
  const result = await pollRound(waiting, { api: () => deps.apiFor(accountId), now: () => deps.clock.now(), capMs })
  if (core.state.disposed) return
  if (result.retryAfterMs !== null) loops.holdUntil(accountId, deps.clock.now() + result.retryAfterMs)
  if (result.finished.length > 0) return finishTasks(core, accountId, result.finished)
  if (result.changed || resumed) {
    core.persist(accountId)
    core.emitChanged()
  }
}

/** Follows the active session: a fresh snapshot wakes paused tasks and may hold tasks not followed yet. */
function sessionFollower(core: TrackerCore, loops: Loops, add: (request: TrackRequest) => void) {
  let session: SessionState | null = null
  return (state: SessionState) => {
    const before = session
    if (state === before) return
    session = state
    if (state.status !== 'ready' || state.fromCache || !state.snapshot) return
    const paused = core.running(state.accountId).filter((t) => t.paused)
    for (const task of paused) task.nextPollAt = core.deps.clock.now()
    if (paused.length > 0) loops.schedule(state.accountId)
    // Only a snapshot with new data can hold tasks not seen yet.
    const fresh =
      !before ||
      before.accountId !== state.accountId ||
      before.fromCache ||
      before.status !== 'ready' ||
      before.snapshot !== state.snapshot
    if (fresh) for (const request of runningTasksIn(state.accountId, state.snapshot)) add(request)
  }
}

/** Follows every task of every account until it ends: coalesced, paced, paused offline, persisted. */
export function createTaskTracker(deps: TaskTrackerDeps): TaskCentre & { tracked(): TrackRequest[] } {
  const core = createTrackerCore(deps)
  const { tasks } = core
  const loops: Loops = createAccountLoops({
    clock: deps.clock,
    dueAt: (accountId) => {
      const waiting = core.running(accountId)
      return waiting.length > 0 ? Math.min(...waiting.map((t) => t.nextPollAt)) : null
    },
    runRound: (accountId) => runRound(core, loops, accountId),
    keep: core.keep,
  })
  const labels = createLabels(core)

  function add(request: TrackRequest, fromSnapshot: boolean): void {
    const key = `${request.accountId}|${sourceKey(request.source)}|${request.task.id}`
    const known = tasks.get(key)
    if (known && (known.endedAt === null || fromSnapshot)) return
    const now = deps.clock.now()
    const accountLabel = labels.labelOf(request.accountId)
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
      return core.keep(finishTasks(core, request.accountId, [{ task, phase: request.task.phase as TaskOutcome }]))
    core.persist(request.accountId)
    core.emitChanged()
    loops.schedule(request.accountId)
  }

  const { whenReady, ready } = resumePersisted(core, loops)
  const stops = [
    deps.onSessionChange(sessionFollower(core, loops, (request) => whenReady(() => add(request, true)))),
    deps.bus.on('accounts:changed', (payload) => labels.follow(payload as AccountSummary[])),
  ]
  function dispose(): void {
    core.state.disposed = true
    stops.forEach((stop) => stop())
    loops.stop()
  }
  return {
    track: (request) => whenReady(() => add(request, false)),
    tracked: () => [...tasks.values()].filter((t) => t.endedAt === null),
    ...centreActions(core),
    // The persisted tasks are in the list: a process that just started (the command line) lists them too.
    loaded: () => ready,
    settled: core.settled,
    dispose,
    async close() {
      dispose()
      await core.store.flushed()
    },
  }
}

/**
 * Loads the persisted tasks (read at once: they may well have ended while Hostdeck was closed). Answers how to
 * run a change once they are loaded (before then new ones wait, so a resumed copy never overwrites a fresh one),
 * and the load itself.
 */
function resumePersisted(
  core: TrackerCore,
  loops: Loops,
): { whenReady: (fn: () => void) => void; ready: Promise<void> } {
  const ready = core.store
    .readAll()
    .then((resumed) => {
      const now = core.deps.clock.now()
      for (const task of resumed) if (!core.tasks.has(task.key)) core.tasks.set(task.key, { ...task, nextPollAt: now })
      for (const accountId of new Set(resumed.map((t) => t.accountId))) loops.schedule(accountId)
      if (resumed.length > 0) core.emitChanged()
    })
    .catch((error: unknown) => core.deps.log.warn(`could not resume the followed tasks: ${(error as Error).message}`))
  core.keep(ready)
  let isReady = false
  void ready.then(() => (isReady = true))
  const whenReady = (fn: () => void) =>
    isReady ? fn() : core.keep(ready.then(() => (core.state.disposed ? undefined : fn())))
  return { whenReady, ready }
}

/** What the task centre's handlers do to the list: dismiss ended tasks, note which ends were shown. */
function centreActions(core: TrackerCore): Pick<TaskCentre, 'list' | 'dismiss' | 'clearFinished' | 'acknowledge'> {
  const { tasks } = core
  function dismissWhere(predicate: (task: TrackedTask) => boolean) {
    const removed = [...tasks.values()].filter((t) => t.endedAt !== null && predicate(t))
    for (const task of removed) tasks.delete(task.key)
    for (const accountId of new Set(removed.map((t) => t.accountId))) core.persist(accountId)
    if (removed.length > 0) core.emitChanged()
    return core.list()
  }
  return {
    list: core.list,
    dismiss(key) {
      if (tasks.get(key)?.endedAt === null)
        throw new BackendError({
          kind: 'invalidInput',
          field: 'key',
          message: 'A running task cannot be dismissed; it leaves the list when it ends.',
        })
      return dismissWhere((t) => t.key === key)
    },
    clearFinished: () => dismissWhere(() => true),
    acknowledge(keys) {
      const shown = keys
        .map((key) => tasks.get(key))
        .filter((t): t is TrackedTask => t !== undefined && t.endedAt !== null && !t.announced)
      for (const task of shown) task.announced = true
      for (const accountId of new Set(shown.map((t) => t.accountId))) core.persist(accountId)
      if (shown.length > 0) core.emitChanged()
      return core.list()
    },
  }
}
