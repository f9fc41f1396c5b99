/** Private and public networks, and the servers linked to them, dialect-neutral (dialects/networks.ts renders them). */

export type NetworkType = 'PublicShared' | 'Public' | 'Private'

export interface LinkedServer {
  LinkState: 'New' | 'Active'
  IP: string
  MAC: string
  ServerID: number
  LinkID: number
}

export interface PrivateNetwork {
  ID: number
  Name: string
  /** New, Active, NeedMoney. */
  State: string
  /** Kept here; the list form leaves it out, the create form shows it (as the seed does). */
  CIDR: string
  Mask: string
  Gateway: string
  LinkedServers: LinkedServer[]
  IsDHCP: boolean
  DCLocation: string
  NetworkCapacity: string
  Type: string
  Bandwidth: number
}

export interface PublicNetwork {
  ID: number
  Name: string
  /** Active, Deleting. */
  State: string
  Type: string
  CIDR: string
  Mask: string
  Gateway: string
  DCLocation: string
  NetworkCapacity: string
  Bandwidth: number
  LinkedServers: LinkedServer[]
}

export interface PublicNetworkTask {
  ProgressPercent: number
  Title: string
  ID: number
  Type: 'DeletePublicNetwork'
  State: string
}
