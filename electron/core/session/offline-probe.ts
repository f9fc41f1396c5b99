import type { Clock } from '../ports'

/**
 * Waits between probes while offline: quick at first, then a steady 5 s. A probe is one light read, so a steady
 * pace costs 12 requests a minute (fewer than the cadence's reads), and the service's return is seen within
 * seconds: a back-off growing to minutes kept an account offline that long after the service was back.
 */
export const PROBE_DELAYS_MS = [2_000, 5_000]

/** While the account cannot reach its API, `probe` (one light read, then every section) runs until it can. */
export function createOfflineProbe(clock: Clock, probe: () => void, delays: readonly number[] = PROBE_DELAYS_MS) {
  let planned: { handle: unknown; attempt: number } | undefined
  function cancel(): void {
    if (planned) clock.clearTimeout(planned.handle)
  }
  return {
    /** Plans the next probe, after the next of the delays (the last one repeats). */
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
