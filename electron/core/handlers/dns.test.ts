import zonefile from 'dns-zonefile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DnsRecord, DnsZone } from '../../shared/models/dns'
import type { ServiceCapabilities } from '../../shared/models'
import { toAsciiDomain } from '../../shared/dns/names'
import { renderZoneFile } from '../../shared/dns/zone-file'
import { refusal, startDemoBackend } from './test-kit'

describe('DNS channels against the sandbox', () => {
  let t: Awaited<ReturnType<typeof startDemoBackend>>
  const zoneByName = (name: string) => [...t.api().zones.values()].find((z) => z.Name === name)
  const recordsOf = (zoneId: number) => t.api().zones.get(zoneId)!.LinkedRecords
  /** A zone of the test's own: the tests share one backend, and none counts on a zone or record another one made. */
  const newZone = async (name: string) => (await t.call<DnsZone>('dns:createZone', { name })).id

  beforeAll(async () => {
    t = await startDemoBackend()
  })
  afterAll(() => t.close())

  it('creates a zone, IDN included', async () => {
    const zone = await t.call<DnsZone>('dns:createZone', { name: 'hostdeck-new.com' })
    expect(zone).toMatchObject({ name: 'hostdeck-new.com', records: [] })
    expect(zoneByName('hostdeck-new.com')).toBeDefined()
    await t.call('dns:createZone', { name: 'пример-теста.рф' })
    // The form's punycode preview and the server's TechName agree.
    expect(zoneByName('пример-теста.рф')?.TechName).toBe(toAsciiDomain('пример-теста.рф'))
  })

  it('refuses a bad zone name before any request', async () => {
    t.sandbox.counter.reset()
    expect(await refusal(t.backend, 'dns:createZone', { name: 'not a domain' })).toMatchObject({
      kind: 'invalidInput',
      field: 'name',
    })
    expect(t.sandbox.counter.count('POST', '/dns')).toBe(0)
  })

  it('creates one record of every type with the body the API expects', async () => {
    const zoneId = await newZone('hostdeck-test.com')
    const records = () => recordsOf(zoneId)
    const base = { zoneId, ttl: 300 }
    await t.call('dns:createRecord', { ...base, type: 'A', owner: 'www', address: '203.0.113.7' })
    await t.call('dns:createRecord', { ...base, type: 'AAAA', owner: 'www', address: '2001:db8::7' })
    expect(JSON.parse(t.sandbox.requests.last('POST', '/dns/recordaaaa')!.body)).toEqual({
      DomainId: String(zoneId),
      IP: '2001:0db8:0000:0000:0000:0000:0000:0007',
      Name: 'www',
      TTL: '300',
    })
    await t.call('dns:createRecord', { ...base, type: 'CNAME', owner: 'blog', target: 'www' })
    await t.call('dns:createRecord', { ...base, type: 'MX', target: 'mail.example.net', priority: 10 })
    await t.call('dns:createRecord', { ...base, type: 'NS', owner: 'sub', target: 'ns1.example.net' })
    await t.call('dns:createRecord', {
      ...base,
      type: 'SRV',
      service: '_sip',
      proto: '_tcp',
      owner: '@',
      priority: 1,
      weight: 5,
      port: 5060,
      target: 'sip',
    })
    await t.call('dns:createRecord', { ...base, type: 'TXT', owner: '@', text: 'v=spf1 -all' })
    expect(records().map((r) => r.TypeRecord)).toEqual(['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'])
    expect(records().map((r) => r.CanonicalDescription)).toContain(
      '_sip._tcp.hostdeck-test.com. 300 IN SRV 1 5 5060 sip.hostdeck-test.com.',
    )
  })

  it('refuses bad records naming the field, before any request', async () => {
    const zoneId = await newZone('hostdeck-refused.com')
    t.sandbox.counter.reset()
    const bad = [
      [{ type: 'A', zoneId, owner: 'www', address: '2001:db8::1' }, 'address'],
      [{ type: 'AAAA', zoneId, owner: 'www', address: '2001:db8::1::2' }, 'address'],
      [{ type: 'MX', zoneId, target: 'mail', priority: 70000 }, 'priority'],
      [{ type: 'TXT', zoneId, owner: '@', text: 'x', ttl: 301 }, 'ttl'],
      [{ type: 'CNAME', zoneId, owner: '@', target: 'www' }, 'owner'],
    ] as const
    for (const [input, field] of bad)
      expect(await refusal(t.backend, 'dns:createRecord', input)).toMatchObject({ kind: 'invalidInput', field })
    expect(t.sandbox.counter.total()).toBe(0)
  })

  it('refuses, before any request, what would break the zone: a CNAME beside other data or to itself, a duplicate, an IP target', async () => {
    const demo = (await t.session()).snapshot!.dnsZones!.find((z) => z.name === 'example.com')!
    const www = demo.records.find((r) => r.type === 'A' && r.owner === 'www')!
    t.sandbox.counter.reset()
    const cname = { type: 'CNAME', zoneId: demo.id, owner: 'www', target: 'web.example.net.' }
    expect(await refusal(t.backend, 'dns:createRecord', cname)).toMatchObject({
      kind: 'invalidInput',
      field: 'owner',
      message: expect.stringContaining('www already has other records (A'),
    })
    const loop = { type: 'CNAME', zoneId: demo.id, owner: 'cdn', target: 'cdn.example.com.' }
    expect(await refusal(t.backend, 'dns:createRecord', loop)).toMatchObject({
      field: 'target',
      message: expect.stringContaining('points at its own name'),
    })
    const twin = { type: 'A', zoneId: demo.id, owner: 'www', address: www.address }
    expect(await refusal(t.backend, 'dns:createRecord', twin)).toMatchObject({
      field: 'address',
      message: expect.stringContaining('already has this exact A record'),
    })
    expect(
      await refusal(t.backend, 'dns:createRecord', { type: 'MX', zoneId: demo.id, target: '192.0.2.25', priority: 10 }),
    ).toMatchObject({ field: 'target', message: expect.stringContaining('not an IP address') })
    // Saving the record unchanged is no duplicate of itself.
    expect(
      await refusal(t.backend, 'dns:updateRecord', { ...twin, recordId: www.id, ttl: 5 }).catch(() => null),
    ).toBeNull()
    expect(t.sandbox.counter.count('POST', '/dns/recordcname')).toBe(0)
    expect(t.sandbox.counter.count('POST', '/dns/recorda')).toBe(0)
    expect(t.sandbox.counter.count('POST', '/dns/recordmx')).toBe(0)
  })

  it('updates AAAA (sent expanded) and MX through the seed endpoints, A through the extension', async () => {
    const zoneId = await newZone('hostdeck-updated.com')
    await t.call('dns:createRecord', { zoneId, ttl: 300, type: 'A', owner: 'www', address: '203.0.113.7' })
    await t.call('dns:createRecord', { zoneId, ttl: 300, type: 'AAAA', owner: 'www', address: '2001:db8::7' })
    await t.call('dns:createRecord', { zoneId, ttl: 300, type: 'MX', target: 'mail.example.net', priority: 10 })
    const records = () => recordsOf(zoneId)
    const byType = (type: string) => records().find((r) => r.TypeRecord === type)!
    const aaaaId = Number(byType('AAAA').ID)
    const updated = await t.call<DnsRecord>('dns:updateRecord', {
      type: 'AAAA',
      zoneId,
      recordId: aaaaId,
      owner: 'www',
      address: '2001:db8:0:0::42',
      ttl: 600,
    })
    expect(updated.address).toBe('2001:db8::42')
    expect(JSON.parse(t.sandbox.requests.last('PUT', `/dns/recordaaaa/${aaaaId}`)!.body)).toEqual({
      id: String(aaaaId),
      DomainId: String(zoneId),
      IP: '2001:0db8:0000:0000:0000:0000:0000:0042',
      Name: 'www',
      TTL: '600',
    })
    const mxId = Number(byType('MX').ID)
    await t.call('dns:updateRecord', { type: 'MX', zoneId, recordId: mxId, target: 'mx9.example.net', priority: 30 })
    expect(byType('MX')).toMatchObject({ ExtHostName: 'mx9.example.net', Priority: '30' })
    const aId = Number(byType('A').ID)
    await t.call('dns:updateRecord', {
      type: 'A',
      zoneId,
      recordId: aId,
      owner: 'www',
      address: '203.0.113.8',
      ttl: 60,
    })
    expect(byType('A')).toMatchObject({ IP: '203.0.113.8', TTL: '60' })
  })

  it('deletes a record, then the zone', async () => {
    const zoneId = await newZone('hostdeck-deleted.com')
    await t.call('dns:createRecord', { zoneId, ttl: 300, type: 'TXT', owner: '@', text: 'v=spf1 -all' })
    const records = () => recordsOf(zoneId)
    const txt = records().find((r) => r.TypeRecord === 'TXT')!
    await t.call('dns:deleteRecord', { zoneId, recordId: Number(txt.ID) })
    expect(records().some((r) => r.ID === txt.ID)).toBe(false)
    await t.call('dns:deleteZone', { zoneId })
    expect(t.api().zones.has(zoneId)).toBe(false)
    expect(await refusal(t.backend, 'dns:deleteZone', { zoneId })).toMatchObject({ kind: 'notFound' })
  })

  it('re-reads the zones on request (new records are published with no task to follow)', async () => {
    t.sandbox.counter.reset()
    expect(await t.call('session:reread', { reason: 'check', sections: ['dnsZones'] })).toMatchObject({
      accountId: 'demo',
    })
    await expect.poll(() => t.sandbox.counter.count('GET', '/dns')).toBe(1)
  })

  it('reports what the server offers', async () => {
    const offered = await t.call<ServiceCapabilities>('session:capabilities')
    expect(offered.accountId).toBe((await t.session()).accountId)
    expect(offered.dns).toEqual({
      createZone: true,
      createRecord: ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'],
      updateRecord: ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'],
      deleteRecord: true,
    })
  })

  it('exports the demo zone as a file a standard parser reads back to the same records', async () => {
    const state = await t.session()
    const zone = state.snapshot!.dnsZones!.find((z) => z.name === 'example.com')!
    const parsed = zonefile.parse(renderZoneFile(zone))
    const count = (['a', 'aaaa', 'cname', 'mx', 'ns', 'srv', 'txt'] as const).reduce(
      (n, k) => n + (parsed[k]?.length ?? 0),
      0,
    )
    expect(count).toBe(zone.records.length)
    expect(parsed.$origin).toBe('example.com.')
    expect(parsed.aaaa).toContainEqual({
      name: 'example.com.',
      ttl: 3600,
      ip: '2001:db8::10',
    })
    expect(parsed.mx).toContainEqual({ name: 'example.com.', ttl: 3600, preference: 10, host: 'mail.example.com.' })
    expect(parsed.cname).toContainEqual({ name: 'blog.example.com.', ttl: 3600, alias: 'www.example.com.' })
    expect(parsed.txt).toContainEqual({
      name: '_dmarc.example.com.',
      ttl: 300,
      txt: '"v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com"',
    })
  })
})
