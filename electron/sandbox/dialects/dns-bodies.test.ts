import { afterEach, describe, expect, it } from 'vitest'
import type { Dialect } from '../dialect'
import type { DnsZone } from '../state/dns-types'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from '../test-kit'
import { DUPLICATE_RECORD_MESSAGE } from './dns-bodies'

let t: TestSandbox
let zone: DnsZone
afterEach(closeTestSandboxes)
const start = async (dialect: Dialect) => {
  t = await startTestSandbox({ dialect })
  zone = [...t.sb.state(t.sb.demoToken).zones.values()].find((z) => z.Name === 'example.com') as DnsZone
}
type Rec = Record<string, unknown> & { ID: number | string }
type Msg = { Message: string }
const post = <T = Rec>(type: string, fields: Record<string, unknown>) =>
  t.api<T>('POST', `/dns/record${type}`, { body: { DomainId: String(zone.ID), TTL: '600', ...fields } })

describe('DNS record requests in the real dialect', () => {
  it('CNAME: Name is the target (@ is valid), MnemonicName the alias; answers one record object', async () => {
    await start('real')
    const res = await post('cname', { Name: '@', MnemonicName: 'docs' })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      ID: expect.any(Number),
      TypeRecord: 'CNAME',
      HostName: '@',
      MnemonicName: 'docs',
      TTL: 600,
      State: 'New',
      CanonicalDescription: 'docs.example.com. 600 IN CNAME @',
    })
    const external = await post('cname', { Name: 'host.example.', MnemonicName: 'ext' })
    expect(external.json).toMatchObject({
      HostName: 'host.example.',
      MnemonicName: 'ext',
      CanonicalDescription: 'ext.example.com. 600 IN CNAME host.example.',
    })
    expect((await post<Msg>('cname', { Name: 'www', MnemonicName: '@' })).json.Message).toBe(
      'MnemonicName: a CNAME alias cannot be the zone apex',
    )
  })

  it('NS: HostName is the owner, Name the name server', async () => {
    await start('real')
    const res = await post('ns', { HostName: 'lab', Name: 'ns1.example.net' })
    expect(res.json).toMatchObject({
      HostName: 'lab',
      ExtHostName: 'ns1.example.net',
      CanonicalDescription: 'lab.example.com. 600 IN NS ns1.example.net.',
    })
  })

  it('TXT: reads back quoted; text sent already quoted is kept literally (doubled quotes show the client bug)', async () => {
    await start('real')
    expect((await post('txt', { Name: 'v', Text: 'v=spf1 -all' })).json).toMatchObject({
      HostName: 'v.example.com.',
      Text: '"v=spf1 -all" ',
    })
    expect((await post('txt', { Name: 'q', Text: '"v=spf1 -all"' })).json).toMatchObject({ Text: '""v=spf1 -all"" ' })
  })

  it('SRV: accepts Proto tcp or _tcp, reads back Proto tcp and Service with a trailing dot', async () => {
    await start('real')
    const srv = {
      Service: '_xmpp-client',
      Name: '@',
      Priority: '20',
      Weight: '0',
      Port: '5222',
      Target: 'xmpp.example.net',
    }
    const res = await post('srv', { ...srv, Proto: 'tcp' })
    expect(res.json).toMatchObject({
      HostName: '@',
      Service: '_xmpp-client.',
      Proto: 'tcp',
      Weight: '0',
      Port: '5222',
      Target: 'xmpp.example.net.',
      CanonicalDescription: '_xmpp-client._tcp.example.com. 600 IN SRV 20 0 5222 xmpp.example.net.',
    })
    expect((await post('srv', { ...srv, Proto: '_tcp', Port: '5223' })).status).toBe(200)
  })

  it('refuses a duplicate record with the service\u2019s Russian message, on create and on update', async () => {
    await start('real')
    const dup = await post<Msg>('a', { IP: '203.0.113.10', Name: 'www', TTL: '300' })
    expect(dup.status).toBe(400)
    expect(dup.json).toEqual({ Message: DUPLICATE_RECORD_MESSAGE })
    const made = await post('a', { IP: '203.0.113.77', Name: 'new' })
    const update = await t.api<Msg>('PUT', `/dns/recorda/${made.json.ID}`, {
      body: { DomainId: String(zone.ID), IP: '203.0.113.10', Name: 'www' },
    })
    expect(update.json.Message).toBe(DUPLICATE_RECORD_MESSAGE)
  })

  it('updates without an id in the body and answers one record object', async () => {
    await start('real')
    const made = await post('a', { IP: '203.0.113.77', Name: 'new' })
    const res = await t.api<Rec>('PUT', `/dns/recorda/${made.json.ID}`, {
      body: { DomainId: String(zone.ID), IP: '203.0.113.78', Name: 'new' },
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ ID: made.json.ID, IP: '203.0.113.78', TTL: 3600 })
  })
})

describe('DNS record requests in the seed dialect', () => {
  it('takes CNAME and NS in the live meanings (the seed shows neither body), answers arrays, and takes duplicates', async () => {
    await start('seed')
    expect((await post<Rec[]>('cname', { Name: 'www', MnemonicName: 'docs' })).json).toEqual([
      expect.objectContaining({ HostName: 'www', MnemonicName: 'docs', ID: expect.any(String), TTL: '600' }),
    ])
    expect((await post<Rec[]>('ns', { HostName: 'lab', Name: 'ns1.example.net' })).json[0]).toMatchObject({
      HostName: 'lab',
      ExtHostName: 'ns1.example.net',
    })
    expect((await post<Rec[]>('txt', { Name: 'q', Text: 'plain' })).json[0]).toMatchObject({
      HostName: 'q',
      Text: 'plain',
    })
    expect(
      (
        await post<Rec[]>('srv', {
          Service: '_sip',
          Proto: 'tcp',
          Name: '@',
          Priority: '1',
          Weight: '1',
          Port: '1',
          Target: 'x.example.com',
        })
      ).json[0],
    ).toMatchObject({ Proto: '_tcp', Service: '_sip' })
    expect((await post('a', { IP: '203.0.113.10', Name: 'www', TTL: '3600' })).status).toBe(200)
  })
})
