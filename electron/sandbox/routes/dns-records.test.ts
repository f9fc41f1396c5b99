import { describe, expect, it } from 'vitest'
import type { DnsRecord, DnsZone } from '../state/dns-types'
import type { CustomerState } from '../state/types'
import { ISO_WITHOUT_ZONE, SEED_ZONE_FIELDS, sipSrvBody, type TestSandbox, useDemoSandbox } from '../test-kit'

let t: TestSandbox
let state: CustomerState
let zone: DnsZone
useDemoSandbox({}, (s) => {
  ;({ t, state } = s)
  zone = [...state.zones.values()].find((z) => z.Name === 'example.com') as DnsZone
})

type Msg = { Message: string }
const recordOf = (type: string, host: string): DnsRecord =>
  zone.LinkedRecords.find((r) => r.TypeRecord === type && r.HostName === host) as DnsRecord

describe('GET /dns', () => {
  it('lists 2-3 zones with text IsDelegate and records of every common type', async () => {
    const zones = (await t.api<DnsZone[]>('GET', '/dns')).json
    expect(zones.length).toBeGreaterThanOrEqual(2)
    expect(zones.length).toBeLessThanOrEqual(3)
    for (const z of zones) {
      expect(['true', 'false']).toContain(z.IsDelegate)
      expect(z.DateCreate).toMatch(ISO_WITHOUT_ZONE)
      expect(Object.keys(z).sort()).toEqual(SEED_ZONE_FIELDS)
    }
    const types = new Set(zones.flatMap((z) => z.LinkedRecords.map((r) => r.TypeRecord)))
    for (const type of ['A', 'AAAA', 'MX', 'CNAME', 'TXT']) expect(types).toContain(type)
    for (const r of zones.flatMap((z) => z.LinkedRecords)) {
      expect(typeof r.ID).toBe('string')
      expect(typeof r.TTL).toBe('string')
      expect(typeof r.Priority).toBe('string')
    }
  })

  it('renders each record in zone-file form', () => {
    expect(recordOf('A', 'www').CanonicalDescription).toBe('www.example.com. 3600 IN A 203.0.113.10')
    expect(recordOf('AAAA', '@').CanonicalDescription).toBe(
      'example.com. 3600 IN AAAA 2001:0db8:0000:0000:0000:0000:0000:0010',
    )
    expect(recordOf('CNAME', 'blog').CanonicalDescription).toBe('blog.example.com. 3600 IN CNAME www.example.com.')
    const mx = zone.LinkedRecords.find((r) => r.TypeRecord === 'MX' && r.Priority === '10')
    expect(mx).toMatchObject({ HostName: '@', ExtHostName: 'mail.example.com', IP: '', Text: '' })
    expect(mx?.CanonicalDescription).toBe('example.com. 3600 IN MX 10 mail.example.com.')
    expect(recordOf('TXT', '_dmarc').CanonicalDescription).toBe(
      '_dmarc.example.com. 300 IN TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com"',
    )
  })
})

describe('zones', () => {
  it('creates a zone New with IsDelegate "false", then Active', async () => {
    const res = await t.api<DnsZone>('POST', '/dns', { body: { Name: 'Example.info' } })
    expect(res.json).toMatchObject({
      ID: expect.any(Number),
      Name: 'example.info',
      TechName: 'example.info',
      State: 'New',
      IsDelegate: 'false',
      LinkedRecords: [],
    })
    await t.step()
    expect(state.zones.get(res.json.ID)?.State).toBe('Active')
  })

  it('keeps an IDN as given and its punycode as TechName', async () => {
    const res = await t.api<DnsZone>('POST', '/dns', { body: { Name: 'пример.example' } })
    expect(res.json).toMatchObject({ Name: 'пример.example', TechName: 'xn--e1afmkfd.example' })
  })

  it.each([
    [{}, 'Name: is required'],
    [{ Name: 'not a domain' }, /^Name: 'not a domain' is not a valid domain name$/],
    [{ Name: 'localhost' }, /^Name: /],
    [{ Name: 'example.com' }, 'Name: the domain example.com is already added'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await t.api<Msg>('POST', '/dns', { body })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })

  it('deletes a zone', async () => {
    const res = await t.api('DELETE', `/dns/${zone.ID}`)
    expect(res.status).toBe(200)
    expect(state.zones.has(zone.ID)).toBe(false)
    expect((await t.api('DELETE', `/dns/${zone.ID}`)).status).toBe(404)
  })
})

describe('creating records', () => {
  const base = () => ({ DomainId: String(zone.ID), TTL: '600' })
  it.each([
    [
      'a',
      { IP: '203.0.113.50', Name: 'api' },
      { HostName: 'api', IP: '203.0.113.50' },
      'api.example.com. 600 IN A 203.0.113.50',
    ],
    [
      'aaaa',
      { IP: '2001:0DB8:0000:0000:0000:0000:0000:00AA', Name: 'api' },
      { HostName: 'api' },
      'api.example.com. 600 IN AAAA 2001:0DB8:0000:0000:0000:0000:0000:00AA',
    ],
    [
      'cname',
      { Name: 'www', MnemonicName: 'docs' },
      { HostName: 'www', MnemonicName: 'docs' },
      'docs.example.com. 600 IN CNAME www.example.com.',
    ],
    [
      'mx',
      { HostName: 'mx3.example.net', Priority: '30' },
      { HostName: '@', ExtHostName: 'mx3.example.net', Priority: '30' },
      'example.com. 600 IN MX 30 mx3.example.net.',
    ],
    [
      'ns',
      { HostName: 'lab', Name: 'ns1.example.net' },
      { HostName: 'lab', ExtHostName: 'ns1.example.net' },
      'lab.example.com. 600 IN NS ns1.example.net.',
    ],
    [
      'srv',
      sipSrvBody('_sip'),
      { HostName: '_sip._tcp', Priority: '10', ExtHostName: 'sip.example.com', Port: '5060', Weight: '5' },
      '_sip._tcp.example.com. 600 IN SRV 10 5 5060 sip.example.com.',
    ],
    [
      'txt',
      { Name: 'www.example.com', Text: 'say "hi" \\o/' },
      { HostName: 'www', Text: 'say "hi" \\o/' },
      'www.example.com. 600 IN TXT "say \\"hi\\" \\\\o/"',
    ],
  ])(
    'POST /dns/record%s answers an array with one New record, then Active',
    async (type, fields, expected, canonical) => {
      const res = await t.api<DnsRecord[]>('POST', `/dns/record${type}`, { body: { ...base(), ...fields } })
      expect(res.status).toBe(200)
      expect(res.json).toHaveLength(1)
      const [record] = res.json
      expect(record).toMatchObject({
        ID: expect.stringMatching(/^\d+$/),
        TypeRecord: type.toUpperCase(),
        State: 'New',
        TTL: '600',
        ...expected,
      })
      expect(record?.CanonicalDescription).toBe(canonical)
      await t.step()
      expect(zone.LinkedRecords.find((r) => r.ID === record?.ID)?.State).toBe('Active')
    },
  )

  it('defaults TTL to 3600 and understands numbers sent as numbers', async () => {
    const res = await t.api<DnsRecord[]>('POST', '/dns/recordmx', {
      body: { DomainId: zone.ID, HostName: 'mail.example.com', Priority: 5 },
    })
    expect(res.json[0]).toMatchObject({ TTL: '3600', Priority: '5' })
  })

  it('splits TXT data longer than 255 characters into several strings', async () => {
    const text = 'k'.repeat(300)
    const res = await t.api<DnsRecord[]>('POST', '/dns/recordtxt', {
      body: { DomainId: String(zone.ID), Name: '@', Text: text },
    })
    expect(res.json[0]?.CanonicalDescription).toBe(`example.com. 3600 IN TXT "${'k'.repeat(255)}" "${'k'.repeat(45)}"`)
  })

  it.each([
    [
      'aaaa',
      { IP: '2001:db8::1', Name: '@' },
      /^IP: must be an IPv6 address written as eight groups of four hex digits/,
    ],
    ['a', { IP: '203.0.113.256', Name: '@' }, /^IP: /],
    ['a', { IP: '203.0.113.5' }, 'Name: is required'],
    ['a', { IP: '203.0.113.5', Name: 'bad name' }, /^Name: 'bad name' is not a valid name in example.com/],
    [
      'a',
      { IP: '203.0.113.5', Name: '@', TTL: '3601' },
      'TTL: must be one of 1, 5, 30, 60, 300, 600, 900, 1800, 3600, 7200, 21160, 43200, 86400',
    ],
    ['mx', { HostName: 'mail.example.com', Priority: 'ten' }, 'Priority: must be a whole number from 0 to 65535'],
    ['mx', { HostName: 'mail.example.com' }, 'Priority: is required'],
    ['mx', { HostName: 'not a host', Priority: '1' }, 'HostName: must be a host name'],
    ['cname', { Name: 'www', MnemonicName: '@' }, 'MnemonicName: a CNAME alias cannot be the zone apex'],
    [
      'srv',
      {
        Service: '_sip',
        Proto: 'carrier-pigeon',
        Name: '@',
        Priority: '1',
        Weight: '1',
        Port: '1',
        Target: 'x.example.com',
      },
      /^Proto: /,
    ],
    ['txt', { Name: '@', Text: '' }, 'Text: must not be empty'],
  ])('POST /dns/record%s refuses %j with 400 naming the field', async (type, fields, message) => {
    const res = await t.api<Msg>('POST', `/dns/record${type}`, { body: { DomainId: String(zone.ID), ...fields } })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })

  it('answers 404 for an unknown DomainId and 400 for a missing one', async () => {
    expect(
      (await t.api<Msg>('POST', '/dns/recorda', { body: { DomainId: '77', IP: '203.0.113.1', Name: '@' } })).json
        .Message,
    ).toBe('Domain 77 not found')
    const missing = await t.api<Msg>('POST', '/dns/recorda', { body: { IP: '203.0.113.1', Name: '@' } })
    expect(missing.status).toBe(400)
    expect(missing.json.Message).toBe('DomainId: is required')
  })
})

describe('updating records', () => {
  it('PUT /dns/recordaaaa/{id} takes the seed body and answers an array with the updated record', async () => {
    const record = recordOf('AAAA', 'www')
    const body = {
      id: record.ID,
      DomainId: String(zone.ID),
      IP: '2001:0db8:0000:0000:0000:0000:0000:0099',
      Name: 'www',
      TTL: '300',
    }
    const res = await t.api<DnsRecord[]>('PUT', `/dns/recordaaaa/${record.ID}`, { body })
    expect(res.status).toBe(200)
    expect(res.json).toEqual([
      expect.objectContaining({
        ID: record.ID,
        TypeRecord: 'AAAA',
        IP: body.IP,
        HostName: 'www',
        TTL: '300',
        State: 'New',
        CanonicalDescription: `www.example.com. 300 IN AAAA ${body.IP}`,
      }),
    ])
    expect(res.json[0]).not.toHaveProperty('IsDelegate')
    await t.step()
    expect(recordOf('AAAA', 'www')).toMatchObject({ IP: body.IP, State: 'Active' })
  })

  it('PUT /dns/recordmx/{id} puts the mail host in ExtHostName', async () => {
    const record = zone.LinkedRecords.find((r) => r.TypeRecord === 'MX') as DnsRecord
    const body = {
      id: record.ID,
      DomainId: String(zone.ID),
      HostName: 'mail2.example.com',
      Priority: '15',
      TTL: '3600',
    }
    const res = await t.api<DnsRecord[]>('PUT', `/dns/recordmx/${record.ID}`, { body })
    expect(res.json[0]).toMatchObject({
      ID: record.ID,
      HostName: '@',
      ExtHostName: 'mail2.example.com',
      Priority: '15',
      CanonicalDescription: 'example.com. 3600 IN MX 15 mail2.example.com.',
    })
  })

  it('refuses a mismatched id, a record of another type, and answers 404 for an unknown record', async () => {
    const aaaa = recordOf('AAAA', 'www')
    const a = recordOf('A', 'www')
    const body = (id: string) => ({
      id,
      DomainId: String(zone.ID),
      IP: '2001:0db8:0000:0000:0000:0000:0000:0001',
      Name: 'www',
    })
    const mismatch = await t.api<Msg>('PUT', `/dns/recordaaaa/${aaaa.ID}`, { body: body(a.ID) })
    expect(mismatch.json.Message).toMatch(/^id: '\d+' does not match the record id in the path/)
    const wrongType = await t.api<Msg>('PUT', `/dns/recordaaaa/${a.ID}`, { body: body(a.ID) })
    expect(wrongType.json.Message).toBe(`id: record ${a.ID} is a A record, not AAAA`)
    const { id: _id, ...withoutId } = body(aaaa.ID)
    expect((await t.api<Msg>('PUT', `/dns/recordaaaa/${aaaa.ID}`, { body: withoutId })).json.Message).toBe(
      'id: is required',
    )
    expect((await t.api('PUT', '/dns/recordaaaa/1', { body: body('1') })).status).toBe(404)
  })
})

describe('DELETE /dns/{domainId}/{recordId}', () => {
  it('removes the record, then answers 404', async () => {
    const record = recordOf('TXT', '_dmarc')
    expect((await t.api('DELETE', `/dns/${zone.ID}/${record.ID}`)).status).toBe(200)
    expect(zone.LinkedRecords.some((r) => r.ID === record.ID)).toBe(false)
    expect((await t.api<Msg>('DELETE', `/dns/${zone.ID}/${record.ID}`)).json.Message).toBe(
      `Record ${record.ID} of domain ${zone.ID} not found`,
    )
    expect((await t.api('DELETE', `/dns/1/${record.ID}`)).status).toBe(404)
  })
})
