import { describe, expect, it } from 'vitest'
import { wireLocationList, wirePrivateNetwork, wirePrivateNetworkList, wirePublicNetwork } from './networks'
import { wireServer } from './servers'
import { wireTask } from './tasks'
import { wireSshKey } from './ssh-keys'
import { wireAccount } from './accounts'

const linked = { LinkState: 'Active', IP: '10.0.0.2', MAC: '00:15:5d:01:02:03', ServerID: 9, LinkID: 77 }

/** A private network as GET /network lists it (ID, no CIDR), with the server linked above. */
const lan = {
  ID: 3,
  Name: 'lan',
  State: 'Active',
  Mask: '255.255.255.0',
  Gateway: '10.0.0.1',
  LinkedServers: [linked],
  IsDHCP: true,
  DCLocation: 'SdnSpb',
  NetworkCapacity: '256',
  Type: 'Private',
  Bandwidth: 100,
}

describe('network and server wire', () => {
  it('reads the list form (ID, no CIDR) and the create form (Id, CIDR)', () => {
    const [listed] = wirePrivateNetworkList.parse([lan])
    expect(listed).toMatchObject({
      id: 3,
      cidr: null,
      isDhcp: true,
      bandwidth: 100,
      linkedServers: [{ id: 77, serverId: 9, linkState: 'Active', ip: '10.0.0.2' }],
    })
    const created = wirePrivateNetwork.parse({
      Id: 4,
      Name: 'new',
      State: 'FromPool',
      CIDR: '10.1.0.0/24',
      IsDHCP: false,
      LinkedServers: [],
    })
    expect(created).toMatchObject({ id: 4, state: 'FromPool', cidr: '10.1.0.0/24', isDhcp: false })
  })

  it('reads the public-network deletion task', () => {
    expect(
      wireTask.parse({
        ProgressPercent: 0,
        Title: 'Delete network',
        ID: 12,
        Type: 'DeletePublicNetwork',
        State: 'New',
      }),
    ).toEqual({
      id: 12,
      type: 'DeletePublicNetwork',
      state: 'New',
      phase: 'pending',
      progressPercent: 0,
      title: 'Delete network',
      startDate: null,
      endDate: null,
    })
  })

  it('reads a server action without dates', () => {
    expect(wireTask.parse({ ID: 5, Type: 'PowerOff', State: 'InProgress' })).toMatchObject({
      phase: 'running',
      progressPercent: null,
      startDate: null,
    })
  })

  it('reads servers with their links (null NetworkID = shared public)', () => {
    const s = wireServer.parse({
      ID: 9,
      Name: 'web',
      State: 'Active',
      IsPowerOn: true,
      CPU: 2,
      RAM: 2048,
      HDD: 40,
      IP: '203.0.113.5',
      DCLocation: 'SdnSpb',
      LinkedNetworks: [
        {
          LinkID: 1,
          NetworkID: null,
          LinkState: 'Active',
          NetworkType: 'PublicShared',
          NetworkName: 'Internet',
          IP: '203.0.113.5',
          MAC: 'm',
        },
      ],
    })
    expect(s).toMatchObject({
      id: 9,
      cpu: 2,
      ram: 2048,
      isPowerOn: true,
      linkedNetworks: [{ id: 1, networkId: null, networkType: 'PublicShared' }],
    })
  })

  it('reads public networks, locations, SSH keys and the account', () => {
    expect(wirePublicNetwork.parse({ ID: 2, Name: 'pub', State: 'Active', CIDR: '198.51.100.0/29' })).toMatchObject({
      id: 2,
      cidr: '198.51.100.0/29',
      linkedServers: [],
    })
    expect([
      ...wireLocationList.parse([
        { ID: 1, TechTitle: 'SdnSpb', Title: 'St. Petersburg', ShortTitle: 'SPb', CountryCode: 'RU' },
      ]),
    ]).toEqual([
      {
        id: 1,
        techTitle: 'SdnSpb',
        title: 'St. Petersburg',
        shortTitle: 'SPb',
        city: null,
        country: null,
        lowPool: null,
        highPool: null,
        backups: null,
      },
    ])
    expect(wireSshKey.parse({ ID: 4, Title: 'k', PublicKey: 'ssh-ed25519 AAAA', IsActive: true })).toEqual({
      id: 4,
      title: 'k',
      publicKey: 'ssh-ed25519 AAAA',
      isActive: true,
    })
    expect(wireAccount.parse({ ID: 1, FirstName: 'A', LastName: 'B', Email: 'e@x', Balance: '12.50' })).toMatchObject({
      balance: 12.5,
    })
  })

  it('reports the path of a wrong type', () => {
    const r = wireServer.safeParse({ ID: 'nine', Name: 'web', State: 'Active' })
    expect(r.error?.issues[0]?.path).toEqual(['ID'])
  })
})
