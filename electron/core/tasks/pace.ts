/**
 * How often a task is read: quickly while it is young (most actions end within seconds), then backing off so a
 * long task costs little. The same curve the well-behaved cloud CLIs use.
 */
export const FAST_POLL_MS = 500
export const FAST_PHASE_MS = 5_000
export const BACKOFF_FACTOR = 1.5
export const SLOWEST_POLL_MS = 10_000
/** After this long without an end, a task is "unknown": never silently done. */
export const DEFAULT_CAP_MS = 30 * 60_000

/** The wait before the next read of a task that is `ageMs` old and last waited `previousMs`. */
export function nextPollDelay(ageMs: number, previousMs: number | null): number {
  if (ageMs < FAST_PHASE_MS) return FAST_POLL_MS
  const grown = Math.max(FAST_POLL_MS, previousMs ?? FAST_POLL_MS) * BACKOFF_FACTOR
  return Math.min(SLOWEST_POLL_MS, Math.round(grown))
}
