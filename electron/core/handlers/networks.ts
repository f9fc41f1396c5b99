import type { Handlers } from '../dispatch'
import type { networkChannels } from '../../shared/channels/networks'
import type { ResourceContext } from './resource-context'


export function buildNetworkHandlers(ctx: ResourceContext): Pick<Handlers, keyof typeof networkChannels> {
  return {
    'networks:create': (input) => ctx.mutate(['privateNetworks'], (api) => api.networks.create(input)),

    'networks:deletePublic': ({ id }) =>
      ctx.mutate(['publicNetworks', 'servers'], async (api, accountId, known) => {
        // The task is titled with a name people know, from the snapshot: no look-up stands before the write.
        const network = known?.publicNetworks?.find((n) => n.id === id)
        const task = await api.networks.deletePublic(id)
        const name = network?.name ?? network?.cidr ?? `#${id}`
        ctx.tasks.track({
          accountId,
          task,
          source: { kind: 'publicNetworkDeletion', networkId: id },
          title: `Delete public network ${name}`,
          subject: name,
          resource: { kind: 'publicNetwork', id },
        })
        return task
      }),
  }
}
