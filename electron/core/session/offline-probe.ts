import type { Clock } from '../ports'

/** Waits between reachability probes while offline: quick at first, then once a minute. */
export const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000, 60_000]

/** While the account cannot reach its API, `probe` (a full refresh) runs on a back-off until it can. */
export function createOfflineProbe(clock: Clock, probe: () => void, delays: readonly number[] = PROBE_DELAYS_MS) {
  let planned: { handle: unknown; attempt: number } | undefined
  function cancel(): void {
    if (planned) clock.clearTimeout(planned.handle)
  }
  return {
    /** Plans the next probe, each waiting longer than the one before. */
    schedule(): void {
      const attempt = planned ? planned.attempt + 1 : 0
      cancel()
      const delay = delays[Math.min(attempt, delays.length - 1)]!
      planned = { attempt, handle: clock.setTimeout(probe, delay) }
    },
    /** The API answered, or the session stopped: no more probes, and the next offline spell starts quick again. */
    stop(): void {
      cancel()
      planned = undefined
    },
  }
}

export type OfflineProbe = ReturnType<typeof createOfflineProbe>
