import type { Clock } from '../ports'

/** The first wait before a failed section is read again; each further failure doubles it, up to the cap. */
export const SECTION_RETRY_FIRST_MS = 5_000
export const SECTION_RETRY_CAP_MS = 120_000
/** A Retry-After longer than this is not waited for in full (the cadence or a Refresh reads sooner anyway). */
const RETRY_AFTER_CAP_MS = 3_600_000

export interface SectionRetryDeps<S extends string> {
  clock: Clock
  /** Reads one section again; its outcome comes back through `answered` / `failed`. Must not reject. */
  read: (section: S) => Promise<void>
  /** [0, 1): the jitter. */
  random?: () => number
  firstMs?: number
  capMs?: number
}

interface Pending {
  /** Failures in a row (1 after the first). */
  failures: number
  retryAfterMs?: number
  timer?: unknown
}

/**
 * The wait before re-reading a section that failed `failures` times in a row: 5 s, 10 s, 20 s … up to 2 min,
 * each ±20 % so many sections (or many windows) do not knock in step; never sooner than the service's
 * Retry-After.
 */
export function sectionRetryDelay(
  failures: number,
  retryAfterMs: number | undefined,
  random: () => number,
  firstMs = SECTION_RETRY_FIRST_MS,
  capMs = SECTION_RETRY_CAP_MS,
): number {
  const base = Math.min(capMs, firstMs * 2 ** Math.max(0, failures - 1))
  const jittered = Math.round(base * (0.8 + 0.4 * random()))
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, RETRY_AFTER_CAP_MS))
}

/**
 * Re-reads the sections whose last read failed (503, 429, an unreadable answer, a hang), each on its own
 * backoff, while `enabled` (the account is active and reachable and the window visible). There is never more
 * than one re-read of a section waiting or in flight: the next is planned only once the last one has failed.
 * A section that answers (by this re-read or any other read) is forgotten.
 */
export function createSectionRetry<S extends string>(deps: SectionRetryDeps<S>) {
  const pending = new Map<S, Pending>()
  const random = deps.random ?? Math.random
  let enabled = false

  function plan(section: S, entry: Pending): void {
    if (!enabled || entry.timer !== undefined) return
    const delay = sectionRetryDelay(entry.failures, entry.retryAfterMs, random, deps.firstMs, deps.capMs)
    entry.timer = deps.clock.setTimeout(() => {
      entry.timer = undefined
      // Read again only if still wanted; the outcome (failed / answered) plans the next one or ends it.
      if (enabled && pending.get(section) === entry) void deps.read(section)
    }, delay)
  }

  function stop(entry: Pending): void {
    if (entry.timer !== undefined) deps.clock.clearTimeout(entry.timer)
    entry.timer = undefined
  }

  return {
    /** A read of the section failed (`retryAfterMs` when the service said how long to wait). */
    failed(section: S, retryAfterMs?: number): void {
      const entry = pending.get(section) ?? { failures: 0 }
      entry.failures++
      entry.retryAfterMs = retryAfterMs
      pending.set(section, entry)
      plan(section, entry)
    },
    /** The section was read: no more re-reads for it. */
    answered(section: S): void {
      const entry = pending.get(section)
      if (!entry) return
      stop(entry)
      pending.delete(section)
    },
    /** Re-reads run only while enabled; disabling cancels the planned ones (failures are remembered). */
    setEnabled(next: boolean): void {
      if (next === enabled) return
      enabled = next
      for (const [section, entry] of pending) {
        if (enabled) plan(section, entry)
        else stop(entry)
      }
    },
    /** Sections waiting for a re-read, for tests and diagnostics. */
    waiting: (): S[] => [...pending.keys()],
    dispose(): void {
      enabled = false
      for (const entry of pending.values()) stop(entry)
      pending.clear()
    },
  }
}

export type SectionRetry<S extends string> = ReturnType<typeof createSectionRetry<S>>
