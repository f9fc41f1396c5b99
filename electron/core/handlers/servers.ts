import type { Handlers } from '../dispatch'
import { actionNeedsNetwork, type serverChannels } from '../../shared/channels/servers'
import { describeTask } from '../../shared/channels/tasks'
import type { ResourceContext } from './resource-context'
import { followServer } from './server-tasks'

const withNetworks = ['servers', 'privateNetworks', 'publicNetworks'] as const

export function buildServerHandlers(ctx: ResourceContext): Pick<Handlers, keyof typeof serverChannels> {
  const nameOf = (known: { servers?: { id: number; name: string }[] } | null, id: number) =>
    known?.servers?.find((s) => s.id === id)?.name ?? `server ${id}`

  /** An action the service answered for a server (resize, rebuild): followed through the server's action list. */
  const followAction = (
    accountId: string,
    serverId: number,
    name: string,
    action: { id: number; type: string } & Parameters<ResourceContext['tasks']['track']>[0]['task'],
    verb: string,
  ) =>
    ctx.tasks.track({
      accountId,
      task: action,
      source: { kind: 'serverAction', serverId },
      title: `${verb} of ${name}`,
      subject: name,
      resource: { kind: 'server', id: serverId },
    })

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
          throw {
            kind: 'invalidInput',
            field: 'hdd',
            message: `The disk cannot be made smaller: at least ${current.hdd} GB`,
          }
        }
        const action = await api.servers.resize(request)
        followAction(
          accountId,
          request.serverId,
          nameOf(known, request.serverId),
          { ...action, type: action.type || 'ChangeConfiguration' },
          'Resize',
        )
        return action
      }),

    'servers:rebuild': (request) =>
      ctx.mutate(['servers'], async (api, accountId, known) => {
        const action = await api.servers.rebuild(request)
        followAction(
          accountId,
          request.serverId,
          nameOf(known, request.serverId),
          { ...action, type: action.type || 'Rebuild' },
          'Rebuild',
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

    'servers:actions': ({ serverId }) => ctx.read((api) => api.servers.listActions(serverId)),

    'servers:runAction': (request) => {
      const { serverId, type } = request
      // Connecting or disconnecting changes what the networks list as linked servers, too.
      const sections = actionNeedsNetwork(type) ? withNetworks : (['servers'] as const)
      return ctx.mutate(sections, async (api, accountId, known) => {
        const name = nameOf(known, serverId)
        const action = await api.servers.runAction(request)
        ctx.tasks.track({
          accountId,
          task: action,
          source: { kind: 'serverAction', serverId },
          title: describeTask('en', { type, name, title: `${type} of ${name}` }),
          subject: name,
          resource: { kind: 'server', id: serverId },
        })
        return action
      })
    },

    'servers:deleteBatch': ({ ids }) => ctx.mutate(withNetworks, (api) => api.servers.deleteBatch(ids)),
  }
}
