import { afterEach, describe, expect, it } from 'vitest'
import type { Dialect } from '../dialect'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from '../test-kit'

let t: TestSandbox
afterEach(closeTestSandboxes)
const start = async (dialect: Dialect) => void (t = await startTestSandbox({ dialect }))

type Location = Record<string, unknown> & { TechTitle: string }
type Network = { DCLocation: string; Name: string }
type Msg = { Message: string }

describe('locations and DCLocation in the real dialect', () => {
  it('lists the live TechTitles with the live fields', async () => {
    await start('real')
    const list = (await t.api<Location[]>('GET', '/dcLocation')).json
    expect(list.map((l) => l.TechTitle)).toEqual(['SdnSpb', 'DsMsk', 'AhKz', 'SdnSpb2', 'MinskBy'])
    for (const l of list) {
      expect(Object.keys(l).sort()).toEqual([
        'City',
        'Country',
        'ID',
        'IsEnableBackup',
        'IsEnableHighPool',
        'IsEnableIpV6',
        'IsEnableLowPool',
        'ShortTitle',
        'TechTitle',
        'Title',
      ])
    }
    expect(list[0]).toMatchObject({
      ID: 1,
      Title: 'Xelent',
      ShortTitle: 'СПБ',
      Country: 'Россия',
      City: 'Санкт-Петербург',
      IsEnableLowPool: true,
    })
  })

  it('writes and reads DCLocation under the live names: servers, networks, network orders', async () => {
    await start('real')
    expect((await t.api<Network[]>('GET', '/network')).json.map((n) => n.DCLocation)).toEqual(['SdnSpb', 'DsMsk'])
    expect((await t.api<Network[]>('GET', '/publicnetwork')).json.map((n) => n.DCLocation)).toEqual(['SdnSpb'])
    const made = await t.api<Network>('POST', '/network', { body: { Name: 'minsk', DCLocation: 'MinskBy' } })
    expect(made.json.DCLocation).toBe('MinskBy')
    const msk = await t.api<Network>('POST', '/network', { body: { Name: 'msk', DCLocation: 'DsMsk' } })
    expect(msk.json.DCLocation).toBe('DsMsk')
    expect(t.sb.state(t.sb.demoToken).networks.get((msk.json as unknown as { Id: number }).Id)?.DCLocation).toBe(
      'SdnMsk',
    )
    const seedName = await t.api<Msg>('POST', '/network', { body: { Name: 'old', DCLocation: 'SdnMsk' } })
    expect(seedName.status).toBe(400)
    expect(seedName.json.Message).toBe("DCLocation: unknown location 'SdnMsk'; use a TechTitle from GET /dcLocation")
  })
})

describe('locations in the seed dialect', () => {
  it('keeps the three invented locations, their fields, and refuses the live-only names', async () => {
    await start('seed')
    const list = (await t.api<Location[]>('GET', '/dcLocation')).json
    expect(list.map((l) => l.TechTitle)).toEqual(['SdnSpb', 'SdnMsk', 'SdnAlmaty'])
    for (const l of list)
      expect(Object.keys(l).sort()).toEqual(['CountryCode', 'ID', 'IsDefault', 'ShortTitle', 'TechTitle', 'Title'])
    expect((await t.api('POST', '/network', { body: { Name: 'x', DCLocation: 'DsMsk' } })).status).toBe(400)
    expect((await t.api('POST', '/network', { body: { Name: 'x', DCLocation: 'SdnMsk' } })).status).toBe(200)
  })
})
