import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { emptyWhenReal } from '../dialects/empty-answers'
import { privateNetworkCreateView, privateNetworkListView } from '../dialects/networks'
import { ApiError } from '../errors'
import { addPrivateNetwork } from '../state/networks'
import { linksTo } from '../state/servers'
import { nonEmptyText } from '../validation/fields'
import { buildWhenPaid, orderLocation, orderState } from './orders'
import { registerReads } from './reads'

const networkBody = z.object({
  Name: nonEmptyText(64),
  IsDHCP: z.boolean().optional(),
  DCLocation: z.string().trim().min(1).optional(),
})

export function registerNetworkRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const networkOf = registerReads(api, ctx, {
    path: '/network',
    what: 'Network',
    items: (customer) => customer.networks,
    view: privateNetworkListView,
  })

  api.post('/network', async (request) => {
    const customer = customerOf(request)
    const body = parseBody(networkBody, request.body)
    const network = addPrivateNetwork(customer, {
      Name: body.Name,
      IsDHCP: body.IsDHCP ?? false,
      DCLocation: orderLocation(customer, body.DCLocation, ctx.dialect),
      State: orderState(customer),
    })
    buildWhenPaid(ctx, network)
    return privateNetworkCreateView(customer, network, ctx.dialect)
  })

  api.put('/network/:id', async (request, reply) => {
    const { customer, item: network } = networkOf(request)
    const body = parseBody(z.looseObject({ Name: nonEmptyText(64) }), request.body)
    network.Name = body.Name
    // The servers' side of the links carries the network's name too.
    for (const link of linksTo(customer, network.ID)) link.NetworkName = body.Name
    return emptyWhenReal(ctx.dialect, reply, privateNetworkListView(customer, network, ctx.dialect))
  })

  api.delete('/network/:id', async (request, reply) => {
    const { customer, item: network } = networkOf(request)
    if (network.LinkedServers.length > 0) {
      const ids = network.LinkedServers.map((l) => l.ServerID).join(', ')
      throw new ApiError(400, `${NETWORK_IN_USE}: disconnect the servers first (${ids})`)
    }
    customer.networks.delete(network.ID)
    return emptyWhenReal(ctx.dialect, reply, privateNetworkListView(customer, network, ctx.dialect))
  })
}

/** The start of the refusal to delete a network that servers are still connected to. */
export const NETWORK_IN_USE = 'The network has connected servers'
