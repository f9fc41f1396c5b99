import type {} from './session'

/** A server attached to a private network (wire `LinkedServers[]`). */
export interface LinkedServer {
  /** The connection id (wire `LinkID`). */
  id: number
  serverId: number
  linkState: string
  ip: string | null
  mac: string | null
}

export interface PrivateNetwork {
  id: number
  name: string
  /** List form: New, Active, NeedMoney. Create form: Active, FromPool. */
  state: string
  /** Only the create response carries CIDR. */
  cidr: string | null
  mask: string | null
  gateway: string | null
  isDhcp: boolean | null
  dcLocation: string | null
  networkCapacity: string | null
  type: string | null
  bandwidth: number | null
  linkedServers: LinkedServer[]
}

/** Extension (GET /publicnetwork); the seed shows no shape, so everything but id is optional. */
export interface PublicNetwork {
  id: number
  name: string | null
  state: string | null
  ip: string | null
  mask: string | null
  gateway: string | null
  cidr: string | null
  dcLocation: string | null
  type: string | null
  bandwidth: number | null
  linkedServers: LinkedServer[]
  /** The block as the service names it ("Network29" on the live service; an address count elsewhere). */
  networkCapacity: string | null
  /** The address the network's edge router faces the internet with (the provider's documented object). */
  edgeExternalIp: string | null
  isDhcp: boolean | null
}

/** "Network29" (the service's word for a /29 block) or "8": the number of addresses, or null when unreadable. */
export function capacityAddresses(capacity: string | null | undefined): number | null {
  const text = capacity?.trim() ?? ''
  const prefix = /^network(\d{1,2})$/i.exec(text)
  if (prefix) return Number(prefix[1]) <= 32 ? 2 ** (32 - Number(prefix[1])) : null
  return /^\d+$/.test(text) ? Number(text) : null
}

/** The service's name of a block of `addresses` addresses: 8 → "Network29". */
export const capacityName = (addresses: number): string => `Network${32 - Math.round(Math.log2(addresses))}`

/** Extension (GET /dcLocation); `techTitle` is what `DCLocation` takes. */
export interface Location {
  id: number
  techTitle: string
  /** The data centre's name on the live service (Xelent, DataSpace…); the seed's "St. Petersburg". */
  title: string
  shortTitle: string | null
  /** City and country, when the service says (in Russian on the live service). */
  city: string | null
  country: string | null
  /** Pools and backups the location offers (IsEnableLowPool / IsEnableHighPool / IsEnableBackup); null = not said. */
  lowPool?: boolean | null
  highPool?: boolean | null
  backups?: boolean | null
}

// This domain's sections of the snapshot (session.ts).
declare module './session' {
  interface AccountSnapshot {
    privateNetworks?: PrivateNetwork[]
    publicNetworks?: PublicNetwork[]
    /** Where networks and servers can be made: no resource kind of its own. */
    locations?: Location[]
  }
}
