import { describe, expect, it } from 'vitest'
import type { PrivateNetwork, PublicNetwork } from '../state/network-types'
import type { Server } from '../state/server-types'
import type { CustomerState } from '../state/types'
import { type TestSandbox, useDemoSandbox } from '../test-kit'
import { NETWORK_IN_USE } from './networks'

type Msg = { Message: string }

describe.each(['real', 'seed'] as const)('network changes (%s dialect)', (dialect) => {
  let t: TestSandbox
  let state: CustomerState
  useDemoSandbox({ dialect }, (s) => ({ t, state } = s))

  it('renames a private network, on the servers\u2019 links too', async () => {
    const network = [...state.networks.values()][0] as PrivateNetwork
    const res = await t.api<PrivateNetwork>('PUT', `/network/${network.ID}`, { body: { Name: 'backbone' } })
    expect(res.status).toBe(200)
    // The live service answers edits and deletes with an empty body (C6, C1); the seed dialect with the network.
    if (dialect === 'real') expect(res.text).toBe('')
    else expect(res.json).toMatchObject({ ID: network.ID, Name: 'backbone' })
    const server = state.servers.get(network.LinkedServers[0]!.ServerID) as Server
    expect(server.LinkedNetworks.find((l) => l.NetworkID === network.ID)?.NetworkName).toBe('backbone')
    expect((await t.api<Msg>('PUT', `/network/${network.ID}`, { body: { Name: ' ' } })).json.Message).toBe(
      'Name: must not be empty',
    )
    expect((await t.api<PrivateNetwork>('GET', `/network/${network.ID}`)).json.Name).toBe('backbone')
  })

  it('refuses to delete a network with linked servers, and deletes it once they are gone', async () => {
    const network = [...state.networks.values()][0] as PrivateNetwork
    const refused = await t.api<Msg>('DELETE', `/network/${network.ID}`)
    expect(refused.status).toBe(400)
    expect(refused.json.Message).toContain(NETWORK_IN_USE)
    expect(refused.json.Message).toContain(String(network.LinkedServers[0]!.ServerID))
    for (const link of [...network.LinkedServers]) {
      await t.api('POST', `/server/${link.ServerID}/action`, { body: { Type: 'RemoveNetwork', NetworkID: network.ID } })
    }
    await t.step(5)
    expect(network.LinkedServers).toEqual([])
    const deleted = await t.api('DELETE', `/network/${network.ID}`)
    expect(deleted.status).toBe(200)
    expect(deleted.text === '').toBe(dialect === 'real')
    expect((await t.api('GET', `/network/${network.ID}`)).status).toBe(404)
  })

  it('orders a public network: New, then Active; the bandwidth must be 10–1000 in steps of 10', async () => {
    const msk = (await t.api<Array<{ TechTitle: string }>>('GET', '/dcLocation')).json.at(-1)!.TechTitle
    // The service names the block ("Network29", C6 and the provider's page); an address count is read too.
    const res = await t.api<PublicNetwork & { Id: number }>('POST', '/publicnetwork', {
      body: { Name: 'edge', NetworkCapacity: 'Network29', Bandwidth: 200, DCLocation: msk },
    })
    expect(res.json).toMatchObject({
      Name: 'edge',
      State: 'New',
      Bandwidth: 200,
      NetworkCapacity: dialect === 'real' ? 'Network29' : '8',
      CIDR: '198.51.100.0/29',
      DCLocation: msk,
    })
    const id = dialect === 'real' ? res.json.Id : res.json.ID
    await t.step(2)
    expect((await t.api<PublicNetwork>('GET', `/publicnetwork/${id}`)).json.State).toBe('Active')
    const second = await t.api<PublicNetwork>('POST', '/publicnetwork', {
      body: { Name: 'edge2', NetworkCapacity: 4, Bandwidth: '10' },
    })
    expect(second.json.CIDR).toBe('198.51.100.8/30')
    for (const Bandwidth of [5, 15, 1010, 'fast']) {
      const bad = await t.api<Msg>('POST', '/publicnetwork', { body: { Name: 'x', NetworkCapacity: 8, Bandwidth } })
      expect(bad.json.Message).toBe('Bandwidth: must be a number of Mbit/s from 10 to 1000 in steps of 10')
    }
    expect(
      (await t.api<Msg>('POST', '/publicnetwork', { body: { Name: 'x', NetworkCapacity: 6, Bandwidth: 10 } })).json
        .Message,
    ).toBe('NetworkCapacity: must be one of Network30, Network29, Network28, Network27 (or 4, 8, 16, 32 addresses)')
  })

  it('renames a public network and changes its bandwidth', async () => {
    const network = [...state.publicNetworks.values()][0] as PublicNetwork
    const res = await t.api<PublicNetwork>('PUT', `/publicnetwork/${network.ID}`, {
      body: { Name: 'front', Bandwidth: 500 },
    })
    expect(res.status).toBe(200)
    if (dialect === 'real') expect(res.text).toBe('')
    else expect(res.json).toMatchObject({ Name: 'front', Bandwidth: 500 })
    expect(network).toMatchObject({ Name: 'front', Bandwidth: 500 })
    expect((await t.api<Msg>('PUT', `/publicnetwork/${network.ID}`, { body: { Bandwidth: 1001 } })).status).toBe(400)
    // The provider's editpubnet page takes Name and Bandwidth together: the real dialect wants both.
    const alone = await t.api<Msg>('PUT', `/publicnetwork/${network.ID}`, { body: { Bandwidth: 300 } })
    expect(alone.status).toBe(dialect === 'real' ? 400 : 200)
    if (dialect === 'real') expect(alone.json.Message).toMatch(/^Name: /)
  })

  it('reads a public network as the provider documents it (real) or as the state holds it (seed)', async () => {
    const network = [...state.publicNetworks.values()][0] as PublicNetwork
    const read = (await t.api<Record<string, unknown>>('GET', `/publicnetwork/${network.ID}`)).json
    if (dialect === 'seed') {
      expect(read).toMatchObject({ ID: network.ID, NetworkCapacity: network.NetworkCapacity })
      return
    }
    expect(Object.keys(read).sort()).toEqual(
      [
        'Id',
        'Name',
        'State',
        'Mask',
        'Gateway',
        'CIDR',
        'EdgeExternalIp',
        'LinkedServers',
        'IsDHCP',
        'DCLocation',
        'NetworkCapacity',
        'Type',
        'Bandwidth',
        'Firewall',
      ].sort(),
    )
    expect(read.NetworkCapacity).toMatch(/^Network\d\d$/)
  })
})
