import { stringify } from 'csv-stringify/browser/esm/sync'
import type { JournalEntry, JournalRecord } from '@shared/channels/journal'
import { recordOwner, recordValue, type DnsRecord } from '@shared/models/dns'

export type JournalPeriod = 'all' | 'hour' | 'day' | 'week' | 'month'
const PERIOD_MS: Record<Exclude<JournalPeriod, 'all'>, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
}

export interface JournalFilter {
  accountId: string | null
  kind: string | null
  /** A resource: "kind:id" as `resourceKey` makes it. */
  resource: string | null
  period: JournalPeriod
  search: string
}

export const resourceKey = (entry: JournalEntry) =>
  `${entry.resource.kind}:${entry.resource.parentId ?? ''}:${entry.resource.id ?? entry.resource.name ?? ''}`

/** The entries the filter lets through, newest first as given; the search looks at every word shown. */
export function filterJournal(entries: readonly JournalEntry[], filter: JournalFilter, now: number): JournalEntry[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const since = filter.period === 'all' ? -Infinity : now - PERIOD_MS[filter.period]
  return entries.filter((e) => {
    if (filter.accountId && e.accountId !== filter.accountId) return false
    if (filter.kind && e.resource.kind !== filter.kind) return false
    if (filter.resource && resourceKey(e) !== filter.resource) return false
    if (e.at < since) return false
    if (words.length === 0) return true
    const hay = [
      e.summary,
      e.accountLabel,
      e.operation,
      e.resource.name ?? '',
      e.result ?? '',
      JSON.stringify(e.params),
      e.before ? recordText(e.before) : '',
      e.after ? recordText(e.after) : '',
    ]
      .join(' ')
      .toLowerCase()
    return words.every((w) => hay.includes(w))
  })
}

/** A record in zone-file words: `www 300 A 203.0.113.7`. */
export function recordText(record: JournalRecord): string {
  const full = { ...record, state: '', canonicalDescription: null } as DnsRecord
  return [recordOwner(full), record.ttl ?? '', record.type, recordValue(full)].filter((p) => p !== '').join(' ')
}

/** The task ends of an entry in one word each: "done", "failed, running". */
const tasksText = (entry: JournalEntry) => entry.tasks.map((t) => t.phase).join(', ')

/** CSV with a header line; the same columns the table shows, English summary included. */
export function journalCsv(entries: readonly JournalEntry[]): string {
  const rows = entries.map((e) => [
    new Date(e.at).toISOString(),
    e.accountLabel,
    e.accountId,
    e.operation,
    e.summary,
    e.resource.kind,
    e.resource.id ?? '',
    e.resource.name ?? '',
    e.outcome,
    e.result ?? '',
    tasksText(e),
    JSON.stringify(e.params),
    e.before ? recordText(e.before) : '',
    e.after ? recordText(e.after) : '',
    e.revertOf ?? '',
    e.batchId ?? '',
  ])
  const header = [
    'time',
    'account',
    'accountId',
    'operation',
    'summary',
    'resourceKind',
    'resourceId',
    'resourceName',
    'outcome',
    'result',
    'tasks',
    'params',
    'before',
    'after',
    'revertOf',
    'batchId',
  ]
  // A cell that starts like a formula (= + - @ tab CR) is prefixed with ' (OWASP): a spreadsheet shows it, never runs it.
  return stringify([header, ...rows], { escape_formulas: true })
}

export function journalJson(entries: readonly JournalEntry[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`
}
