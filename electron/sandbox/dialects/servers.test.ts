import { afterEach, describe, expect, it } from 'vitest'
import type { Dialect } from '../dialect'
import type { Server } from '../state/server-types'
import {
  closeTestSandboxes,
  expectFields,
  REAL_LINK_FIELDS,
  REAL_SERVER_FIELDS,
  SEED_SERVER_FIELDS,
  startTestSandbox,
  type TestSandbox,
} from '../test-kit'
import { dateWithOffset, REAL_SHARED_NETWORK_NAME, SHARED_PUBLIC_NETWORK_ID } from './servers'

let t: TestSandbox
afterEach(closeTestSandboxes)

type Wire = Record<string, unknown> & { ID: number; LinkedNetworks: Array<Record<string, unknown>> }
type Msg = { Message: string }
const start = async (dialect: Dialect) => {
  t = await startTestSandbox({ dialect })
  const state = t.sb.state(t.sb.demoToken)
  const byName = (name: string) => [...state.servers.values()].find((s) => s.Name === name) as Server
  const get = async (name: string) => (await t.api<Wire>('GET', `/server/${byName(name).ID}`)).json
  return { state, byName, get }
}

describe('servers in the real dialect', () => {
  it('answers the live service fields, with nulls, HDDType, and DateCreate with an offset', async () => {
    const { get } = await start('real')
    const list = (await t.api<Wire[]>('GET', '/server')).json
    expectFields(list, REAL_SERVER_FIELDS)
    const web = await get('web-01')
    expect(web).toMatchObject({
      HostName: 'web-01.example.com',
      AdminUserName: 'root',
      Image: 'Ubuntu24.04x64',
      ImageFamily: 'Linux',
      IsHighPerformance: false,
      PrimaryNetworkIp: '203.0.113.10',
      LinkedSshKeys: [],
      HDDType: 'SSD',
    })
    expect(web.AdminPassword).toMatch(/^\S{12}$/)
    expect(web.DateCreate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+03:00$/)
    expect(await get('web-02')).toMatchObject({ HostName: null })
    expect(await get('backup-01')).toMatchObject({
      AdminUserName: null,
      HDDType: 'SAS',
      DCLocation: 'DsMsk',
      State: 'Active',
      IsPowerOn: false,
    })
    expect(await get('db-01')).toMatchObject({ IsHighPerformance: true })
  })

  it('writes DateCreate in Moscow time', () => {
    expect(dateWithOffset('2023-05-13T13:57:15', 1)).toBe('2023-05-13T16:57:15.007919+03:00')
  })

  it('gives links ten fields and the shared public network its real id 274', async () => {
    const { get } = await start('real')
    const web = await get('web-01')
    expectFields(web.LinkedNetworks, REAL_LINK_FIELDS)
    expect(web.LinkedNetworks.find((l) => l.NetworkType === 'PublicShared')).toMatchObject({
      NetworkID: SHARED_PUBLIC_NETWORK_ID,
      NetworkName: REAL_SHARED_NETWORK_NAME,
      IP: '203.0.113.10',
      Mask: '255.255.255.0',
      Gateway: '203.0.113.1',
      Bandwidth: 10,
    })
    expect(web.LinkedNetworks.find((l) => l.NetworkType === 'Private')).toMatchObject({
      NetworkName: 'app-backend',
      Mask: '255.255.255.0',
      Bandwidth: 100,
    })
  })

  it('powers off into State Active with IsPowerOn false', async () => {
    const { byName, get } = await start('real')
    await t.api('POST', `/server/${byName('web-02').ID}/action`, { body: { Type: 'PowerOff' } })
    await t.step(2)
    expect(await get('web-02')).toMatchObject({ State: 'Active', IsPowerOn: false })
  })

  it('takes NetworkID null for the shared network and refuses its id 274 with 400', async () => {
    const { byName } = await start('real')
    const db = byName('db-01')
    const refused = await t.api<Msg>('POST', `/server/${db.ID}/action`, {
      body: { Type: 'RemoveNetwork', NetworkID: 274 },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.Message).toBe('NetworkID: the shared public network is addressed with NetworkID null, not 274')
    expect(
      (await t.api('POST', `/server/${db.ID}/action`, { body: { Type: 'AddNetwork', NetworkID: 274 } })).status,
    ).toBe(400)
    expect(
      (await t.api('POST', `/server/${db.ID}/action`, { body: { Type: 'RemoveNetwork', NetworkID: null } })).status,
    ).toBe(200)
    await t.step(2)
    expect(db.LinkedNetworks.some((l) => l.NetworkType === 'PublicShared')).toBe(false)
    await t.api('POST', `/server/${db.ID}/action`, { body: { Type: 'AddNetwork', NetworkID: null } })
    await t.step(2)
    const wire = (await t.api<Wire>('GET', `/server/${db.ID}`)).json
    expect(wire.LinkedNetworks.find((l) => l.NetworkType === 'PublicShared')?.NetworkID).toBe(274)
  })
})

describe('servers in the seed dialect', () => {
  it('keeps today\u2019s shape: no extra fields, seven link fields, NetworkID null, DateCreate without offset', async () => {
    const { get } = await start('seed')
    const web = await get('web-01')
    expectFields([web], SEED_SERVER_FIELDS)
    expect(web.DateCreate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    expect(web.LinkedNetworks.find((l) => l.NetworkType === 'PublicShared')).toMatchObject({
      NetworkID: null,
      NetworkName: 'Public shared network',
    })
    expect(await get('backup-01')).toMatchObject({ State: 'Active', IsPowerOn: false, DCLocation: 'SdnMsk' })
  })

  it('answers 274 as an unknown network (no id is special there)', async () => {
    const { byName } = await start('seed')
    const res = await t.api<Msg>('POST', `/server/${byName('db-01').ID}/action`, {
      body: { Type: 'RemoveNetwork', NetworkID: 274 },
    })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(/^NetworkID: server \d+ is not connected to 274$/)
  })
})

describe.each(['real', 'seed'] as const)('EditNetworkBandwidth (%s)', (dialect) => {
  it('changes the link\u2019s Bandwidth when the task completes', async () => {
    const { byName } = await start(dialect)
    const web = byName('web-01')
    const link = web.LinkedNetworks.find((l) => l.NetworkType === 'Private')
    await t.api('POST', `/server/${web.ID}/action`, {
      body: { Type: 'EditNetworkBandwidth', NetworkLinkID: link?.LinkID, Bandwidth: 250 },
    })
    await t.step(1)
    expect(link?.Bandwidth).toBe(100)
    await t.step(1)
    expect(link?.Bandwidth).toBe(250)
    const wire = (await t.api<Wire>('GET', `/server/${web.ID}`)).json.LinkedNetworks.find(
      (l) => l.LinkID === link?.LinkID,
    )
    expect(wire?.Bandwidth).toBe(dialect === 'real' ? 250 : undefined)
    const bad = await t.api<Msg>('POST', `/server/${web.ID}/action`, {
      body: { Type: 'EditNetworkBandwidth', NetworkLinkID: link?.LinkID, Bandwidth: 15 },
    })
    expect(bad.json.Message).toBe('Bandwidth: must be 10 to 1000 Mbit/s in steps of 10')
  })
})
