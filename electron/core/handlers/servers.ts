import type { CloudApi } from '../api'
import type { Handlers } from '../dispatch'
import { actionNeedsNetwork, type serverChannels } from '../../shared/channels/servers'
import { isConnectivityError } from '../session/snapshot-loader'
import type { ResourceContext } from './resource-context'


/**
 * The server's name for task titles; a server we cannot read is still named by its id. An unreachable API
 * stops here: the action could not be sent either.
 */
async function serverName(api: CloudApi, serverId: number): Promise<string> {
  try {
    return (await api.servers.get(serverId)).name
  } catch (error) {
    if (isConnectivityError(error)) throw error
    return `server ${serverId}`
  }
}

export function buildServerHandlers(ctx: ResourceContext): Pick<Handlers, keyof typeof serverChannels> {
  return {
    'servers:actions': ({ serverId }) => ctx.read((api) => api.servers.listActions(serverId)),

    'servers:runAction': (request) => {
      const { serverId, type } = request
      // Connecting or disconnecting changes what the networks list as linked servers, too.
      const sections = actionNeedsNetwork(type) ? (['servers', 'privateNetworks', 'publicNetworks'] as const) : (['servers'] as const)
      return ctx.mutate(sections, async (api, accountId) => {
        const name = await serverName(api, serverId)
        const action = await api.servers.runAction(request)
        ctx.tasks.track({
          accountId,
          task: action,
          source: { kind: 'serverAction', serverId },
          title: `${type} of ${name}`,
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
