import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SessionState } from '../../shared/contract'
import { taskPhase, type Task } from '../../shared/models'
import { EventBus } from '../event-bus'
import type { Clock } from '../ports'
import type { TaskApi } from './poll-round'
import { createTaskTracker, type TaskTrackerDeps } from './tracker'
import type { TrackRequest } from './types'

/** A clock that moves only when told to, firing due timers one by one and letting the tracker settle between. */
export function createSteppingClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let now = start
  let nextId = 1
  let fired = 0
  const timers = new Map<number, { due: number; fn: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => (timers.set(nextId, { due: now + Math.max(0, ms), fn }), nextId++),
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  return {
    clock,
    elapsed: () => now - start,
    /** Timers fired so far: for the tracker, its poll rounds. */
    fired: () => fired,
    /** Moves time forward by `ms`, running every timer that falls due and awaiting `settle` after each. */
    async advance(ms: number, settle: () => Promise<void>): Promise<void> {
      const target = now + ms
      for (;;) {
        const [id, next] = [...timers].sort((a, b) => a[1].due - b[1].due || a[0] - b[0])[0] ?? []
        if (id === undefined || !next || next.due > target) break
        timers.delete(id)
        now = next.due
        fired++
        next.fn()
        await settle()
      }
      now = target
    },
  }
}

export function task(id: number, state = 'New', type = 'PowerOff', progressPercent: number | null = null): Task {
  return { id, type, state, phase: taskPhase(state), progressPercent, title: null, startDate: null, endDate: null }
}

export function serverActionRequest(serverId: number, actionId: number, accountId = 'demo'): TrackRequest {
  return {
    accountId,
    task: task(actionId),
    source: { kind: 'serverAction', serverId },
    title: `PowerOff of web-${serverId}`,
    resource: { kind: 'server', id: serverId },
  }
}

/** A scripted API: each server's action list, changed by the test; every call is logged with the time. */
export function createFakeTaskApi(now: () => number) {
  const actions = new Map<number, Task[]>()
  const calls: Array<{ what: string; at: number }> = []
  let failure: Error | null = null
  const api: TaskApi = {
    servers: {
      async listActions(serverId) {
        calls.push({ what: `actions:${serverId}`, at: now() })
        if (failure) throw failure
        return structuredClone(actions.get(serverId) ?? [])
      },
      get: async () => Promise.reject(new Error('not scripted')),
    },
    images: { list: async () => Promise.reject(new Error('not scripted')) },
    storage: {
      get: async () => Promise.reject(new Error('not scripted')),
      getUser: async () => Promise.reject(new Error('not scripted')),
      listUsers: async () => Promise.reject(new Error('not scripted')),
    },
    networks: { getPublic: async () => Promise.reject(new Error('not scripted')) },
  }
  return {
    api,
    calls,
    setActions: (serverId: number, list: Task[]) => void actions.set(serverId, list),
    /** The next calls fail with this error, until cleared with null. */
    fail: (error: Error | null) => void (failure = error),
  }
}

/** A tracker over a fake API and a stepping clock, with what it emitted and refreshed. */
export async function trackerWithFakes(overrides: Partial<TaskTrackerDeps> & { dataDir?: string } = {}) {
  const stepping = createSteppingClock()
  const fake = createFakeTaskApi(stepping.clock.now)
  const bus = new EventBus()
  const events: Array<{ event: string; payload: unknown }> = []
  for (const event of ['tasks:changed', 'tasks:finished']) bus.on(event, (payload) => events.push({ event, payload }))
  const refreshed: Array<{ accountId: string; sections: readonly string[] }> = []
  const state = { offline: false }
  const sessionFollowers = new Set<(session: SessionState) => void>()
  const tracker = createTaskTracker({
    apiFor: async () => fake.api,
    isOffline: () => state.offline,
    accountLabel: async (id) => (id === 'demo' ? 'Demo' : undefined),
    refresh: async (accountId, sections) => void refreshed.push({ accountId, sections }),
    onSessionChange: (follower) => (sessionFollowers.add(follower), () => sessionFollowers.delete(follower)),
    bus,
    clock: stepping.clock,
    dataDir: overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'hostdeck-tasks-'))),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    ...overrides,
  })
  await tracker.settled()
  return {
    tracker,
    fake,
    bus,
    events,
    refreshed,
    state,
    /** The active session changed to `session` (as the account service tells the tracker). */
    sessionChanged: (session: SessionState) => sessionFollowers.forEach((follower) => follower(session)),
    stepping,
    advance: (ms: number) => stepping.advance(ms, () => tracker.settled()),
    finished: () => events.filter((e) => e.event === 'tasks:finished').map((e) => e.payload),
  }
}
