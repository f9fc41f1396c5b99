import type { NetworkType } from './network-types'
import type { DateTime } from './types'

/** Servers and their actions, dialect-neutral (dialects/servers.ts renders them). */

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
