import { describe, expect, it } from 'vitest'
import { dnsRecord, dnsZone } from '../../shared/dns/sample-records'
import type { LiveServer } from '../../shared/models/live'
import {
  allLive,
  compareZone,
  expectedRecords,
  judge,
  notDelegated,
  questionKey,
  questionsFor,
  summarise,
  type Answer,
  type Expected,
} from './compare'

const NOW = Date.UTC(2026, 0, 1, 12, 0)
const ns1: LiveServer = { address: '127.0.0.1:53', name: 'ns1.example.net', role: 'authoritative' }
const res: LiveServer = { address: '127.0.0.2:53', name: '127.0.0.2', role: 'resolver' }

const zone = dnsZone(1, 'example.com', [
  dnsRecord('A', { id: 1, owner: 'www', address: '203.0.113.10', ttl: 300 }),
  dnsRecord('AAAA', { id: 2, owner: 'www', address: '2001:0db8:0000:0000:0000:0000:0000:0010' }),
  dnsRecord('MX', { id: 3, owner: '@', priority: 10, target: 'mail.example.com' }),
  dnsRecord('TXT', { id: 4, owner: '@', text: 'v=spf1 -all' }),
  dnsRecord('CNAME', { id: 5, owner: 'blog', target: 'www' }),
  dnsRecord('SRV', {
    id: 6,
    owner: '@',
    service: '_sip',
    proto: '_tcp',
    priority: 1,
    weight: 5,
    port: 5060,
    target: 'sip.example.net.',
  }),
  dnsRecord('SOA', { id: 7 }),
])

/** What a server answers, by question, as the resolver wrapper hands it on. */
function answers(entries: Record<string, Answer>): Map<string, Answer> {
  return new Map(Object.entries(entries))
}

/** Everything the zone holds, served as held. */
function servedAsHeld(): Map<string, Answer> {
  const out = new Map<string, Answer>()
  for (const e of expectedRecords(zone)) {
    const key = questionKey(e)
    const had = out.get(key)
    const values = had && had !== 'unreachable' ? had.values : []
    out.set(key, { values: [...values, e.value], ttl: 300 })
  }
  return out
}

const held = (value: string, id = 1): Expected => ({
  recordId: id,
  type: 'A',
  name: 'www.example.com',
  value,
  ttl: 300,
})

describe('judging one answer', () => {
  it('calls a held value served live, a held value not served missing', () => {
    expect(judge([held('1.1.1.1')], ['1.1.1.1'])).toMatchObject({ live: [held('1.1.1.1')], missing: [], extra: [] })
    expect(judge([held('1.1.1.1')], [])).toMatchObject({ live: [], missing: [held('1.1.1.1')], old: [] })
  })

  it('pairs a value served in place of a held one as its old value; what is left over is extra', () => {
    expect(judge([held('2.2.2.2')], ['1.1.1.1'])).toMatchObject({ old: [held('2.2.2.2')], extra: [] })
    expect(judge([held('2.2.2.2')], ['1.1.1.1', '3.3.3.3'])).toMatchObject({
      old: [held('2.2.2.2')],
      extra: ['3.3.3.3'],
    })
    expect(judge([held('1.1.1.1')], ['1.1.1.1', '9.9.9.9'])).toMatchObject({
      live: [held('1.1.1.1')],
      extra: ['9.9.9.9'],
    })
  })

  it('counts a value served twice once', () => {
    expect(judge([held('1.1.1.1')], ['1.1.1.1', '1.1.1.1'])).toMatchObject({ live: [held('1.1.1.1')], extra: [] })
  })
})

describe('the zone against its servers', () => {
  it('compares every type the app edits and skips the others', () => {
    expect(expectedRecords(zone).map((e) => `${e.type} ${e.name} ${e.value}`)).toEqual([
      'A www.example.com 203.0.113.10',
      'AAAA www.example.com 2001:db8::10',
      'MX example.com 10 mail.example.com',
      'TXT example.com v=spf1 -all',
      'CNAME blog.example.com www.example.com',
      'SRV _sip._tcp.example.com 1 5 5060 sip.example.net',
    ])
    expect(questionsFor(expectedRecords(zone))).toHaveLength(6)
  })

  it('is live everywhere when every server serves what the zone holds', () => {
    const expected = expectedRecords(zone)
    const rows = compareZone(
      expected,
      [ns1, res],
      new Map([
        [ns1.address, servedAsHeld()],
        [res.address, servedAsHeld()],
      ]),
      NOW,
    )
    expect(rows.every((r) => r.cells.length === 2 && r.cells.every((c) => c.state === 'live'))).toBe(true)
    expect(allLive(rows)).toBe(true)
    expect(summarise(rows, [ns1, res])).toEqual({
      authoritative: { live: 1, total: 1 },
      resolvers: { live: 1, total: 1 },
      oldRecords: 0,
      oldUntil: null,
      missing: 0,
      extra: 0,
      unreachable: 0,
    })
  })

  it('shows the old value with "cached until" from the TTL the server gave, else the record’s', () => {
    const expected = expectedRecords(zone)
    const stale = servedAsHeld()
    stale.set('A www.example.com', { values: ['203.0.113.99'], ttl: 120 })
    stale.set('TXT example.com', { values: ['v=spf1 ~all'], ttl: null })
    const rows = compareZone(expected, [ns1], new Map([[ns1.address, stale]]), NOW)
    expect(rows.find((r) => r.recordId === 1)?.cells).toEqual([
      { server: ns1.address, state: 'old', served: ['203.0.113.99'], cachedUntil: NOW + 120_000 },
    ])
    expect(rows.find((r) => r.recordId === 4)?.cells[0]).toMatchObject({ state: 'old', cachedUntil: NOW + 3_600_000 })
    expect(allLive(rows)).toBe(false)
    expect(summarise(rows, [ns1])).toMatchObject({
      oldRecords: 2,
      oldUntil: NOW + 3_600_000,
      authoritative: { live: 0 },
    })
  })

  it('adds a row for a value only the servers serve, with a cell where it is served', () => {
    const expected = expectedRecords(zone)
    const more = servedAsHeld()
    more.set('TXT example.com', { values: ['v=spf1 -all', 'google-site-verification=abc'], ttl: 300 })
    const rows = compareZone(
      expected,
      [ns1, res],
      new Map([
        [ns1.address, more],
        [res.address, servedAsHeld()],
      ]),
      NOW,
    )
    const extra = rows.filter((r) => r.recordId === null)
    expect(extra).toEqual([
      {
        recordId: null,
        type: 'TXT',
        name: 'example.com',
        value: 'google-site-verification=abc',
        cells: [
          {
            server: ns1.address,
            state: 'extra',
            served: ['v=spf1 -all', 'google-site-verification=abc'],
            cachedUntil: null,
          },
        ],
      },
    ])
    // An extra may stay for good (added outside Hostdeck): it does not keep the check running.
    expect(allLive(rows)).toBe(true)
    expect(summarise(rows, [ns1, res]).extra).toBe(1)
  })

  it('says missing for a record no server serves, and unreachable for a server that did not answer', () => {
    const expected = expectedRecords(zone)
    const partial = servedAsHeld()
    partial.set('CNAME blog.example.com', { values: [], ttl: null })
    const rows = compareZone(
      expected,
      [ns1, res],
      new Map([
        [ns1.address, partial],
        [res.address, answers({})],
      ]),
      NOW,
    )
    const blog = rows.find((r) => r.recordId === 5)
    expect(blog?.cells.map((c) => c.state)).toEqual(['missing', 'unreachable'])
    const summary = summarise(rows, [ns1, res])
    expect(summary).toMatchObject({ missing: 1, unreachable: 1, resolvers: { live: 0, total: 1 } })
  })

  it('matches targets with and without the final dot, IPv6 in any spelling, and IDN owners', () => {
    const idn = dnsZone(2, 'пример.рф', [
      dnsRecord('A', { id: 10, owner: 'почта', address: '203.0.113.5' }),
      dnsRecord('AAAA', { id: 11, owner: '@', address: '2001:0db8:0000:0000:0000:0000:0000:0001' }),
      dnsRecord('MX', { id: 12, priority: 5, target: 'почта.пример.рф.' }),
    ])
    const served = answers({
      'A xn--80a1acny.xn--e1afmkfd.xn--p1ai': { values: ['203.0.113.5'], ttl: 60 },
      'AAAA xn--e1afmkfd.xn--p1ai': { values: ['2001:db8::1'], ttl: 60 },
      'MX xn--e1afmkfd.xn--p1ai': { values: ['5 xn--80a1acny.xn--e1afmkfd.xn--p1ai'], ttl: null },
    })
    const rows = compareZone(expectedRecords(idn), [ns1], new Map([[ns1.address, served]]), NOW)
    expect(rows.map((r) => r.cells[0]?.state)).toEqual(['live', 'live', 'live'])
  })
})

describe('not delegated here', () => {
  const withNs = dnsZone(3, 'example.org', [dnsRecord('NS', { id: 20, target: 'ns1.provider.net' })])

  it('says so with what the servers answered when they do not name the zone’s name servers', () => {
    expect(notDelegated(withNs, ['ns.other.example.', 'NS2.other.example'])).toEqual([
      'ns.other.example',
      'ns2.other.example',
    ])
  })

  it('is quiet when they do, or when nothing says', () => {
    expect(notDelegated(withNs, ['ns1.provider.net.', 'ns2.provider.net.'])).toBeNull()
    expect(notDelegated(withNs, [])).toBeNull()
    expect(notDelegated(zone, ['ns.other.example'])).toBeNull()
  })
})
