import type { Handlers } from '../dispatch'
import type { networkChannels } from '../../shared/channels/networks'
import { replacing } from '../session/answers'
import type { HandlerContext } from './handler-context'

export function buildNetworkHandlers({
  resources: ctx,
}: Pick<HandlerContext, 'resources'>): Pick<Handlers, keyof typeof networkChannels> {
  return {
    'networks:create': (input) => ctx.mutate(['privateNetworks'], (api) => api.networks.create(input)),

    // The servers' links carry the network's name too.
    'networks:rename': (input) =>
      ctx.mutate(
        ['privateNetworks', 'servers'],
        (api) => api.networks.rename(input),
        (network) => replacing('privateNetworks', network),
      ),

    // Refused (with the service's Message) while servers are connected: the form offers to disconnect them first.
    'networks:delete': ({ id }) => ctx.mutate(['privateNetworks', 'servers'], (api) => api.networks.remove(id)),

    'networks:createPublic': (input) => ctx.mutate(['publicNetworks'], (api) => api.networks.createPublic(input)),

    'networks:updatePublic': (input) =>
      ctx.mutate(
        ['publicNetworks', 'servers'],
        // The service takes Name and Bandwidth together: what the form left alone is sent as the snapshot knows it.
        (api, _accountId, known) =>
          api.networks.updatePublic(
            input,
            known?.publicNetworks?.find((n) => n.id === input.id),
          ),
        (network) => replacing('publicNetworks', network),
      ),

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

declare module './handler-context' {
  interface HandlerSlices {
    networks: typeof buildNetworkHandlers
  }
}
