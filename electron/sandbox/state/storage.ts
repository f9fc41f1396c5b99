import { formatDate } from '../dates'
import { randomHex, randomString } from '../random'
import type { Storage, StorageAccount, StorageTask, StorageUser } from './storage-types'
import type { IdSource, RandomSource } from './types'

/** A customer's object storage (null until activated) and its users, by id. */
export interface StorageState {
  storage: Storage | null
  storageUsers: Map<number, StorageUser>
}

export const initialStorageState = (): StorageState => ({ storage: null, storageUsers: new Map() })

const STORAGE_HOST = 'storage.example.net'

export function generatePassword(customer: RandomSource): string {
  return randomString(customer.random, 16)
}

/** Login plus the three sets of connection data, all derived from the same secrets the way the back end does. */
function makeAccount(
  customer: IdSource & RandomSource,
  Name: string,
  tenant: string,
  password: string,
): StorageAccount {
  const ExternalId = randomHex(customer.random, 32)
  return {
    Id: customer.nextId(),
    ExternalId,
    Name,
    Password: password,
    NativeApiConnection: {
      Endpoint: `https://native.${STORAGE_HOST}/v1/AUTH_${tenant}`,
      TenantId: tenant,
      AccessKey: `${tenant}:${Name}`,
      Password: password,
    },
    CompatApiConnection: {
      Endpoint: `https://compat.${STORAGE_HOST}`,
      AccessKey: randomString(customer.random, 20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
      SecretKey: randomString(customer.random, 40),
    },
    FtpConnection: { HostName: `ftp.${STORAGE_HOST}`, Login: `${tenant}_${Name}`, Password: password },
    State: 'Active',
  }
}

export function createStorage(customer: IdSource & RandomSource & StorageState, State: string): Storage {
  const tenant = randomHex(customer.random, 32)
  const Id = customer.nextId()
  const storage: Storage = {
    Id,
    ExternalId: tenant,
    Name: String(Id),
    QuotaBytes: null,
    State,
    Owner: makeAccount(customer, `admin${Id}`, tenant, generatePassword(customer)),
    Tasks: [],
  }
  customer.storage = storage
  return storage
}

export function addStorageUser(
  customer: IdSource & RandomSource & StorageState,
  storage: Storage,
  name: string,
  password?: string,
): StorageUser {
  const user: StorageUser = {
    ...makeAccount(customer, name, storage.ExternalId, password ?? generatePassword(customer)),
    Tasks: [],
  }
  customer.storageUsers.set(user.Id, user)
  return user
}

export function setStoragePassword(account: StorageAccount, password: string): void {
  account.Password = password
  account.NativeApiConnection.Password = password
  account.FtpConnection.Password = password
}

export function newStorageTask(customer: IdSource, Type: string, now: number): StorageTask {
  return { Id: customer.nextId(), ProgressPercent: 0, Type, State: 'New', StartDate: formatDate(now) }
}

declare module './types' {
  interface CustomerParts {
    storage: StorageState
  }
}
