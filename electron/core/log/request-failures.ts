/** How many distinct failures are kept: beyond, the oldest goes (a run with hundreds of kinds is not the case). */
const KEPT = 20

/**
 * The requests that failed in this run, counted by account and by what failed (the part of the way and why):
 * what Copy diagnostics lists, so a dead proxy reads as "264 × the proxy does not answer", never "no problems".
 */
export function createRequestFailures(now: () => Date = () => new Date()) {
  const seen = new Map<string, { count: number; last: Date }>()
  return {
    note(account: string, what: string): void {
      const key = `"${account}": ${what}`
      const known = seen.get(key)
      seen.delete(key)
      seen.set(key, { count: (known?.count ?? 0) + 1, last: now() })
      if (seen.size > KEPT) seen.delete(seen.keys().next().value ?? key)
    },
    /** One line per failure, most recent last: count, account, what, when last. */
    lines(): string[] {
      return [...seen].map(([key, { count, last }]) => `${count} × ${key} (last ${last.toISOString()})`)
    },
  }
}

export type RequestFailures = ReturnType<typeof createRequestFailures>
