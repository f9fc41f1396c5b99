import { maskOf, intToIp, ipToInt } from './ipv4'
import type { PrivateNetwork, PublicNetwork, PublicNetworkTask } from './network-types'
import type { IdSource } from './types'

/** A customer's private and public networks, and the running deletion tasks by public network id. */
export interface NetworksState {
  networks: Map<number, PrivateNetwork>
  publicNetworks: Map<number, PublicNetwork>
  publicNetworkDeletions: Map<number, PublicNetworkTask>
}

export const initialNetworksState = (): NetworksState => ({
  networks: new Map(),
  publicNetworks: new Map(),
  publicNetworkDeletions: new Map(),
})

const PRIVATE_PREFIX = 24

/** 10.N.0.0/24 with the lowest N this customer does not use yet. */
function nextPrivateCidr(customer: NetworksState): string {
  const used = new Set([...customer.networks.values()].map((n) => n.CIDR))
  for (let n = 1; ; n++) {
    const cidr = `10.${Math.floor(n / 256) % 256}.${n % 256}.0/${PRIVATE_PREFIX}`
    if (!used.has(cidr)) return cidr
  }
}

export interface NewPrivateNetwork {
  Name: string
  IsDHCP: boolean
  DCLocation: string
  State: string
}

export function addPrivateNetwork(customer: IdSource & NetworksState, spec: NewPrivateNetwork): PrivateNetwork {
  const CIDR = nextPrivateCidr(customer)
  const base = CIDR.split('/')[0] ?? '10.0.0.0'
  const network: PrivateNetwork = {
    ID: customer.nextId(),
    Name: spec.Name,
    State: spec.State,
    CIDR,
    Mask: maskOf(PRIVATE_PREFIX),
    Gateway: intToIp(ipToInt(base) + 1),
    LinkedServers: [],
    IsDHCP: spec.IsDHCP,
    DCLocation: spec.DCLocation,
    NetworkCapacity: String(2 ** (32 - PRIVATE_PREFIX)),
    Type: 'Private',
    Bandwidth: 100,
  }
  customer.networks.set(network.ID, network)
  return network
}

export function addPublicNetwork(
  customer: IdSource & NetworksState,
  spec: { Name: string; CIDR: string; DCLocation: string; Bandwidth?: number; State?: string },
): PublicNetwork {
  const [base = '0.0.0.0', prefixText = '29'] = spec.CIDR.split('/')
  const prefix = Number(prefixText)
  const network: PublicNetwork = {
    ID: customer.nextId(),
    Name: spec.Name,
    State: spec.State ?? 'Active',
    Type: 'Public',
    CIDR: spec.CIDR,
    Mask: maskOf(prefix),
    Gateway: intToIp(ipToInt(base) + 1),
    DCLocation: spec.DCLocation,
    NetworkCapacity: String(2 ** (32 - prefix)),
    Bandwidth: spec.Bandwidth ?? 100,
    LinkedServers: [],
  }
  customer.publicNetworks.set(network.ID, network)
  return network
}

declare module './types' {
  interface CustomerParts {
    networks: NetworksState
  }
}
