import { describe, expect, it } from 'vitest'
import type { DnsRecord } from '../models/dns'
import { dnsRecord, sipSrv } from './sample-records'
import { checkRecordInZone, fullName, looksLikeIp, zoneRefusal } from './zone-checks'

const record = (type: string, owner: string, data: Partial<DnsRecord> = {}): DnsRecord =>
  dnsRecord(type, { owner, ...data })

const www4 = record('A', 'www', { address: '203.0.113.10' })
const www6 = record('AAAA', 'www', { address: '2001:0db8:0000:0000:0000:0000:0000:0001' })
const blog = record('CNAME', 'blog', { target: 'www.example.com.' })
const mx = record('MX', '@', { target: 'mail.example.com.', priority: 10 })
const spf = record('TXT', '@', { text: 'v=spf1 -all' })
const zone = { name: 'example.com', records: [www4, www6, blog, mx, spf] }
const codes = (draft: Parameters<typeof checkRecordInZone>[0], editingId?: number) =>
  checkRecordInZone(draft, zone, editingId).map((f) => f.code)

describe('fullName', () => {
  it.each([
    ['@', 'example.com'],
    ['www', 'www.example.com'],
    ['WWW.Example.com', 'www.example.com'],
    ['www.example.com.', 'www.example.com'],
    ['mail.other.net.', 'mail.other.net'],
    ['a.b', 'a.b.example.com'],
  ])('%j → %j', (name, full) => expect(fullName(name, 'example.com')).toBe(full))
})

describe('looksLikeIp', () => {
  it.each(['192.0.2.1', '2001:db8::1', '::1', '[2001:db8::1]'])('%j is an IP', (v) => expect(looksLikeIp(v)).toBe(true))
  it.each(['mail.example.com', 'mx1', '1.2.3', '@'])('%j is not', (v) => expect(looksLikeIp(v)).toBe(false))
})

describe('checkRecordInZone', () => {
  it('refuses a CNAME beside other records of its name, naming their types', () => {
    const [finding] = checkRecordInZone({ type: 'CNAME', owner: 'www', target: 'web.example.net.' }, zone)
    expect(finding).toMatchObject({
      code: 'cnameBesideOthers',
      level: 'refuse',
      field: 'owner',
      params: { owner: 'www', types: 'A, AAAA' },
    })
  })

  it('refuses the issue report: www CNAME www.example.com. beside www A and AAAA (conflict and self-loop)', () => {
    expect(codes({ type: 'CNAME', owner: 'www', target: 'www.example.com.' })).toEqual([
      'cnameBesideOthers',
      'cnameToItself',
    ])
  })

  it('refuses a CNAME to itself, written relative or full', () => {
    expect(codes({ type: 'CNAME', owner: 'cdn', target: 'cdn' })).toEqual(['cnameToItself'])
    expect(codes({ type: 'CNAME', owner: 'cdn', target: 'CDN.example.com' })).toEqual(['cnameToItself'])
    expect(codes({ type: 'CNAME', owner: 'cdn', target: 'cdn.example.net.' })).toEqual([])
  })

  it('refuses any other record at a name that is a CNAME (MX at the apex too)', () => {
    expect(codes({ type: 'A', owner: 'blog', address: '203.0.113.5' })).toEqual(['othersBesideCname'])
    expect(codes({ type: 'TXT', owner: 'blog.example.com.', text: 'x' })).toEqual(['othersBesideCname'])
    expect(codes({ type: 'A', owner: 'shop', address: '203.0.113.5' })).toEqual([])
    const apexCname = { name: 'example.org', records: [record('CNAME', 'example.org.', { target: 'x.example.net.' })] }
    expect(checkRecordInZone({ type: 'MX', target: 'mx.example.net', priority: 5 }, apexCname)[0]).toMatchObject({
      code: 'othersBesideCname',
      field: 'target',
    })
  })

  it('lets the CNAME being edited keep its name, and a second CNAME elsewhere through', () => {
    expect(codes({ type: 'CNAME', owner: 'blog', target: 'shop.example.com.' }, blog.id)).toEqual([])
    expect(codes({ type: 'CNAME', owner: 'news', target: 'blog' })).toEqual([])
  })

  it('refuses a duplicate of any type, comparing values as the zone means them', () => {
    expect(codes({ type: 'A', owner: 'WWW', address: '203.0.113.10' })).toEqual(['duplicateRecord'])
    expect(codes({ type: 'AAAA', owner: 'www', address: '2001:db8::1' })).toEqual(['duplicateRecord'])
    expect(codes({ type: 'MX', target: 'mail', priority: 10 })).toEqual(['duplicateRecord'])
    expect(codes({ type: 'MX', target: 'mail', priority: 20 })).toEqual([])
    expect(codes({ type: 'TXT', owner: '@', text: 'v=spf1 -all' })).toEqual(['duplicateRecord'])
    expect(codes({ type: 'TXT', owner: '@', text: 'v=spf1 ~all' })).toEqual([])
    expect(codes({ type: 'A', owner: 'www', address: '203.0.113.11' })).toEqual([])
    // Saving a record unchanged is not a duplicate of itself.
    expect(codes({ type: 'A', owner: 'www', address: '203.0.113.10' }, www4.id)).toEqual([])
  })

  it('names the field of the duplicate', () => {
    expect(checkRecordInZone({ type: 'A', owner: 'www', address: '203.0.113.10' }, zone)[0]?.field).toBe('address')
    expect(checkRecordInZone({ type: 'TXT', owner: '@', text: 'v=spf1 -all' }, zone)[0]?.field).toBe('text')
  })

  it('warns, without refusing, about an NS TTL under 60', () => {
    const findings = checkRecordInZone({ type: 'NS', owner: 'sub', target: 'ns1.example.net.', ttl: 30 }, zone)
    expect(findings).toEqual([{ code: 'nsTtlLow', level: 'warn', field: 'ttl', params: {} }])
    expect(zoneRefusal({ type: 'NS', owner: 'sub', target: 'ns1.example.net.', ttl: 30 }, zone)).toBeNull()
    expect(codes({ type: 'NS', owner: 'sub', target: 'ns1.example.net.', ttl: 60 })).toEqual([])
    expect(codes({ type: 'A', owner: 'fast', address: '203.0.113.9', ttl: 5 })).toEqual([])
  })

  it('sees SRV owners with their service and protocol', () => {
    const withSrv = {
      name: 'example.com',
      records: [dnsRecord('SRV', sipSrv('sip.example.com.'))],
    }
    const srv = sipSrv('sip')
    expect(checkRecordInZone(srv, withSrv).map((f) => f.code)).toEqual(['duplicateRecord'])
    expect(
      checkRecordInZone({ type: 'CNAME', owner: '_sip._tcp', target: 'x.example.net.' }, withSrv).map((f) => f.code),
    ).toEqual(['cnameBesideOthers'])
  })
})
