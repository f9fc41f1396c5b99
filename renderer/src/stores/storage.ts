import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { Storage, StorageUser } from '@shared/models/storage'
import { call } from '../api/client'
import { useSessionStore } from './session'

/** Object storage and its users: lookups in the session snapshot and the changes the panes make. */
export const useStorageStore = defineStore('storage', () => {
  const session = useSessionStore()
  /** undefined = the account's API does not offer storage; null = not activated. */
  const storage = computed<Storage | null | undefined>(() => session.snapshot?.storage)
  const users = computed<StorageUser[]>(() => session.snapshot?.storageUsers ?? [])

  function user(id: number | string): StorageUser | undefined {
    return users.value.find((u) => String(u.id) === String(id))
  }

  return {
    storage,
    users,
    user,
    activate: () => call('storage:activate'),
    deactivate: () => call('storage:deactivate'),
    createUser: (userName: string, keepPassword: boolean) => call('storage:createUser', { userName, keepPassword }),
    blockUser: (userId: number) => call('storage:blockUser', { userId }),
    unblockUser: (userId: number) => call('storage:unblockUser', { userId }),
    changePassword: (userId: number, keepPassword: boolean) => call('storage:changePassword', { userId, keepPassword }),
    deleteUser: (userId: number) => call('storage:deleteUser', { userId }),
  }
})
