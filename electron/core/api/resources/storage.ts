import type { ChangeStoragePasswordRequest, CreateStorageUserRequest } from '../../../shared/channels/storage'
import type { Storage, StorageUser } from '../../../shared/models/storage'
import { NO_ANSWER, route } from '../endpoint'
import { perSend } from '../resource-slices'
import type { Send } from '../transport'
import type { ReadList } from '../wire/lists'
import { wireStorage, wireStorageUser, wireStorageUserList } from '../wire/storage'

const ep = {
  activate: route('POST', '/storage', 'activate object storage', wireStorage),
  get: route('GET', '/storage', 'load object storage', wireStorage),
  deactivate: route('DELETE', '/storage', 'deactivate object storage', NO_ANSWER),
  listUsers: route('GET', '/storage/users', 'load storage users', wireStorageUserList),
  getUser: route('GET', '/storage/users/{id}', 'load the storage user', wireStorageUser),
  createUser: route('POST', '/storage/users', 'create the storage user', wireStorageUser),
  deleteUser: route('DELETE', '/storage/users/{id}', 'delete the storage user', NO_ANSWER),
  blockUser: route('POST', '/storage/users/{id}/block', 'block the storage user', wireStorageUser),
  unblockUser: route('POST', '/storage/users/{id}/unblock', 'unblock the storage user', wireStorageUser),
  changeUserPassword: route(
    'POST',
    '/storage/users/{id}/change-password',
    'change the storage user’s password',
    wireStorageUser,
  ),
}

export function createStorageApi(send: Send) {
  return {
    // Body-less storage POSTs send Content-Length: 0 (seed, Authentication 2).
    activate: async (): Promise<Storage> => send(ep.activate, { emptyBody: true }),
    get: async (): Promise<Storage> => send(ep.get),
    deactivate: async (): Promise<void> => send(ep.deactivate),
    listUsers: async (): Promise<ReadList<StorageUser>> => send(ep.listUsers),
    getUser: async (id: number): Promise<StorageUser> => send(ep.getUser, { params: { id } }),
    createUser: async (request: CreateStorageUserRequest): Promise<StorageUser> =>
      send(ep.createUser, { body: { UserName: request.userName, PersistPassword: request.keepPassword } }),
    deleteUser: async (id: number): Promise<void> => send(ep.deleteUser, { params: { id } }),
    blockUser: async (id: number): Promise<StorageUser> => send(ep.blockUser, { params: { id }, emptyBody: true }),
    unblockUser: async (id: number): Promise<StorageUser> => send(ep.unblockUser, { params: { id }, emptyBody: true }),
    /** The service generates the new password and answers it once. */
    changeUserPassword: async (request: ChangeStoragePasswordRequest): Promise<StorageUser> =>
      send(ep.changeUserPassword, { params: { id: request.userId }, body: { PersistPassword: request.keepPassword } }),
  }
}

/** The client's `storage` member. */
export const storageResources = { storage: perSend(createStorageApi) }

declare module '../resource-slices' {
  interface ResourceSlices {
    storage: typeof storageResources
  }
}
