import type { JournalEntry } from '@shared/channels/journal'

/** A row of the journal: one entry, or a bulk action's set (its newest entry standing for it, every item inside). */
export type JournalRow = JournalEntry & { set?: readonly JournalEntry[] }

/** A bulk action's mark (stores/bulk.ts names its sets so); a zone import's batch stays entry by entry. */
const isBulkSet = (batchId: string | null): batchId is string => batchId?.startsWith('bulk-') ?? false

/**
 * The entries as rows, newest first as given: every bulk action's entries (each item, a retry's too, in whichever
 * account's journal) as one row where its newest entry stands; a set is shown when any of its items passes the
 * filter (`passes`), whole, so a set spanning accounts reads as one change.
 */
export function journalRows(entries: readonly JournalEntry[], passes: ReadonlySet<string>): JournalRow[] {
  const sets = new Map<string, JournalEntry[]>()
  for (const entry of entries)
    if (isBulkSet(entry.batchId)) sets.set(entry.batchId, [...(sets.get(entry.batchId) ?? []), entry])
  const placed = new Set<string>()
  const rows: JournalRow[] = []
  for (const entry of entries) {
    if (!isBulkSet(entry.batchId)) {
      if (passes.has(entry.id)) rows.push(entry)
      continue
    }
    if (placed.has(entry.batchId)) continue
    placed.add(entry.batchId)
    const set = sets.get(entry.batchId) ?? [entry]
    if (set.some((item) => passes.has(item.id))) rows.push({ ...entry, set })
  }
  return rows
}

/** How a set went: its items that ended well and those that did not (a retried item counts once per attempt). */
export function setCounts(set: readonly JournalEntry[]): { ok: number; failed: number; accounts: number } {
  const ok = set.filter((entry) => entry.outcome === 'ok' || entry.outcome === 'made').length
  return { ok, failed: set.length - ok, accounts: new Set(set.map((entry) => entry.accountId)).size }
}
