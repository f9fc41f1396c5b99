import type { Clock } from '../ports'

interface AccountLoop {
  timer: unknown | null
  dueAt: number
  round: Promise<void> | null
  /** Retry-After: no round of this account before this time. */
  notBefore: number
}

export interface AccountLoopsDeps {
  clock: Clock
  /** When the account's earliest task wants reading, or null when it has none running. */
  dueAt(accountId: string): number | null
  /** One poll round; the next is scheduled when it has finished, so rounds of an account never overlap. */
  runRound(accountId: string): Promise<void>
  /** Registers a promise the tracker's settled() waits for. */
  keep(promise: Promise<unknown>): void
}

/** One timer per account, always set for its earliest due task: the heartbeat of the tracker. */
export function createAccountLoops(deps: AccountLoopsDeps) {
  const loops = new Map<string, AccountLoop>()
  let stopped = false

  function loopOf(accountId: string): AccountLoop {
    let loop = loops.get(accountId)
    if (!loop) loops.set(accountId, (loop = { timer: null, dueAt: 0, round: null, notBefore: 0 }))
    return loop
  }

  function schedule(accountId: string): void {
    const loop = loopOf(accountId)
    if (stopped || loop.round) return // a finishing round schedules the next itself
    const earliest = deps.dueAt(accountId)
    if (earliest === null) {
      if (loop.timer !== null) deps.clock.clearTimeout(loop.timer)
      loop.timer = null
      return
    }
    const dueAt = Math.max(earliest, loop.notBefore)
    if (loop.timer !== null && loop.dueAt <= dueAt) return
    if (loop.timer !== null) deps.clock.clearTimeout(loop.timer)
    loop.dueAt = dueAt
    loop.timer = deps.clock.setTimeout(
      () => {
        loop.timer = null
        loop.round = deps.runRound(accountId).finally(() => {
          loop.round = null
          schedule(accountId)
        })
        deps.keep(loop.round)
      },
      Math.max(0, dueAt - deps.clock.now()),
    )
  }

  return {
    schedule,
    /** The server asked for a pause (429 Retry-After). */
    holdUntil(accountId: string, at: number): void {
      loopOf(accountId).notBefore = at
    },
    stop(): void {
      stopped = true
      for (const loop of loops.values()) if (loop.timer !== null) deps.clock.clearTimeout(loop.timer)
      loops.clear()
    },
  }
}
