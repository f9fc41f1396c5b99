/**
 * Retry timing for idempotent requests: exponential backoff with full jitter, and the server's
 * Retry-After when it gives one. Clock, randomness and sleeping are injectable so tests are fast
 * and deterministic.
 */

export interface BackoffOptions {
  /** First retry waits up to this long. */
  baseMs: number
  /** No computed or server-requested wait is longer than this. */
  maxMs: number
  /** Returns [0, 1). */
  random: () => number
  now: () => number
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 300,
  maxMs: 30_000,
  random: Math.random,
  now: Date.now,
  sleep: abortableSleep,
}

/** Full jitter: a uniform wait in [0, min(max, base·2^(attempt-1))), attempt counting from 1. */
export function backoffDelay(attempt: number, opts: Pick<BackoffOptions, 'baseMs' | 'maxMs' | 'random'>): number {
  const ceiling = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.floor(opts.random() * ceiling)
}

/**
 * Retry-After as milliseconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Returns undefined for a missing or unreadable value, and for a date already past (a clock off, a cached answer):
 * then the normal back-off applies, not retries milliseconds apart.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined
  const text = value.trim()
  if (text === '') return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date always names a day or month; Date.parse alone would read "-3" as a year.
  if (!/[a-z]/i.test(text)) return undefined
  const at = Date.parse(text)
  if (Number.isNaN(at) || at <= now) return undefined
  return at - now
}

/**
 * The wait before retry number `attempt`, or undefined when the server asks for longer than
 * the cap: then waiting inside one call is pointless and the caller should surface the error
 * (with the server's wait) instead.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  opts: BackoffOptions,
): number | undefined {
  if (retryAfterMs !== undefined) return retryAfterMs <= opts.maxMs ? retryAfterMs : undefined
  return backoffDelay(attempt, opts)
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
