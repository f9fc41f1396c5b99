import type { ChangeStoragePasswordRequest, CreateStorageUserRequest } from '../../../shared/channels/storage'
import type { Storage, StorageUser } from '../../../shared/models'
import { NO_ANSWER, endpoint } from '../endpoint'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
import { wireStorage, wireStorageUser, wireStorageUserList } from '../wire/storage'

const ep = {
  activate: endpoint({ method: 'POST', path: '/storage', action: 'activate object storage', answer: wireStorage }),
  get: endpoint({ method: 'GET', path: '/storage', action: 'load object storage', answer: wireStorage }),
  deactivate: endpoint({ method: 'DELETE', path: '/storage', action: 'deactivate object storage', answer: NO_ANSWER }),
  listUsers: endpoint({
    method: 'GET',
    path: '/storage/users',
    action: 'load storage users',
    answer: wireStorageUserList,
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/storage/users/{id}',
    action: 'load the storage user',
    answer: wireStorageUser,
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/storage/users',
    action: 'create the storage user',
    answer: wireStorageUser,
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/storage/users/{id}',
    action: 'delete the storage user',
    answer: NO_ANSWER,
  }),
  blockUser: endpoint({
    method: 'POST',
    path: '/storage/users/{id}/block',
    action: 'block the storage user',
    answer: wireStorageUser,
  }),
  unblockUser: endpoint({
    method: 'POST',
    path: '/storage/users/{id}/unblock',
    action: 'unblock the storage user',
    answer: wireStorageUser,
  }),
  changeUserPassword: endpoint({
    method: 'POST',
    path: '/storage/users/{id}/change-password',
    action: 'change the storage user’s password',
    answer: wireStorageUser,
  }),
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
