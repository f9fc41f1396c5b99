import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import type { PrivateNetwork, Server } from '@shared/models'
import { linkChoices, networkChoices } from './action-options'

const network = (id: number, name: string, state: string, dcLocation: string): PrivateNetwork => ({
  id, name, state, dcLocation, cidr: null, mask: null, gateway: null, isDhcp: true, networkCapacity: null, type: null, bandwidth: null, linkedServers: [],
})
const link = { linkState: 'Active', mac: null, mask: null, gateway: null, bandwidth: null }
const server: Server = {
  id: 1, name: 'web-01', hostName: null, state: 'Active', isPowerOn: true, cpu: 1, ram: 1024, hdd: 10, hddType: 'SSD', isHighPerformance: false,
  ip: '203.0.113.10', adminUserName: null, adminPassword: null, image: null, imageFamily: null, dcLocation: 'SdnSpb', dateCreate: null,
  linkedNetworks: [
    // The live service gives the shared public network a real id (274): it is recognised by its type.
    { ...link, id: 50, networkId: 274, isSharedPublic: true, networkType: 'PublicShared', networkName: 'Общая публичная сеть', ip: '203.0.113.10' },
    { ...link, id: 51, networkId: 10, isSharedPublic: false, networkType: 'Private', networkName: 'backend', ip: '10.0.0.2' },
  ],
}
const snapshot: AccountSnapshot = {
  privateNetworks: [network(10, 'backend', 'Active', 'SdnSpb'), network(11, 'lab', 'Active', 'SdnSpb'), network(12, 'far', 'Active', 'SdnMsk'), network(13, 'unpaid', 'NeedMoney', 'SdnSpb')],
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

  it('lists connections by their link id for a bandwidth change', () => {
    expect(linkChoices(server, 'Shared').map((c) => [c.value, c.label])).toEqual([[50, 'Shared'], [51, 'backend']])
  })
})
