import { describe, expect, it } from 'vitest'
import type { DnsRecord, DnsZone } from '../models/dns'
import { changeInput, diffZone, mapTtl } from './zone-diff'
import { dnsRecord, dnsZone, sipSrv } from './sample-records'
import { parseZoneFile } from './zone-import'

const rec = (fields: Partial<DnsRecord> & Pick<DnsRecord, 'type'>): DnsRecord =>
  dnsRecord(fields.type, { zoneId: 9, ...fields })

const zone: DnsZone = dnsZone(9, 'example.com', [
  rec({ type: 'A', owner: 'www', address: '203.0.113.1', ttl: 300 }), // identical
  rec({ type: 'A', owner: 'api', address: '203.0.113.50' }), // changed address
  rec({ type: 'MX', target: 'mail.example.com', priority: 10, ttl: 600 }), // TTL only
  rec({ type: 'TXT', owner: 'old', text: 'gone soon' }), // removed
  rec(sipSrv('sip.example.net')), // identical
])

const FILE = `$ORIGIN example.com.
$TTL 3600
www 300 A 203.0.113.1
api A 203.0.113.51
@ MX 10 mail
new 7000 TXT "hello" " world"
_sip._tcp SRV 1 5 5060 sip.example.net.
caa CAA 0 issue "x"
`

describe('zone diff', () => {
  const diff = diffZone(zone, parseZoneFile(FILE, 'example.com'))

  it('sorts records into add, change, remove, identical, and the ones the service cannot hold', () => {
    expect(diff.identical.map((i) => i.record.fqdn).sort()).toEqual(['_sip._tcp.example.com.', 'www.example.com.'])
    expect(diff.change.map((c) => [c.existing!.type, c.existing!.owner])).toEqual([
      ['A', 'api'],
      ['MX', '@'],
    ])
    expect(diff.add.map((c) => c.record!.text)).toEqual(['hello world'])
    expect(diff.remove.map((c) => c.existing!.text)).toEqual(['gone soon'])
    expect(diff.unsupported.map((u) => u.type)).toEqual(['CAA'])
  })

  it('maps a TTL the service does not offer to the nearest one, with a note', () => {
    expect(diff.add[0]!.ttlNote).toEqual({ from: 7000, to: 7200 })
    expect(mapTtl(3600)).toBe(3600)
    expect(mapTtl(null)).toBeNull()
  })

  it('a type this account cannot write is listed apart', () => {
    const limited = diffZone(zone, parseZoneFile(FILE, 'example.com'), ['A', 'MX', 'SRV'])
    expect(limited.unsupported.map((u) => [u.type, u.reason])).toEqual([
      ['CAA', 'type'],
      ['TXT', 'notOffered'],
    ])
  })

  it('builds the same requests the record forms send', () => {
    expect(changeInput(diff.add[0]!, 9)).toEqual({
      channel: 'dns:createRecord',
      input: { type: 'TXT', zoneId: 9, ttl: 7200, owner: 'new', text: 'hello world' },
    })
    expect(changeInput(diff.change[0]!, 9)).toEqual({
      channel: 'dns:updateRecord',
      input: {
        type: 'A',
        zoneId: 9,
        ttl: 3600,
        owner: 'api',
        address: '203.0.113.51',
        recordId: diff.change[0]!.existing!.id,
      },
    })
    expect(changeInput(diff.remove[0]!, 9)).toEqual({
      channel: 'dns:deleteRecord',
      input: { zoneId: 9, recordId: diff.remove[0]!.existing!.id },
    })
  })

  it('names each change without carrying its value: a 4,000-character TXT and thousands at one name have short, distinct ids', () => {
    const long = 'v'.repeat(4000)
    const many = Array.from({ length: 3000 }, (_, i) => `@ TXT "t${i}"`).join('\n')
    const big = diffZone(
      dnsZone(9, 'example.com', []),
      parseZoneFile(`@ TXT "${long}"\n${many}\n@ TXT "t1"\n`, 'example.com'),
    )
    const ids = big.add.map((c) => c.id)
    expect(ids).toHaveLength(3002)
    expect(new Set(ids).size).toBe(ids.length)
    expect(Math.max(...ids.map((id) => id.length))).toBeLessThan(64)
    expect(ids.some((id) => id.includes('t1'))).toBe(false)
  })
})

describe('zone diff: a CNAME stands alone at its name', () => {
  const cnameZone: DnsZone = dnsZone(9, 'example.com', [
    rec({ type: 'A', owner: 'www', address: '203.0.113.1' }),
    rec({ type: 'CNAME', owner: 'shop', target: 'shops.example.net' }),
  ])
  const file =
    'www CNAME web.example.net.\nshop TXT "hi"\nblog CNAME web.example.net.\nmail A 203.0.113.9\nmail CNAME x.example.net.\n'
  const diff = diffZone(cnameZone, parseZoneFile(file, 'example.com'))
  const conflictOf = (owner: string, type: string) =>
    diff.add.find((c) => c.record!.owner === owner && c.record!.type === type)?.conflict ?? null

  it('marks a CNAME beside other records, and a record beside a CNAME, of the zone or the file', () => {
    expect(conflictOf('www', 'CNAME')).toEqual({ code: 'cnameBesideOthers', owner: 'www.example.com', types: 'A' })
    expect(conflictOf('shop', 'TXT')).toEqual({ code: 'othersBesideCname', owner: 'shop.example.com', types: 'CNAME' })
    expect(conflictOf('mail', 'CNAME')).toEqual({ code: 'cnameBesideOthers', owner: 'mail.example.com', types: 'A' })
    expect(conflictOf('mail', 'A')).toEqual({ code: 'othersBesideCname', owner: 'mail.example.com', types: 'CNAME' })
  })

  it('leaves a CNAME alone at its name unmarked', () => {
    expect(diff.add.find((c) => c.record!.owner === 'blog')).toBeDefined()
    expect(conflictOf('blog', 'CNAME')).toBeNull()
  })
})
