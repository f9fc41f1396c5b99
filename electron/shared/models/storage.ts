import type { Task } from './tasks'

export interface NativeApiConnection {
  endpoint: string
  tenantId: string
  accessKey: string
  password: string
}

export interface CompatApiConnection {
  endpoint: string
  accessKey: string
  secretKey: string
}

export interface FtpConnection {
  hostName: string
  login: string
  password: string
}

/** Connection data of a storage account; a protocol the server omitted is null. */
export interface ConnectionData {
  nativeApi: NativeApiConnection | null
  compatApi: CompatApiConnection | null
  ftp: FtpConnection | null
}

export interface StorageOwner {
  id: number
  externalId: string | null
  /** Login of the administrator. */
  name: string
  password: string | null
  state: string | null
  connection: ConnectionData
}

export const STORAGE_STATES = ['Activating', 'Activated', 'Blocked', 'Deactivating'] as const

export interface Storage {
  id: number
  externalId: string | null
  name: string
  /** null = no limit. */
  quotaBytes: number | null
  /** Activating, Activated, Blocked (negative balance), Deactivating. */
  state: string
  owner: StorageOwner | null
  tasks: Task[]
}

export interface StorageUser {
  id: number
  externalId: string | null
  /** Login of the user. */
  name: string
  password: string | null
  state: string
  connection: ConnectionData
  tasks: Task[]
}

