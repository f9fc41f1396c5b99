import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import type { PrivateNetwork } from '@shared/models/networks'
import type { Server } from '@shared/models/servers'
import { aServer } from '@shared/models/test-kit'
import { actionOptions, linkChoices, networkChoices } from './action-options'

const network = (id: number, name: string, state: string, dcLocation: string): PrivateNetwork => ({
  id,
  name,
  state,
  dcLocation,
  cidr: null,
  mask: null,
  gateway: null,
  isDhcp: true,
  networkCapacity: null,
  type: null,
  bandwidth: null,
  linkedServers: [],
})
const link = { linkState: 'Active', mac: null, mask: null, gateway: null, bandwidth: null }
const server: Server = aServer({
  id: 1,
  name: 'web-01',
  ip: '203.0.113.10',
  linkedNetworks: [
    // The live service gives the shared public network a real id (274): it is recognised by its type.
    {
      ...link,
      id: 50,
      networkId: 274,
      isSharedPublic: true,
      networkType: 'PublicShared',
      networkName: 'Общая публичная сеть',
      ip: '203.0.113.10',
    },
    {
      ...link,
      id: 51,
      networkId: 10,
      isSharedPublic: false,
      networkType: 'Private',
      networkName: 'backend',
      ip: '10.0.0.2',
    },
  ],
})
const snapshot: AccountSnapshot = {
  privateNetworks: [
    network(10, 'backend', 'Active', 'SdnSpb'),
    network(11, 'lab', 'Active', 'SdnSpb'),
    network(12, 'far', 'Active', 'SdnMsk'),
    network(13, 'unpaid', 'NeedMoney', 'SdnSpb'),
  ],
}

describe('action pickers', () => {
  it('offers to connect only active networks in the server’s location that it is not on yet', () => {
    expect(networkChoices('AddNetwork', server, snapshot, 'Shared').map((c) => c.value)).toEqual([11])
    const offShared = { ...server, linkedNetworks: server.linkedNetworks.slice(1) }
    expect(networkChoices('AddNetwork', offShared, snapshot, 'Shared').map((c) => c.value)).toEqual(['shared', 11])
  })

  it('never offers the shared network to a server already on it, even under its real id', () => {
    const choices = networkChoices('AddNetwork', server, { ...snapshot, publicNetworks: [] }, 'Shared')
    expect(choices.some((c) => c.value === 'shared' || c.value === 274)).toBe(false)
  })

  it('offers to disconnect the networks the server is on, the shared one included (sent as null)', () => {
    expect(networkChoices('RemoveNetwork', server, snapshot, 'Shared')).toEqual([
      { value: 'shared', label: 'Shared', detail: '203.0.113.10' },
      { value: 10, label: 'backend', detail: '10.0.0.2' },
    ])
  })

  it('lists only connections that have a bandwidth, by their link id, for a bandwidth change', () => {
    expect(linkChoices(server, 'Shared')).toEqual([])
    const banded = {
      ...server,
      linkedNetworks: [{ ...server.linkedNetworks[0]!, bandwidth: 200 }, server.linkedNetworks[1]!],
    }
    expect(linkChoices(banded, 'Shared')).toEqual([{ value: 50, label: 'Shared', detail: '203.0.113.10 · 200 Mbit/s' }])
  })
})

describe('actions that apply now', () => {
  const blocks = (s: Server, running = false) =>
    Object.fromEntries(actionOptions(s, snapshot, running).map((o) => [o.type, o.blocked]))

  it('offers power off, reboot and shut down to a running server, never power on', () => {
    expect(blocks(server)).toMatchObject({
      PowerOn: 'alreadyOn',
      PowerOff: null,
      PowerReboot: null,
      ShutDownGuestOS: null,
    })
  })

  it('offers only power on to a switched-off server', () => {
    expect(blocks({ ...server, isPowerOn: false })).toMatchObject({
      PowerOn: null,
      PowerOff: 'alreadyOff',
      PowerReboot: 'alreadyOff',
      ShutDownGuestOS: 'alreadyOff',
    })
  })

  it('offers network changes by what is linked and what is left', () => {
    expect(blocks(server)).toMatchObject({ AddNetwork: null, RemoveNetwork: null, EditNetworkBandwidth: 'noBandwidth' })
    const alone = { ...server, linkedNetworks: [], dcLocation: 'Nowhere' }
    expect(blocks(alone)).toMatchObject({ AddNetwork: null, RemoveNetwork: 'noNetworkLinked' })
    const everywhere = {
      ...server,
      linkedNetworks: [
        ...server.linkedNetworks,
        { ...server.linkedNetworks[1]!, id: 52, networkId: 11, bandwidth: 100 },
      ],
    }
    expect(blocks(everywhere)).toMatchObject({ AddNetwork: 'noNetworkToConnect', EditNetworkBandwidth: null })
  })

  it('offers nothing while a task of the server runs, or while it is being built or deleted', () => {
    expect(new Set(Object.values(blocks(server, true)))).toEqual(new Set(['taskRunning']))
    expect(new Set(Object.values(blocks({ ...server, state: 'Deleting' })))).toEqual(new Set(['notReady']))
  })
})
