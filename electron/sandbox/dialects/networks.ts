import type { Dialect } from '../dialect'
import type { PrivateNetwork, PublicNetwork } from '../state/network-types'
import type { CustomerState } from '../state/types'
import { locationOut } from './locations'

/** The private-network list form says ID and has no CIDR (both dialects; only DCLocation is translated). */
export function privateNetworkListView(
  customer: CustomerState,
  { CIDR: _cidr, ID, ...rest }: PrivateNetwork,
  dialect: Dialect,
) {
  return { ID, ...rest, DCLocation: locationOut(customer, rest.DCLocation, dialect) }
}

/** The create form says Id, shows CIDR, and reports FromPool while the network is being built. */
export function privateNetworkCreateView(customer: CustomerState, { ID, ...rest }: PrivateNetwork, dialect: Dialect) {
  return {
    Id: ID,
    ...rest,
    State: rest.State === 'New' ? 'FromPool' : rest.State,
    DCLocation: locationOut(customer, rest.DCLocation, dialect),
  }
}

/**
 * Seed: the state's fields (NetworkCapacity an address count). Real: the provider's documented object
 * (`1cloud.ru/api/publicnetwork`): Id, Name, State, Mask, Gateway, CIDR, EdgeExternalIp, LinkedServers, IsDHCP,
 * DCLocation, NetworkCapacity ("Network29" for a /29), Type, Bandwidth, Firewall.
 */
export function publicNetworkView(customer: CustomerState, network: PublicNetwork, dialect: Dialect) {
  const DCLocation = locationOut(customer, network.DCLocation, dialect)
  if (dialect === 'seed') return { ...network, DCLocation }
  const { ID, Name, State, Mask, Gateway, CIDR, LinkedServers, Type, Bandwidth } = network
  const prefix = CIDR.split('/')[1] ?? '32'
  return {
    Id: ID,
    Name,
    State,
    Mask,
    Gateway,
    CIDR,
    EdgeExternalIp: Gateway,
    LinkedServers,
    IsDHCP: false,
    DCLocation,
    NetworkCapacity: `Network${prefix}`,
    Type,
    Bandwidth,
    Firewall: null,
  }
}
