import { DAY_MS } from '../../dates'
import { DEFAULT_TTL, type RecordInput } from '../../dns/records'
import { addRecord, addZone, type DnsState } from '../dns'
import type { DnsZone } from '../dns-types'
import type { IdSource } from '../types'

const a = (name: string, ip: string): RecordInput => ({ type: 'A', name, ip, ttl: DEFAULT_TTL })
const aaaa = (name: string, ip: string): RecordInput => ({ type: 'AAAA', name, ip, ttl: DEFAULT_TTL })
const cname = (name: string, target: string): RecordInput => ({ type: 'CNAME', name, target, ttl: DEFAULT_TTL })
const mx = (priority: string, target: string): RecordInput => ({
  type: 'MX',
  name: '@',
  priority,
  target,
  ttl: DEFAULT_TTL,
})
const txt = (name: string, text: string): RecordInput => ({ type: 'TXT', name, text, ttl: '300' })

/** Three zones: one in full use, one whose State the real dialect sends as null, one not yet delegated. */
export function fillDemoDns(customer: IdSource & DnsState, now: number): void {
  const zone = (
    Name: string,
    State: string,
    delegated: boolean,
    records: RecordInput[],
    nullState = false,
  ): DnsZone => {
    const z = addZone(customer, { Name, State, IsDelegate: delegated, createdAt: now - 200 * DAY_MS, nullState })
    for (const r of records) addRecord(customer, z, r, State)
    return z
  }
  const com = zone('example.com', 'Active', true, [
    a('@', '203.0.113.10'),
    a('www', '203.0.113.10'),
    a('shop', '203.0.113.11'),
    a('mail', '203.0.113.25'),
    aaaa('@', '2001:0db8:0000:0000:0000:0000:0000:0010'),
    aaaa('www', '2001:0db8:0000:0000:0000:0000:0000:0010'),
    cname('blog', 'www'),
    mx('10', 'mail.example.com'),
    mx('20', 'mx2.example.net'),
    txt('@', 'v=spf1 ip4:203.0.113.0/24 include:_spf.example.net -all'),
    txt('_dmarc', 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com'),
  ])
  // The real dialect sends State null for these two (the live service does so for some zones and records).
  const dmarc = com.LinkedRecords.find((r) => r.HostName === '_dmarc')
  if (dmarc) dmarc.nullState = true
  zone(
    'example.net',
    'Active',
    true,
    [
      a('@', '198.51.100.30'),
      a('mx2', '198.51.100.31'),
      aaaa('@', '2001:0db8:0000:0000:0000:0000:0000:0030'),
      cname('www', 'example.net'),
      mx('10', 'mx2.example.net'),
      txt('@', 'site-verification=3f9c2a7e41b8d05c'),
    ],
    true,
  )
  zone('example.org', 'New', false, [a('@', '203.0.113.12'), cname('www', '@'), txt('@', 'v=spf1 -all')])
}
