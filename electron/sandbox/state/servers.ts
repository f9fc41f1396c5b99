import { formatDate } from '../dates'
import { firstFreeHost } from './ipv4'
import type { CustomerState, PrivateNetwork, PublicNetwork, Server, ServerLink } from './types'

export const SHARED_PUBLIC_NETWORK_NAME = 'Public shared network'

/** Locally administered, stable per link, so the same link always shows the same MAC. */
export function macFor(linkId: number): string {
  const bytes = [0x52, 0x54, 0x00, (linkId >> 16) & 0xff, (linkId >> 8) & 0xff, linkId & 0xff]
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(':')
}

export const serverState = (isPowerOn: boolean): string => (isPowerOn ? 'Active' : 'PowerOff')

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
}

/** A server as the provider hands it over: on the shared public network, with its Create task done. */
export function addServer(customer: CustomerState, spec: NewServer): Server {
  const server: Server = {
    ID: customer.nextId(),
    Name: spec.Name,
    State: serverState(spec.IsPowerOn),
    IsPowerOn: spec.IsPowerOn,
    CPU: spec.CPU,
    RAM: spec.RAM,
    HDD: spec.HDD,
    HDDType: 'SSD',
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
  customer: CustomerState,
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
    }
    server.LinkedNetworks.push(link)
    return link
  }
  const IP = firstFreeHost(network.CIDR, network.LinkedServers.map((s) => s.IP))
  const link: ServerLink = {
    LinkID,
    NetworkID: network.ID,
    LinkState: 'Active',
    NetworkType: network.Type === 'Public' ? 'Public' : 'Private',
    NetworkName: network.Name,
    IP,
    MAC,
  }
  server.LinkedNetworks.push(link)
  network.LinkedServers.push({ LinkState: 'Active', IP, MAC, ServerID: server.ID, LinkID })
  return link
}

export function unlinkServer(customer: CustomerState, server: Server, link: ServerLink): void {
  server.LinkedNetworks = server.LinkedNetworks.filter((l) => l.LinkID !== link.LinkID)
  if (link.NetworkID === null) return
  const network = customer.networks.get(link.NetworkID) ?? customer.publicNetworks.get(link.NetworkID)
  if (network) network.LinkedServers = network.LinkedServers.filter((s) => s.LinkID !== link.LinkID)
}

/** Drops every link to a network that is going away, so no server points at a ghost. */
export function unlinkAllFrom(customer: CustomerState, networkId: number): void {
  for (const server of customer.servers.values()) {
    for (const link of server.LinkedNetworks) {
      if (link.NetworkID === networkId) unlinkServer(customer, server, link)
    }
  }
}

export function removeServer(customer: CustomerState, server: Server): void {
  for (const link of [...server.LinkedNetworks]) unlinkServer(customer, server, link)
  customer.servers.delete(server.ID)
  customer.serverActions.delete(server.ID)
}
