import { describe, expect, it } from 'vitest'
import type { PrivateNetwork, PublicNetwork, PublicNetworkTask } from '../state/network-types'
import type { Server } from '../state/server-types'
import type { Account, CustomerState } from '../state/types'
import { expectFields, NETWORK_LIST_FIELDS, type TestSandbox, useDemoSandbox } from '../test-kit'

/** The seed dialect's location (the state keeps both dialects' faces). */
type SeedLocation = { ID: number; TechTitle: string; Title: string; ShortTitle: string; IsDefault: boolean }

let t: TestSandbox
let state: CustomerState
useDemoSandbox({}, (s) => ({ t, state } = s))

type Msg = { Message: string }
type CreatedNetwork = Omit<PrivateNetwork, 'ID'> & { Id: number }

describe('GET /network', () => {
  it('lists two private networks in list form: ID, no Id, no CIDR', async () => {
    const res = await t.api<Array<Record<string, unknown>>>('GET', '/network')
    expect(res.json).toHaveLength(2)
    expectFields(res.json, NETWORK_LIST_FIELDS)
    for (const n of res.json) expect(n.State).toBe('Active')
  })

  it('keeps LinkedServers consistent with the servers\u2019 LinkedNetworks', async () => {
    const networks = (await t.api<PrivateNetwork[]>('GET', '/network')).json
    const servers = (await t.api<Server[]>('GET', '/server')).json
    for (const network of networks) {
      expect(network.LinkedServers.length).toBeGreaterThan(0)
      for (const ls of network.LinkedServers) {
        expect(Object.keys(ls).sort()).toEqual(['IP', 'LinkID', 'LinkState', 'MAC', 'ServerID'])
        const link = servers.find((s) => s.ID === ls.ServerID)?.LinkedNetworks.find((l) => l.LinkID === ls.LinkID)
        expect(link).toMatchObject({ NetworkID: network.ID, IP: ls.IP, MAC: ls.MAC, NetworkName: network.Name })
      }
    }
  })
})

describe('POST /network', () => {
  it('answers the create form (Id, CIDR, FromPool), shows New in the list, then Active', async () => {
    const res = await t.api<CreatedNetwork>('POST', '/network', { body: { Name: 'analytics', IsDHCP: true } })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      Id: expect.any(Number),
      Name: 'analytics',
      State: 'FromPool',
      IsDHCP: true,
      DCLocation: 'SdnSpb',
      LinkedServers: [],
    })
    expect(res.json.CIDR).toMatch(/^10\.\d+\.\d+\.0\/24$/)
    expect(res.json.Mask).toBe('255.255.255.0')
    expect(res.json.Gateway).toBe(res.json.CIDR.replace(/0\/24$/, '1'))
    expect(res.json).not.toHaveProperty('ID')
    const inList = async () =>
      (await t.api<PrivateNetwork[]>('GET', '/network')).json.find((n) => n.ID === res.json.Id)?.State
    expect(await inList()).toBe('New')
    await t.step()
    expect(await inList()).toBe('New')
    await t.step()
    expect(await inList()).toBe('Active')
  })

  it('creates in the location asked for and gives each network its own range', async () => {
    const res = await t.api<CreatedNetwork>('POST', '/network', { body: { Name: 'msk', DCLocation: 'SdnMsk' } })
    expect(res.json).toMatchObject({ DCLocation: 'SdnMsk', IsDHCP: false })
    const cidrs = [...state.networks.values()].map((n) => n.CIDR)
    expect(new Set(cidrs).size).toBe(cidrs.length)
  })

  it('gives a customer with a negative balance NeedMoney, for good', async () => {
    t.sb.addCustomer({ token: 'broke', data: 'empty', balance: -10 })
    const res = await t.api<CreatedNetwork>('POST', '/network', { token: 'broke', body: { Name: 'n' } })
    expect(res.json.State).toBe('NeedMoney')
    await t.step(10)
    expect((await t.api<PrivateNetwork[]>('GET', '/network', { token: 'broke' })).json[0]?.State).toBe('NeedMoney')
  })

  it.each([
    [{}, 'Name: is required'],
    [{ Name: '  ' }, 'Name: must not be empty'],
    [{ Name: 'n', IsDHCP: 'yes' }, /^IsDHCP: /],
    [{ Name: 'n', DCLocation: 'Mars' }, /^DCLocation: unknown location 'Mars'/],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await t.api<Msg>('POST', '/network', { body })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })
})

describe('GET /dcLocation', () => {
  it('lists locations with St. Petersburg (the default) and Moscow', async () => {
    const res = await t.api<SeedLocation[]>('GET', '/dcLocation')
    expect(res.json.find((l) => l.TechTitle === 'SdnSpb')).toMatchObject({
      ID: expect.any(Number),
      Title: expect.stringContaining('St. Petersburg'),
      ShortTitle: 'St. Petersburg',
      IsDefault: true,
    })
    expect(res.json.find((l) => l.TechTitle === 'SdnMsk')?.ShortTitle).toBe('Moscow')
  })
})

describe('GET /account', () => {
  it('answers the account with a positive balance', async () => {
    const res = await t.api<Account>('GET', '/account')
    expect(res.json).toMatchObject({
      ID: expect.any(Number),
      FirstName: 'Anna',
      LastName: 'Petrova',
      Email: expect.stringMatching(/@example\.com$/),
    })
    expect(res.json.Balance).toBeGreaterThan(0)
  })

  it('uses the balance given for the customer', async () => {
    t.sb.addCustomer({ token: 'rich', data: 'empty', balance: 99.5 })
    expect((await t.api<Account>('GET', '/account', { token: 'rich' })).json.Balance).toBe(99.5)
  })
})

describe('public networks', () => {
  it('lists one public network and answers it by id', async () => {
    const list = (await t.api<PublicNetwork[]>('GET', '/publicnetwork')).json
    expect(list).toHaveLength(1)
    const [network] = list
    expect(network).toMatchObject({ State: 'Active', CIDR: '203.0.113.32/29', DCLocation: 'SdnSpb' })
    expect((await t.api<PublicNetwork>('GET', `/publicnetwork/${network?.ID}`)).json).toEqual(network)
  })

  it('deletes through a DeletePublicNetwork task, after which the network is gone', async () => {
    const network = [...state.publicNetworks.values()][0] as PublicNetwork
    const server = state.servers.get(network.LinkedServers[0]?.ServerID ?? -1) as Server
    const res = await t.api<PublicNetworkTask>('DELETE', `/publicnetwork/${network.ID}`)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      ProgressPercent: 0,
      Title: expect.stringContaining('203.0.113.32/29'),
      ID: expect.any(Number),
      Type: 'DeletePublicNetwork',
      State: 'New',
    })
    expect((await t.api<PublicNetwork>('GET', `/publicnetwork/${network.ID}`)).json.State).toBe('Deleting')
    expect((await t.api('DELETE', `/publicnetwork/${network.ID}`)).json).toEqual(res.json)

    await t.step()
    expect(state.publicNetworkDeletions.get(network.ID)).toMatchObject({ State: 'InProgress', ProgressPercent: 33 })
    await t.step()
    expect((await t.api('GET', `/publicnetwork/${network.ID}`)).status).toBe(200)
    await t.step()
    expect((await t.api('GET', `/publicnetwork/${network.ID}`)).status).toBe(404)
    expect((await t.api('GET', '/publicnetwork')).json).toEqual([])
    expect(server.LinkedNetworks.some((l) => l.NetworkID === network.ID)).toBe(false)
  })

  it('answers 404 for an unknown public network', async () => {
    expect((await t.api<Msg>('DELETE', '/publicnetwork/5')).json.Message).toBe('Public network 5 not found')
  })
})
