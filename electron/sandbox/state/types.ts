/**
 * The in-memory state of one customer, dialect-neutral: PascalCase fields use the API's names (and the seed's
 * string-typed numbers), camelCase fields are sandbox-internal and never sent. The functions under ../dialects/
 * render it for the dialect the sandbox speaks, and read request bodies back into it.
 */

import type { DnsState } from './dns'
import type { ImagesState } from './images'
import type { NetworksState } from './networks'
import type { ServersState } from './servers'
import type { SshKeysState } from './ssh-keys'
import type { SslState } from './ssl'
import type { StorageState } from './storage'

export type * from './dns-types'
export type * from './ssl-types'
export type * from './storage-types'

/** ISO 8601 without a zone offset, e.g. 2026-11-22T10:15:00. */
export type DateTime = string

export interface Account {
  ID: number
  FirstName: string
  LastName: string
  Email: string
  Phone: string
  CompanyName: string
  Balance: number
  Currency: string
  IsBlocked: boolean
  DateCreate: DateTime
}

/** A data-centre location, with its face in each dialect. */
export interface DcLocation {
  ID: number
  /** Stored in every DCLocation field: the seed dialect's TechTitle where it has one, else the real one. */
  key: string
  /** null: only the real dialect lists this location. */
  seed: { TechTitle: string; Title: string; ShortTitle: string; CountryCode: string; IsDefault: boolean } | null
  real: {
    TechTitle: string
    Title: string
    ShortTitle: string
    IsEnableLowPool: boolean
    IsEnableHighPool: boolean
    IsEnableBackup: boolean
    IsEnableIpV6: boolean
    Country: string
    City: string
  }
}

export type NetworkType = 'PublicShared' | 'Public' | 'Private'

export interface ServerLink {
  LinkID: number
  /** null for the shared public network (the real dialect shows its real id, 274). */
  NetworkID: number | null
  LinkState: 'New' | 'Active'
  NetworkType: NetworkType
  NetworkName: string
  IP: string
  MAC: string
  Mask: string
  Gateway: string
  /** Mbit/s; EditNetworkBandwidth changes it. */
  Bandwidth: number
}

export interface Server {
  ID: number
  Name: string
  /** New, Active, Blocked, NeedMoney; Deleting during batch deletion. Power is IsPowerOn alone. */
  State: string
  IsPowerOn: boolean
  /** null when the server has none (as the live service sends it). */
  HostName: string | null
  /** null for images that have no fixed administrator login. */
  AdminUserName: string | null
  /** null until a new server is built. */
  AdminPassword: string | null
  /** Image name as the live service writes it, e.g. Ubuntu24.04x64. */
  Image: string
  IsHighPerformance: boolean
  /** Ids of the SSH keys installed on the server. */
  LinkedSshKeys: number[]
  CPU: number
  /** MB */
  RAM: number
  /** GB */
  HDD: number
  /** SSD or SAS. */
  HDDType: string
  IP: string
  DCLocation: string
  /** The seed dialect's display name of the image, e.g. Ubuntu 24.04. */
  ImageFamily: string
  /** Linux, Windows or Bsd when known (servers made from an image); else derived from the image name. */
  family?: string
  /** Backups ordered at creation, and their period in days (sandbox-internal: no public client reads them back). */
  backupPeriod?: number | null
  DateCreate: DateTime
  LinkedNetworks: ServerLink[]
}

export type ServerActionType =
  | 'Create'
  | 'PowerOn'
  | 'PowerOff'
  | 'PowerReboot'
  | 'ShutDownGuestOS'
  | 'AddNetwork'
  | 'RemoveNetwork'
  | 'EditNetworkBandwidth'
  | 'ChangeConfiguration'
  | 'Rebuild'
  | 'Copy'
  | 'Delete'

export interface ServerAction {
  ID: number
  Type: ServerActionType
  /** New, InProgress, Completed. */
  State: string
  StartDate?: DateTime
  EndDate?: DateTime
}

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

export interface SshKey {
  ID: number
  Title: string
  PublicKey: string
  IsActive: boolean
}

/** An image: a public template (one per location, as GET /image lists them) or one the customer made of a server. */
export interface Image {
  ID: number
  /** Technical name (Ubuntu24.04x64, or the TechName given when it was made). */
  Name: string
  DisplayName: string
  /** Location key (as in every DCLocation field). */
  DCLocation: string
  /** Linux, Windows or Bsd (C1 `Models/Image.cs`). */
  Family: string
  IsAvailableISP: boolean
  /** Made by the customer from a server; public templates are false. */
  own: boolean
  /** Own images: New while being made, Active, Deleting. */
  State: string
  ServerID: number | null
  DateCreate: DateTime | null
  /** The smallest disk a server built from it may have, GB (C4 `OS_data`). */
  Hdd: number
}

/** What every customer has whatever the domains: the token, the account, the locations, the id sequence. */
export interface CustomerBase {
  token: string
  account: Account
  locations: DcLocation[]
  /** One id sequence for every kind, so an id used for the wrong kind of resource is a 404. */
  nextId(): number
  /** Seeded per customer: passwords, keys and generated data repeat run after run. */
  random: () => number
}

/** One customer: the base and each domain's own part (its type beside the domain's state, in state/<domain>.ts). */
export type CustomerState = CustomerBase &
  ServersState &
  NetworksState &
  DnsState &
  SslState &
  StorageState &
  SshKeysState &
  ImagesState
