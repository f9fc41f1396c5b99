import { ApiError, type CloudApi } from '../api'
import type { ReadList } from '../api/wire/lists'
import type { AccountSnapshot, SnapshotSection } from '../../shared/contract'
import { SECTIONS } from './sections'

/** What one batch of section reads brought back, applied to the snapshot as it is when they land. */
export interface SectionReads {
  /** Sections answered (read, or known not to be offered): their data is replaced, their fetch time moves. */
  answered: SnapshotSection[]
  values: Partial<Record<SnapshotSection, unknown>>
  /** Sections the API does not offer (an extension that answered 404/405): removed from the snapshot. */
  unsupported: SnapshotSection[]
  /** Sections that failed for another reason, with the message; their old data and fetch time are kept. */
  problems: Partial<Record<SnapshotSection, string>>
  /** For failed sections whose answer said how long to wait (429/503 Retry-After), that wait in ms. */
  retryAfterMs: Partial<Record<SnapshotSection, number>>
}

/** Lists read item by item carry what they skipped; the snapshot keeps it per section for the panes. */
function noteUnreadable(snapshot: AccountSnapshot, section: SnapshotSection, value: unknown): void {
  const skipped = Array.isArray(value) ? (value as Partial<ReadList<unknown>>).skipped : undefined
  const unreadable = { ...snapshot.unreadable }
  if (skipped && skipped.length > 0) unreadable[section] = skipped
  else delete unreadable[section]
  if (Object.keys(unreadable).length > 0) snapshot.unreadable = unreadable
  else delete snapshot.unreadable
}

/** Errors that mean "the API is not reachable": the whole account goes offline, not one section. */
export function isConnectivityError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')
}

/** The service could not serve the read at all: no connection, no answer in time, or its own failure (5xx). */
export function isOutage(error: unknown): error is ApiError {
  return isConnectivityError(error) || (error instanceof ApiError && error.kind === 'server')
}

/**
 * Reads the given sections in parallel. An auth failure rejects the whole batch (a token problem), and so do
 * connectivity failures when nothing answered, and 5xx answers to every section of a batch of several (the
 * session goes offline). When some sections answered, the
 * service is reachable: a section that timed out or lost its connection is that section's problem, never a
 * reason to take the whole account offline. An extension the server lacks is answered as unsupported.
 * `reachable`: the caller knows the service answered lately (a re-read of sections that failed alone), so a
 * connectivity failure is the sections' problem even when nothing answered.
 */
export async function readSections(
  api: CloudApi,
  sections: readonly SnapshotSection[],
  options: { reachable?: boolean } = {},
): Promise<SectionReads> {
  const reads: SectionReads = { answered: [], values: {}, unsupported: [], problems: {}, retryAfterMs: {} }
  const results = await Promise.allSettled(sections.map((section) => SECTIONS[section].read(api)))
  const reached =
    options.reachable === true || results.some((r) => r.status === 'fulfilled' || !isConnectivityError(r.reason))
  // Every section of a batch failing for the service's own reason (5xx, no answer) is an outage, not each
  // section's problem: the account goes offline and one light probe waits for the service (offline-probe.ts).
  const down =
    options.reachable !== true &&
    sections.length > 1 &&
    results.every((r) => r.status === 'rejected' && isOutage(r.reason))
  const fatal = results.find(
    (r): r is PromiseRejectedResult =>
      r.status === 'rejected' &&
      ((r.reason instanceof ApiError && r.reason.kind === 'auth') ||
        (!reached && isConnectivityError(r.reason)) ||
        down),
  )
  if (fatal) throw fatal.reason
  results.forEach((result, index) => {
    const section = sections[index]!
    if (result.status === 'fulfilled') {
      reads.answered.push(section)
      reads.values[section] = result.value
    } else if (result.reason instanceof ApiError && result.reason.kind === 'unsupported') {
      reads.answered.push(section)
      reads.unsupported.push(section)
    } else {
      reads.problems[section] = result.reason instanceof Error ? result.reason.message : String(result.reason)
      if (result.reason instanceof ApiError && result.reason.retryAfterMs !== undefined)
        reads.retryAfterMs[section] = result.reason.retryAfterMs
    }
  })
  return reads
}

/** The snapshot with a batch's answers in it; sections it did not answer stay as they were. */
export function applySections(previous: AccountSnapshot | null, reads: SectionReads): AccountSnapshot {
  const snapshot: AccountSnapshot = { ...(previous ?? {}) }
  for (const section of reads.answered) {
    if (reads.unsupported.includes(section)) {
      delete (snapshot as Record<string, unknown>)[section]
      noteUnreadable(snapshot, section, undefined)
      continue
    }
    ;(snapshot as Record<string, unknown>)[section] = reads.values[section]
    noteUnreadable(snapshot, section, reads.values[section])
  }
  return snapshot
}
