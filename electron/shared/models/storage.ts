import type {} from './session'
import type { SecretName } from './secrets'
import type { Task } from './tasks'

/** The Swift (OpenStack object storage) API: wire SwiftApiConnection, the seed's NativeApiConnection. */
export interface SwiftConnection {
  endpoint: string
  tenantId: string
  accessKey: string
  password: string
}

/** The S3-compatible API: wire S3Connection, the seed's CompatApiConnection. */
export interface S3Connection {
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
  swift: SwiftConnection | null
  s3: S3Connection | null
  ftp: FtpConnection | null
}

/** A secret of a storage account (its login's password, or a connection's), by the name Show or Copy gives it. */
export function storageSecret(
  login: { password: string | null; connection: ConnectionData } | null,
  name: SecretName,
): string | null {
  const connection = login?.connection
  const secrets: Partial<Record<SecretName, string | null | undefined>> = {
    password: login?.password,
    'swift.password': connection?.swift?.password,
    's3.secretKey': connection?.s3?.secretKey,
    'ftp.password': connection?.ftp?.password,
  }
  return secrets[name] ?? null
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
  /** Only in the answer that created the user or reset the password, or when the service keeps it readable. */
  password: string | null
  state: string
  connection: ConnectionData
  tasks: Task[]
}

// This domain's sections of the snapshot (session.ts).
declare module './session' {
  interface AccountSnapshot {
    /** null = object storage is not activated. */
    storage?: Storage | null
    storageUsers?: StorageUser[]
  }
}
