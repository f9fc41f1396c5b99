import type { Clock, Logger } from '../ports'

/** Every 6 hours by default, and once at start. */
export const DEFAULT_WATCH_INTERVAL_MS = 6 * 3600_000
/** While offline, or when nothing is due yet, look again after at most this long. */
export const WATCH_RETRY_MS = 10 * 60_000

export interface WatcherDeps {
  clock: Clock
  log: Logger
  intervalMs?: number
  /** The accounts to watch now, in order: not the active one, not hidden, watching switched on. */
  candidates(): Promise<string[]>
  /** True while Hostdeck cannot reach the network (the active account is offline). */
  isOffline(): Promise<boolean>
  /** Reads every section of one account in the background; resolves to whether the API answered. */
  read(accountId: string): Promise<'answered' | 'unreachable' | 'failed'>
  /** After a round that read something. */
  onRound?(readIds: string[]): void
}

interface WatchState {
  interval: number
  /** When each account was last read. */
  lastReadAt: Map<string, number>
  stopped: boolean
  /** The account being read now. */
  current: string | null
  /** Accounts whose API did not answer: each waits alone, longer after each miss (up to the interval). */
  backoff: Map<string, { until: number; ms: number }>
}

/** When an account is next due (0: now); an account backing off or read within the interval waits. */
function dueIn(state: WatchState, id: string, now: number): number {
  const held = state.backoff.get(id)
  if (held && now < held.until) return held.until - now
  const last = state.lastReadAt.get(id)
  return last !== undefined && now - last < state.interval ? last + state.interval - now : 0
}

/** An account whose API did not answer backs off alone: 10 minutes, then twice as long each time. */
function backOff(state: WatchState, id: string, now: number): number {
  const held = state.backoff.get(id)
  const ms = Math.min(state.interval, held ? held.ms * 2 : WATCH_RETRY_MS)
  state.backoff.set(id, { until: now + ms, ms })
  return ms
}

/**
 * One round: each candidate not read within the interval, one at a time, until offline; an account that does not
 * answer backs off alone and the round goes on with the next. Answers what was read
 * and when to look again; null when watching stopped during the round.
 */
async function watchRound(deps: WatcherDeps, state: WatchState): Promise<{ read: string[]; retryIn: number } | null> {
  const read: string[] = []
  let retryIn = state.interval
  try {
    const ids = await deps.candidates()
    for (const id of ids) {
      if (state.stopped) return null
      const wait = dueIn(state, id, deps.clock.now())
      if (wait > 0) {
        retryIn = Math.min(retryIn, wait)
        continue
      }
      if (await deps.isOffline()) {
        retryIn = WATCH_RETRY_MS
        break
      }
      state.current = id
      const outcome = await deps.read(id).catch(() => 'failed' as const)
      state.current = null
      if (outcome === 'unreachable') {
        // This account's API did not answer (down, hanging): it waits alone; the next ones are read now.
        retryIn = Math.min(retryIn, backOff(state, id, deps.clock.now()))
        continue
      }
      state.backoff.delete(id)
      state.lastReadAt.set(id, deps.clock.now())
      read.push(id)
    }
  } catch (error) {
    deps.log.warn(`background watching: ${(error as Error).message}`)
    retryIn = WATCH_RETRY_MS
  } finally {
    state.current = null
  }
  return { read, retryIn }
}

/**
 * Background watching of the accounts the user is not looking at: each read at start and then every
 * `intervalMs`; one account at a time, never while offline.
 */
export function createWatcher(deps: WatcherDeps) {
  const state: WatchState = {
    interval: deps.intervalMs ?? DEFAULT_WATCH_INTERVAL_MS,
    lastReadAt: new Map(),
    stopped: false,
    current: null,
    backoff: new Map(),
  }
  let timer: unknown
  let running: Promise<void> | null = null

  function schedule(ms: number): void {
    if (state.stopped) return
    if (timer !== undefined) deps.clock.clearTimeout(timer)
    timer = deps.clock.setTimeout(
      () => {
        timer = undefined
        void round()
      },
      Math.max(1_000, ms),
    )
  }

  async function runRound(): Promise<void> {
    const result = await watchRound(deps, state)
    if (!result) return
    if (result.read.length > 0) deps.onRound?.(result.read)
    schedule(result.retryIn)
  }

  /** One round at a time: a call while one runs joins it. */
  function round(): Promise<void> {
    running ??= runRound().finally(() => (running = null))
    return running
  }

  return {
    /** Starts watching: a round at once (the reads at start), then on the cadence. */
    start(): void {
      state.stopped = false
      schedule(0)
    },
    round,
    /** Resolves once no round is running (a round the clock started has ended). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
    /** The account being read now, if any. */
    current: () => state.current,
    /** Forgets when an account was read (watching switched on again, a new token): it is read on the next round. */
    forget(accountId: string): void {
      state.lastReadAt.delete(accountId)
      state.backoff.delete(accountId)
    },
    /** An account's own session read it (its cache was written): it counts as read then. */
    noteRead(accountId: string, at: number): void {
      state.lastReadAt.set(accountId, at)
    },
    async dispose(): Promise<void> {
      state.stopped = true
      if (timer !== undefined) deps.clock.clearTimeout(timer)
      await running?.catch(() => undefined)
    },
  }
}

export type Watcher = ReturnType<typeof createWatcher>
