import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@shared/channels/journal'
import { NO_RECORD_DATA } from '@shared/dns/zone-import'
import { filterJournal, journalCsv, journalJson } from './journal-view'

// The www A record of example.com as the journal keeps it, at one address.
const aRecord = (address: string) => ({
  id: 7,
  zoneId: 3,
  type: 'A',
  owner: 'www',
  ...NO_RECORD_DATA,
  address,
  ttl: 300,
})

const base: JournalEntry = {
  id: 'a',
  at: Date.parse('2026-11-20T10:00:00Z'),
  accountId: 'acc1',
  accountLabel: 'Acme',
  operation: 'dns:updateRecord',
  summary: 'Change the A record www in example.com',
  resource: { kind: 'dnsRecord', id: 7, parentId: 3, name: 'A record www' },
  params: { type: 'A', owner: 'www', address: '203.0.113.2' },
  outcome: 'ok',
  result: null,
  tasks: [],
  before: aRecord('203.0.113.1'),
  after: aRecord('203.0.113.2'),
  revertOf: null,
  batchId: null,
}
const other: JournalEntry = {
  ...base,
  id: 'b',
  at: base.at - 10 * 86_400_000,
  accountId: 'acc2',
  accountLabel: 'Beta',
  operation: 'sshKeys:create',
  summary: 'Add SSH key "laptop", quoted',
  resource: { kind: 'sshKey', id: null, name: 'laptop' },
  params: { title: 'laptop' },
  before: null,
  after: null,
  outcome: 'failed',
  result: '400: Title taken',
}
const none = { accountId: null, kind: null, resource: null, period: 'all' as const, search: '' }

describe('journal view', () => {
  it('filters by account, kind, time and words (the record before and after included)', () => {
    const now = base.at + 60_000
    expect(filterJournal([base, other], { ...none, accountId: 'acc2' }, now).map((e) => e.id)).toEqual(['b'])
    expect(filterJournal([base, other], { ...none, kind: 'dnsRecord' }, now).map((e) => e.id)).toEqual(['a'])
    expect(filterJournal([base, other], { ...none, period: 'week' }, now).map((e) => e.id)).toEqual(['a'])
    expect(filterJournal([base, other], { ...none, search: '203.0.113.1' }, now).map((e) => e.id)).toEqual(['a'])
    expect(filterJournal([base, other], { ...none, search: 'title TAKEN' }, now).map((e) => e.id)).toEqual(['b'])
  })

  it('exports CSV with a header and quoted fields, and JSON that reads back', () => {
    const csv = journalCsv([base, other])
    const lines = csv.trim().split('\n')
    expect(lines[0]).toMatch(/^time,account,accountId,operation,summary/)
    expect(lines[1]).toContain('www 300 A 203.0.113.1')
    expect(lines[2]).toContain('"Add SSH key ""laptop"", quoted"')
    expect(JSON.parse(journalJson([base]))).toEqual([base])
  })
})
