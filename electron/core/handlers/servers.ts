import type { Handlers } from '../dispatch'
import { actionNeedsNetwork, type serverChannels } from '../../shared/channels/servers'
import { describeTask } from '../../shared/channels/tasks'
import type { ResourceContext } from './resource-context'


export function buildServerHandlers(ctx: ResourceContext): Pick<Handlers, keyof typeof serverChannels> {
  return {
    'servers:actions': ({ serverId }) => ctx.read((api) => api.servers.listActions(serverId)),

    'servers:runAction': (request) => {
      const { serverId, type } = request
      // Connecting or disconnecting changes what the networks list as linked servers, too.
      const sections = actionNeedsNetwork(type) ? (['servers', 'privateNetworks', 'publicNetworks'] as const) : (['servers'] as const)
      return ctx.mutate(sections, async (api, accountId, known) => {
        const name = known?.servers?.find((s) => s.id === serverId)?.name ?? `server ${serverId}`
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

    'servers:deleteBatch': ({ ids }) =>
      ctx.mutate(['servers', 'privateNetworks', 'publicNetworks'], (api) => api.servers.deleteBatch(ids)),
  }
}
