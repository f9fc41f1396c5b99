import type { ChangeStoragePasswordInput, CreateStorageUserInput, Storage, StorageUser } from '../../../shared/models'
import { NO_ANSWER, contextOf, endpoint } from '../endpoint'
import { optionalText, requireId, requireText } from '../requests/validate'
import type { Send } from '../transport'
import { wireStorage, wireStorageUser, wireStorageUserList } from '../wire/storage'

const ep = {
  activate: endpoint({ method: 'POST', path: '/storage', action: 'activate object storage', answer: wireStorage }),
  get: endpoint({ method: 'GET', path: '/storage', action: 'load object storage', answer: wireStorage }),
  deactivate: endpoint({ method: 'DELETE', path: '/storage', action: 'deactivate object storage', answer: NO_ANSWER }),
  listUsers: endpoint({ method: 'GET', path: '/storage/users', action: 'load storage users', answer: wireStorageUserList }),
  getUser: endpoint({ method: 'GET', path: '/storage/users/{id}', action: 'load the storage user', answer: wireStorageUser }),
  createUser: endpoint({ method: 'POST', path: '/storage/users', action: 'create the storage user', answer: wireStorageUser }),
  deleteUser: endpoint({ method: 'DELETE', path: '/storage/users/{id}', action: 'delete the storage user', answer: NO_ANSWER }),
  blockUser: endpoint({ method: 'POST', path: '/storage/users/{id}/block', action: 'block the storage user', answer: wireStorageUser }),
  unblockUser: endpoint({ method: 'POST', path: '/storage/users/{id}/unblock', action: 'unblock the storage user', answer: wireStorageUser }),
  changeUserPassword: endpoint({
    method: 'POST',
    path: '/storage/users/{id}/change-password',
    action: 'change the storage user’s password',
    answer: wireStorageUser,
  }),
}

export function createStorageApi(send: Send) {
  const userId = (e: keyof typeof ep, id: unknown) => ({ id: requireId(contextOf(ep[e]), 'id', id) })
  return {
    // Body-less storage POSTs send Content-Length: 0 (seed, Authentication 2).
    activate: async (): Promise<Storage> => send(ep.activate, { emptyBody: true }),
    get: async (): Promise<Storage> => send(ep.get),
    deactivate: async (): Promise<void> => send(ep.deactivate),
    listUsers: async (): Promise<StorageUser[]> => send(ep.listUsers),
    getUser: async (id: number): Promise<StorageUser> => send(ep.getUser, { params: userId('getUser', id) }),
    async createUser(input: CreateStorageUserInput): Promise<StorageUser> {
      const ctx = contextOf(ep.createUser)
      const password = optionalText(ctx, 'password', input.password)
      const body = { UserName: requireText(ctx, 'userName', input.userName), ...(password !== undefined && { PersistPassword: password }) }
      return send(ep.createUser, { body })
    },
    deleteUser: async (id: number): Promise<void> => send(ep.deleteUser, { params: userId('deleteUser', id) }),
    blockUser: async (id: number): Promise<StorageUser> => send(ep.blockUser, { params: userId('blockUser', id), emptyBody: true }),
    unblockUser: async (id: number): Promise<StorageUser> => send(ep.unblockUser, { params: userId('unblockUser', id), emptyBody: true }),
    async changeUserPassword(id: number, input: ChangeStoragePasswordInput = {}): Promise<StorageUser> {
      const params = userId('changeUserPassword', id)
      const password = optionalText(contextOf(ep.changeUserPassword), 'password', input.password)
      // No password = let the server generate one; the body is then an empty object.
      return send(ep.changeUserPassword, { params, body: password !== undefined ? { PersistPassword: password } : {} })
    },
  }
}
