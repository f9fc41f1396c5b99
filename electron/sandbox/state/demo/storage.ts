import { addStorageUser, createStorage, type StorageState } from '../storage'
import type { IdSource, RandomSource } from '../types'

/** Activated storage with a user for backups and one for media. */
export function fillDemoStorage(customer: IdSource & RandomSource & StorageState): void {
  const storage = createStorage(customer, 'Activated')
  addStorageUser(customer, storage, 'backup')
  addStorageUser(customer, storage, 'media')
}
