import type { Dialect } from '../dialect'
import type { CustomerState, PrivateNetwork, PublicNetwork } from '../state/types'
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

export function publicNetworkView(customer: CustomerState, network: PublicNetwork, dialect: Dialect) {
  return { ...network, DCLocation: locationOut(customer, network.DCLocation, dialect) }
}
