import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { invalidField } from '../errors'
import { DEFAULT_LOCATION } from '../state/locations'
import { addPrivateNetwork } from '../state/networks'
import type { PrivateNetwork } from '../state/types'
import { nonEmptyText } from '../validation/fields'

const networkBody = z.object({
  Name: nonEmptyText(64),
  IsDHCP: z.boolean().optional(),
  DCLocation: z.string().trim().min(1).optional(),
})

/** The list form says ID and has no CIDR. */
function listView({ CIDR: _cidr, ID, ...rest }: PrivateNetwork) {
  return { ID, ...rest }
}

/** The create form says Id, shows CIDR, and reports FromPool while the network is being built. */
function createView({ ID, ...rest }: PrivateNetwork) {
  return { Id: ID, ...rest, State: rest.State === 'New' ? 'FromPool' : rest.State }
}

export function registerNetworkRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/network', async (request) => [...customerOf(request).networks.values()].map(listView))

  api.post('/network', async (request) => {
    const customer = customerOf(request)
    const body = parseBody(networkBody, request.body)
    const DCLocation = body.DCLocation ?? DEFAULT_LOCATION
    if (!customer.locations.some((l) => l.TechTitle === DCLocation)) {
      throw invalidField('DCLocation', `unknown location '${DCLocation}'; use a TechTitle from GET /dcLocation`)
    }
    // Without funds the order waits for payment and is never built.
    const unpaid = customer.account.Balance < 0
    const network = addPrivateNetwork(customer, {
      Name: body.Name,
      IsDHCP: body.IsDHCP ?? false,
      DCLocation,
      State: unpaid ? 'NeedMoney' : 'New',
    })
    if (!unpaid) {
      ctx.tasks.after(2, () => {
        network.State = 'Active'
      })
    }
    return createView(network)
  })
}
