import type { DateTime } from './types'

/** Object storage: the connection objects carry the seed's names; dialects/storage.ts renames them for the real dialect. */

export interface NativeApiConnection {
  Endpoint: string
  TenantId: string
  AccessKey: string
  Password: string
}

export interface CompatApiConnection {
  Endpoint: string
  AccessKey: string
  SecretKey: string
}

export interface FtpConnection {
  HostName: string
  Login: string
  Password: string
}

export interface StorageTask {
  Id: number
  ProgressPercent: number
  /** StorageUserBlock, StorageUserUnblock. */
  Type: string
  /** New, InProgress, Completed. */
  State: string
  StartDate: DateTime
}

export interface StorageAccount {
  Id: number
  ExternalId: string
  Name: string
  Password: string
  NativeApiConnection: NativeApiConnection
  CompatApiConnection: CompatApiConnection
  FtpConnection: FtpConnection
  /** Active, Blocked. */
  State: string
  /** false: the real dialect shows the password only in the answer that set it (PersistPassword false). */
  passwordKept?: boolean
}

export interface StorageUser extends StorageAccount {
  Tasks: StorageTask[]
}

export interface Storage {
  Id: number
  ExternalId: string
  Name: string
  QuotaBytes: number | null
  /** Activating, Activated, Blocked, Deactivating. */
  State: string
  Owner: StorageAccount
  Tasks: StorageTask[]
}
