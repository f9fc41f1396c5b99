import { afterEach, describe, expect, it } from 'vitest'
import type { Dialect } from '../dialect'
import { SEED_ZONE_FIELDS, startTestSandbox, type TestSandbox, closeTestSandboxes } from '../test-kit'

let t: TestSandbox
afterEach(closeTestSandboxes)

type Rec = Record<string, unknown> & { TypeRecord: string; HostName: string; MnemonicName: string }
type Zone = Record<string, unknown> & { Name: string; LinkedRecords: Rec[] }
const zones = async (dialect: Dialect) => {
  t = await startTestSandbox({ dialect })
  const list = (await t.api<Zone[]>('GET', '/dns')).json
  return (name: string) => list.find((z) => z.Name === name) as Zone
}

describe('DNS reads in the real dialect', () => {
  it('zones: number ID, TechName with underscores, NamePunyCode, bool IsDelegate, State null for some', async () => {
    const zone = await zones('real')
    expect(Object.keys(zone('example.com')).sort()).toEqual([...SEED_ZONE_FIELDS, 'NamePunyCode'].sort())
    expect(zone('example.com')).toMatchObject({
      ID: expect.any(Number),
      TechName: 'example_com',
      NamePunyCode: 'example.com',
      IsDelegate: true,
      State: 'Active',
    })
    expect(zone('example.org')).toMatchObject({ IsDelegate: false, State: 'New' })
    expect(zone('example.net').State).toBeNull()
    const made = await t.api<Zone>('POST', '/dns', { body: { Name: 'example.info' } })
    expect(made.json).toMatchObject({
      TechName: 'example_info',
      NamePunyCode: 'example.info',
      IsDelegate: false,
      State: 'New',
      LinkedRecords: [],
    })
  })

  it('records: numbers for ID and TTL, strings for Priority, State null for some', async () => {
    const records = (await zones('real'))('example.com').LinkedRecords
    for (const r of records) {
      expect(typeof r.ID).toBe('number')
      expect(typeof r.TTL).toBe('number')
      expect(typeof r.Priority).toBe('string')
    }
    const dmarc = records.find((r) => r.TypeRecord === 'TXT' && r.HostName === '_dmarc.example.com.')
    expect(dmarc?.State).toBeNull()
  })

  it('CNAME: HostName is the target, MnemonicName the alias, as the live service writes them', async () => {
    const zone = await zones('real')
    expect(zone('example.org').LinkedRecords.find((r) => r.TypeRecord === 'CNAME')).toMatchObject({
      HostName: '@',
      MnemonicName: 'www',
      CanonicalDescription: 'www.example.org. 3600 IN CNAME @',
    })
    expect(zone('example.com').LinkedRecords.find((r) => r.TypeRecord === 'CNAME')).toMatchObject({
      HostName: 'www',
      MnemonicName: 'blog',
    })
  })

  it('TXT: Text wrapped in double quotes plus a space, HostName a full name with a trailing dot', async () => {
    const txt = (await zones('real'))('example.org').LinkedRecords.find((r) => r.TypeRecord === 'TXT')
    expect(txt).toMatchObject({
      HostName: 'example.org.',
      Text: '"v=spf1 -all" ',
      CanonicalDescription: 'example.org. 300 IN TXT "v=spf1 -all"',
    })
  })

  it('reads one zone and one record (GET /dns/{id}, GET /dns/record/{id})', async () => {
    const zone = (await zones('real'))('example.com')
    expect((await t.api<Zone>('GET', `/dns/${zone.ID}`)).json).toEqual(zone)
    const record = zone.LinkedRecords[0] as Rec
    expect((await t.api<Rec>('GET', `/dns/record/${record.ID}`)).json).toEqual(record)
    expect((await t.api('GET', '/dns/record/1')).status).toBe(404)
  })
})

describe('DNS reads in the seed dialect', () => {
  it('keep the seed\u2019s shape: text IsDelegate, string ID and TTL, no State null, TXT unquoted; CNAME as the service reads it', async () => {
    const zone = await zones('seed')
    expect(Object.keys(zone('example.net')).sort()).toEqual(SEED_ZONE_FIELDS)
    expect(zone('example.net')).toMatchObject({ TechName: 'example.net', IsDelegate: 'true', State: 'Active' })
    const org = zone('example.org').LinkedRecords
    expect(org.find((r) => r.TypeRecord === 'CNAME')).toMatchObject({
      HostName: '@',
      MnemonicName: 'www',
      ID: expect.any(String),
      TTL: '3600',
    })
    expect(org.find((r) => r.TypeRecord === 'TXT')).toMatchObject({ HostName: '@', Text: 'v=spf1 -all' })
    expect(zone('example.com').LinkedRecords.find((r) => r.HostName === '_dmarc')?.State).toBe('Active')
    expect(zone('example.com').LinkedRecords.find((r) => r.HostName === '_dmarc')).not.toHaveProperty('nullState')
    expect((await t.api('GET', `/dns/${String(zone('example.com').ID)}`)).status).toBe(405)
  })
})
