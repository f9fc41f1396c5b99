import type { Handlers } from '../dispatch'
import { BackendError } from '../errors'
import { actionNeedsNetwork, type serverChannels } from '../../shared/channels/servers'
import { describeTask } from '../../shared/channels/tasks'
import type { ResourceContext } from './resource-context'
import { followServer, followServerAction } from './server-tasks'
import type { HandlerContext } from './handler-context'

const withNetworks = ['servers', 'privateNetworks', 'publicNetworks'] as const

/** The name the snapshot knows a server by, for task titles (no look-up stands before a write). */
function nameOf(known: { servers?: { id: number; name: string }[] } | null, id: number): string {
  return known?.servers?.find((s) => s.id === id)?.name ?? `server ${id}`
}

export function buildServerHandlers({
  resources: ctx,
}: Pick<HandlerContext, 'resources'>): Pick<Handlers, keyof typeof serverChannels> {
  return {
    ...buildServerChanges(ctx),
    'servers:actions': ({ serverId }) => ctx.read((api) => api.servers.listActions(serverId)),
  }
}

/** What changes servers: each change followed as a task (the server's state, or its action list). */
function buildServerChanges(
  ctx: ResourceContext,
): Omit<Pick<Handlers, keyof typeof serverChannels>, 'servers:actions'> {
  return {
    'servers:create': (request) =>
      ctx.mutate(withNetworks, async (api, accountId) => {
        const server = await api.servers.create(request)
        // Shown at once as being built, and followed until Active.
        followServer(ctx.tasks, accountId, server, 'Create')
        return server
      }),

    'servers:resize': (request) =>
      ctx.mutate(['servers'], async (api, accountId, known) => {
        const current = known?.servers?.find((s) => s.id === request.serverId)
        if (current?.hdd && request.hdd < current.hdd) {
          throw new BackendError({
            kind: 'invalidInput',
            field: 'hdd',
            message: `The disk cannot be made smaller: at least ${current.hdd} GB`,
          })
        }
        const action = await api.servers.resize(request)
        const name = nameOf(known, request.serverId)
        const task = { ...action, type: action.type || 'ChangeConfiguration' }
        followServerAction(ctx.tasks, { accountId, serverId: request.serverId, name, title: `Resize of ${name}` }, task)
        return action
      }),

    'servers:rebuild': (request) =>
      ctx.mutate(['servers'], async (api, accountId, known) => {
        const action = await api.servers.rebuild(request)
        // No Rebuild in the server's action list: the re-read of the servers shows what became of it.
        if (action === null) return null
        const name = nameOf(known, request.serverId)
        const task = { ...action, type: action.type || 'Rebuild' }
        followServerAction(
          ctx.tasks,
          { accountId, serverId: request.serverId, name, title: `Rebuild of ${name}` },
          task,
        )
        return action
      }),

    'servers:clone': (request) =>
      ctx.mutate(withNetworks, async (api, accountId) => {
        const copy = await api.servers.clone(request)
        followServer(ctx.tasks, accountId, copy, 'Copy')
        return copy
      }),

    'servers:delete': ({ serverId }) =>
      ctx.mutate(withNetworks, async (api, accountId, known) => {
        await api.servers.remove(serverId)
        followServer(ctx.tasks, accountId, { id: serverId, name: nameOf(known, serverId), state: 'Deleting' }, 'Delete')
        return null
      }),

    'servers:runAction': (request) => {
      const { serverId, type } = request
      // Connecting or disconnecting changes what the networks list as linked servers, too.
      const sections = actionNeedsNetwork(type) ? withNetworks : (['servers'] as const)
      return ctx.mutate(sections, async (api, accountId, known) => {
        const name = nameOf(known, serverId)
        const action = await api.servers.runAction(request)
        const title = describeTask('en', { type, name, title: `${type} of ${name}` })
        followServerAction(ctx.tasks, { accountId, serverId, name, title }, action)
        return action
      })
    },

    'servers:deleteBatch': ({ ids }) => ctx.mutate(withNetworks, (api) => api.servers.deleteBatch(ids)),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    servers: typeof buildServerHandlers
  }
}
