import { describe, expect, it } from 'vitest'
import type { UpdateRecordRequest } from '../../../shared/channels/dns'
import type { DnsRecord, DnsZone } from '../../../shared/models/dns'
import { sipSrvBody } from '../../../sandbox/test-kit'
import { expectApiError, jsonBody, received, useApiKit } from '../test-kit'

let zone: DnsZone
const kitOf = useApiKit(async (k) => {
  const zones = await k.api.dns.listZones()
  const found = zones.find((z) => z.name === 'example.com')
  if (!found) throw new Error('demo data has example.com')
  zone = found
})

const recordOf = (type: string) => {
  const record = zone.records.find((r) => r.type === type)
  if (!record) throw new Error(`example.com has a ${type} record`)
  return record
}

describe('dns zones', () => {
  it('listZones() turns IsDelegate text, string IDs, Priority and TTL into booleans and numbers', async () => {
    expect(zone).toMatchObject({ id: expect.any(Number), isDelegated: true, state: 'Active', name: 'example.com' })
    const mx = recordOf('MX')
    expect(mx).toMatchObject({
      id: expect.any(Number),
      zoneId: zone.id,
      priority: 10,
      ttl: 3600,
      address: null,
      target: 'mail.example.com',
    })
    expect(recordOf('TXT').ttl).toBe(300)
    expect(recordOf('A').canonicalDescription).toMatch(/ IN A /)
    const org = (await kitOf().api.dns.listZones()).find((z) => z.name === 'example.org')
    expect(org?.isDelegated).toBe(false)
  })

  it('createZone() sends {Name, DomainName, Migrate} to POST /dns in one body', async () => {
    const created = await kitOf().api.dns.createZone('new-zone.example')
    expect(created).toMatchObject({ name: 'new-zone.example', state: 'New', isDelegated: false, records: [] })
    expect(jsonBody(received(kitOf().sandbox, 'POST', '/dns'))).toEqual({
      Name: 'new-zone.example',
      DomainName: 'new-zone.example',
      Migrate: false,
    })
    expect(kitOf().sandbox.counter.count('POST', '/dns')).toBe(1)
  })

  it('deleteZone() sends DELETE /dns/{id}', async () => {
    const created = await kitOf().api.dns.createZone('gone.example')
    await kitOf().api.dns.deleteZone(created.id)
    expect(received(kitOf().sandbox, 'DELETE', `/dns/${created.id}`).body).toBe('')
    expect((await kitOf().api.dns.listZones()).some((z) => z.id === created.id)).toBe(false)
  })
})

describe('dns records', () => {
  it.each([
    ['A', { address: '192.0.2.7', owner: 'a-test', ttl: 600 }, { IP: '192.0.2.7', Name: 'a-test', TTL: '600' }],
    ['AAAA', { address: '2001:db8::7', owner: 'v6' }, { IP: '2001:0db8:0000:0000:0000:0000:0000:0007', Name: 'v6' }],
    // CNAME: the service takes the target as Name and the alias as MnemonicName; @ is a normal target.
    ['CNAME', { owner: 'alias', target: '@' }, { Name: '@', MnemonicName: 'alias' }],
    ['MX', { target: 'mx3.example.com', priority: 30 }, { HostName: 'mx3.example.com', Priority: '30' }],
    // NS: the owner goes as HostName, the name server as Name.
    ['NS', { target: 'ns1.example.net', owner: 'sub' }, { HostName: 'sub', Name: 'ns1.example.net' }],
    [
      'SRV',
      { service: '_sip', proto: '_tcp', owner: '@', priority: 10, weight: 5, port: 5060, target: 'sip.example.com' },
      // Sent bare, as C3's recorded request and C14's docs do: the service adds the underscores.
      sipSrvBody('sip'),
    ],
    ['TXT', { owner: 'note', text: 'hello world', ttl: 60 }, { Name: 'note', Text: 'hello world', TTL: '60' }],
  ] as const)('createRecord(%s) posts the string body to /dns/record{type}', async (type, input, body) => {
    const record = await kitOf().api.dns.createRecord({ type, zoneId: zone.id, ...input } as never)
    const sent = received(kitOf().sandbox, 'POST', `/dns/record${type.toLowerCase()}`)
    expect(sent.headers['content-type']).toBe('application/json')
    expect(jsonBody(sent)).toEqual({ DomainId: String(zone.id), ...body })
    expect(record).toMatchObject({ type, zoneId: zone.id, state: 'New' })
    expect(record.id).toEqual(expect.any(Number))
  })

  it('reads the SRV parts back', async () => {
    await kitOf().api.dns.createRecord({
      type: 'SRV',
      zoneId: zone.id,
      service: '_sip',
      proto: '_tcp',
      owner: '@',
      priority: 10,
      weight: 5,
      port: 5060,
      target: 'sip.example.com',
    })
    const zones = await kitOf().api.dns.listZones()
    const srv = zones.find((z) => z.id === zone.id)?.records.find((r) => r.type === 'SRV')
    expect(srv).toMatchObject({
      service: '_sip',
      proto: '_tcp',
      priority: 10,
      weight: 5,
      port: 5060,
      target: expect.stringMatching(/^sip\.example\.com\.?$/),
    })
  })

  it('reads a CNAME the way the service writes it: the alias is the owner, @ a normal target', async () => {
    const created = await kitOf().api.dns.createRecord({ type: 'CNAME', zoneId: zone.id, owner: 'shop', target: '@' })
    expect(created).toMatchObject({ owner: 'shop', target: '@' })
    const listed = (await kitOf().api.dns.listZones())
      .find((z) => z.id === zone.id)!
      .records.find((r) => r.id === created.id)
    expect(listed).toMatchObject({ type: 'CNAME', owner: 'shop', target: '@' })
  })

  it('reads TXT unquoted and sends an edit back without extra quotes', async () => {
    const txt = (await kitOf().api.dns.listZones())
      .find((z) => z.id === zone.id)!
      .records.find((r) => r.type === 'TXT' && r.owner === '@')!
    expect(txt.text).not.toMatch(/^"|"\s*$/)
    await kitOf().api.dns.updateRecord({ type: 'TXT', recordId: txt.id, zoneId: zone.id, owner: '@', text: txt.text! })
    expect(jsonBody(received(kitOf().sandbox, 'PUT', `/dns/recordtxt/${txt.id}`))).toMatchObject({ Text: txt.text })
    const again = (await kitOf().api.dns.listZones())
      .find((z) => z.id === zone.id)!
      .records.find((r) => r.id === txt.id)!
    expect(again.text).toBe(txt.text)
  })

  const updates: Array<{
    type: 'AAAA' | 'MX'
    request: (recordId: number) => UpdateRecordRequest
    sent: Record<string, string>
    read: Partial<DnsRecord>
  }> = [
    {
      type: 'AAAA',
      request: (recordId) => ({
        type: 'AAAA',
        recordId,
        zoneId: zone.id,
        address: '2001:db8:1::42',
        owner: '@',
        ttl: 300,
      }),
      sent: { IP: '2001:0db8:0001:0000:0000:0000:0000:0042', Name: '@', TTL: '300' },
      read: { address: '2001:db8:1::42', ttl: 300 },
    },
    {
      type: 'MX',
      request: (recordId) => ({ type: 'MX', recordId, zoneId: zone.id, target: 'mail2.example.com', priority: 15 }),
      sent: { HostName: 'mail2.example.com', Priority: '15' },
      read: { priority: 15, target: 'mail2.example.com' },
    },
  ]
  it.each(updates)(
    'updateRecord($type) sends its fields as strings with the id, and reads the array answer',
    async ({ type, request, sent, read }) => {
      const record = recordOf(type)
      const updated = await kitOf().api.dns.updateRecord(request(record.id))
      expect(jsonBody(received(kitOf().sandbox, 'PUT', `/dns/record${type.toLowerCase()}/${record.id}`))).toEqual({
        id: String(record.id),
        DomainId: String(zone.id),
        ...sent,
      })
      expect(updated).toMatchObject({ id: record.id, zoneId: zone.id, ...read })
    },
  )

  it('updateRecord(TXT) uses the extension route', async () => {
    const txt = recordOf('TXT')
    const updated = await kitOf().api.dns.updateRecord({
      type: 'TXT',
      recordId: txt.id,
      zoneId: zone.id,
      owner: '@',
      text: 'v=spf1 -all',
    })
    expect(received(kitOf().sandbox, 'PUT', `/dns/recordtxt/${txt.id}`)).toBeDefined()
    expect(updated.text).toBe('v=spf1 -all')
  })

  it('never sends a bad id: the contract checked the request, the transport guards the URL', async () => {
    const before = kitOf().sandbox.counter.total()
    const bad = await expectApiError(kitOf().api.dns.deleteRecord(zone.id, 0), 'invalidInput')
    expect(bad.field).toBe('recordId')
    expect(kitOf().sandbox.counter.total()).toBe(before)
  })

  it('deleteRecord(zoneId, recordId) sends DELETE /dns/{zoneId}/{recordId}', async () => {
    const a = recordOf('A')
    await kitOf().api.dns.deleteRecord(zone.id, a.id)
    expect(received(kitOf().sandbox, 'DELETE', `/dns/${zone.id}/${a.id}`).body).toBe('')
    // The record is gone: a second delete is a 404 for that id, which must not hide the feature.
    await expectApiError(kitOf().api.dns.deleteRecord(zone.id, a.id), 'notFound')
    expect(kitOf().api.capabilities.isSupported('dns.deleteRecord')).toBe(true)
  })
})
