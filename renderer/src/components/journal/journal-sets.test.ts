import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@shared/channels/journal'
import { journalRows, setCounts } from './journal-sets'

const entry = (id: string, batchId: string | null, accountId = 'a', outcome: JournalEntry['outcome'] = 'ok') =>
  ({ id, batchId, accountId, outcome }) as JournalEntry

describe('the journal’s rows', () => {
  const entries = [
    entry('1', 'bulk-x', 'b', 'ok'),
    entry('2', null),
    entry('3', 'bulk-x', 'a', 'failed'),
    entry('4', 'import-z'),
    entry('5', 'bulk-x', 'a', 'ok'),
  ]
  const all = new Set(entries.map((e) => e.id))

  it('shows a bulk action as one row where its newest entry stands, with every item inside; an import stays entry by entry', () => {
    const rows = journalRows(entries, all)
    expect(rows.map((r) => [r.id, r.set?.map((e) => e.id) ?? null])).toEqual([
      ['1', ['1', '3', '5']],
      ['2', null],
      ['4', null],
    ])
    expect(setCounts(rows[0]?.set ?? [])).toEqual({ ok: 2, failed: 1, accounts: 2 })
  })

  it('keeps a set whole when any item passes the filter, and leaves it out when none does', () => {
    expect(journalRows(entries, new Set(['3'])).map((r) => r.set?.length)).toEqual([3])
    expect(journalRows(entries, new Set(['2']))).toEqual([entries[1]])
  })
})
