import { formatDate } from '../dates'
import { randomString } from '../random'
import { firstFreeHost } from './ipv4'
import type { PrivateNetwork, PublicNetwork } from './network-types'
import type { NetworksState } from './networks'
import type { Server, ServerAction, ServerLink } from './server-types'
import type { IdSource, RandomSource } from './types'

/** A customer's servers and, per server id, its actions (oldest first). */
export interface ServersState {
  servers: Map<number, Server>
  serverActions: Map<number, ServerAction[]>
}

export const initialServersState = (): ServersState => ({ servers: new Map(), serverActions: new Map() })

export const SHARED_PUBLIC_NETWORK_NAME = 'Public shared network'
/** Mbit/s of a link to the shared public network (C4 shows 10). */
export const SHARED_NETWORK_BANDWIDTH = 10

/** Locally administered, stable per link, so the same link always shows the same MAC. */
export function macFor(linkId: number): string {
  const bytes = [0x52, 0x54, 0x00, (linkId >> 16) & 0xff, (linkId >> 8) & 0xff, linkId & 0xff]
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(':')
}

export interface NewServer {
  Name: string
  CPU: number
  RAM: number
  HDD: number
  IP: string
  DCLocation: string
  IsPowerOn: boolean
  ImageFamily: string
  createdAt: number
  /** Default SSD. */
  HDDType?: 'SSD' | 'SAS'
  /** Default null (no host name). */
  HostName?: string | null
  /** Default root; null for images without a fixed login. */
  AdminUserName?: string | null
  IsHighPerformance?: boolean
}

/** 'Ubuntu 24.04' → 'Ubuntu24.04x64', the way the live service names its images. */
export const imageName = (family: string): string => `${family.replace(/\s+/g, '')}x64`

/** A server as the provider hands it over: on the shared public network, with its Create task done. */
export function addServer(customer: IdSource & RandomSource & ServersState, spec: NewServer): Server {
  const server: Server = {
    ID: customer.nextId(),
    Name: spec.Name,
    // Power is IsPowerOn alone: a server that is off is still Active.
    State: 'Active',
    IsPowerOn: spec.IsPowerOn,
    HostName: spec.HostName ?? null,
    AdminUserName: spec.AdminUserName === undefined ? 'root' : spec.AdminUserName,
    AdminPassword: randomString(customer.random, 12),
    Image: imageName(spec.ImageFamily),
    IsHighPerformance: spec.IsHighPerformance ?? false,
    LinkedSshKeys: [],
    CPU: spec.CPU,
    RAM: spec.RAM,
    HDD: spec.HDD,
    HDDType: spec.HDDType ?? 'SSD',
    IP: spec.IP,
    DCLocation: spec.DCLocation,
    ImageFamily: spec.ImageFamily,
    DateCreate: formatDate(spec.createdAt),
    LinkedNetworks: [],
  }
  customer.servers.set(server.ID, server)
  linkServer(customer, server, null)
  customer.serverActions.set(server.ID, [
    {
      ID: customer.nextId(),
      Type: 'Create',
      State: 'Completed',
      StartDate: formatDate(spec.createdAt),
      EndDate: formatDate(spec.createdAt + 4 * 60_000),
    },
  ])
  return server
}

/** Connects a server to a network (null = the shared public one) on both sides of the relation. */
export function linkServer(
  customer: IdSource,
  server: Server,
  network: PrivateNetwork | PublicNetwork | null,
): ServerLink {
  const LinkID = customer.nextId()
  const MAC = macFor(LinkID)
  if (!network) {
    const link: ServerLink = {
      LinkID,
      NetworkID: null,
      LinkState: 'Active',
      NetworkType: 'PublicShared',
      NetworkName: SHARED_PUBLIC_NETWORK_NAME,
      IP: server.IP,
      MAC,
      Mask: '255.255.255.0',
      Gateway: server.IP.replace(/\.\d+$/, '.1'),
      Bandwidth: SHARED_NETWORK_BANDWIDTH,
    }
    server.LinkedNetworks.push(link)
    return link
  }
  const IP = firstFreeHost(
    network.CIDR,
    network.LinkedServers.map((s) => s.IP),
  )
  const link: ServerLink = {
    LinkID,
    NetworkID: network.ID,
    LinkState: 'Active',
    NetworkType: network.Type === 'Public' ? 'Public' : 'Private',
    NetworkName: network.Name,
    IP,
    MAC,
    Mask: network.Mask,
    Gateway: network.Gateway,
    Bandwidth: network.Bandwidth,
  }
  server.LinkedNetworks.push(link)
  network.LinkedServers.push({ LinkState: 'Active', IP, MAC, ServerID: server.ID, LinkID })
  return link
}

export function unlinkServer(customer: NetworksState, server: Server, link: ServerLink): void {
  server.LinkedNetworks = server.LinkedNetworks.filter((l) => l.LinkID !== link.LinkID)
  if (link.NetworkID === null) return
  const network = customer.networks.get(link.NetworkID) ?? customer.publicNetworks.get(link.NetworkID)
  if (network) network.LinkedServers = network.LinkedServers.filter((s) => s.LinkID !== link.LinkID)
}

/** The servers' links to one network, each with its server. */
function* serverLinksTo(customer: ServersState, networkId: number): Generator<[Server, ServerLink]> {
  for (const server of customer.servers.values()) {
    for (const link of server.LinkedNetworks) if (link.NetworkID === networkId) yield [server, link]
  }
}

/** The servers' links to one network (they carry its name and bandwidth too). */
export function linksTo(customer: ServersState, networkId: number): ServerLink[] {
  return [...serverLinksTo(customer, networkId)].map(([, link]) => link)
}

/** Drops every link to a network that is going away, so no server points at a ghost. */
export function unlinkAllFrom(customer: ServersState & NetworksState, networkId: number): void {
  for (const [server, link] of [...serverLinksTo(customer, networkId)]) unlinkServer(customer, server, link)
}

export function removeServer(customer: ServersState & NetworksState, server: Server): void {
  for (const link of [...server.LinkedNetworks]) unlinkServer(customer, server, link)
  customer.servers.delete(server.ID)
  customer.serverActions.delete(server.ID)
}

declare module './types' {
  interface CustomerParts {
    servers: ServersState
  }
}
