import type { Handlers } from '../dispatch'
import type { storageChannels } from '../../shared/channels/storage'
import type { TrackRequest } from '../tasks/types'
import { activationTrackRequest, deactivationTrackRequest, userTrackRequest } from './storage-tasks'
import type { HandlerContext } from './handler-context'

const sections = ['storage', 'storageUsers'] as const

export function buildStorageHandlers({
  resources: ctx,
}: Pick<HandlerContext, 'resources'>): Pick<Handlers, keyof typeof storageChannels> {
  const track = (request: TrackRequest | null) => {
    if (request) ctx.tasks.track(request)
  }
  return {
    'storage:activate': () =>
      ctx.mutate(sections, async (api, accountId) => {
        const storage = await api.storage.activate()
        track(activationTrackRequest(accountId, storage))
        return storage
      }),
    'storage:deactivate': async () => {
      await ctx.mutate(sections, async (api, accountId) => {
        // The storage's id names the task; the DELETE itself answers nothing useful.
        const storage = await api.storage.get()
        await api.storage.deactivate()
        track(deactivationTrackRequest(accountId, storage))
      })
      return null
    },
    'storage:createUser': (request) => ctx.mutate(['storageUsers'], (api) => api.storage.createUser(request)),
    'storage:blockUser': ({ userId }) =>
      ctx.mutate(['storageUsers'], async (api, accountId) => {
        const user = await api.storage.blockUser(userId)
        track(userTrackRequest(accountId, user, 'Block'))
        return user
      }),
    'storage:unblockUser': ({ userId }) =>
      ctx.mutate(['storageUsers'], async (api, accountId) => {
        const user = await api.storage.unblockUser(userId)
        track(userTrackRequest(accountId, user, 'Unblock'))
        return user
      }),
    'storage:changePassword': (request) =>
      ctx.mutate(['storageUsers'], (api) => api.storage.changeUserPassword(request)),
    'storage:deleteUser': async ({ userId }) => {
      await ctx.mutate(['storageUsers'], (api) => api.storage.deleteUser(userId))
      return null
    },
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    storage: typeof buildStorageHandlers
  }
}
