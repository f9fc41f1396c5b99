import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import type { Dialect } from '../dialect'
import { emptyWhenReal } from '../dialects/empty-answers'
import { publicNetworkView } from '../dialects/networks'
import { linksTo, unlinkAllFrom } from '../state/servers'
import type { PublicNetwork, PublicNetworkTask } from '../state/network-types'
import { registerReads } from './reads'
import { z } from 'zod'
import { parseBody } from '../body'
import { ApiError, invalidField } from '../errors'
import { addPublicNetwork } from '../state/networks'
import type { CustomerState } from '../state/types'
import { nonEmptyText } from '../validation/fields'
import { buildWhenPaid, orderLocation, orderState } from './orders'

/** Addresses a public network may hold (NetworkCapacity), the block sizes the simulator hands out. */
export const PUBLIC_CAPACITIES = [4, 8, 16, 32] as const

/** A number, or a string of digits; anything else (and a number `valid` refuses) is refused with `error`. */
const count = (valid: (n: number) => boolean, error: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+\s*$/)
          .transform(Number),
      ],
      { error },
    )
    .refine(valid, { error })

const bandwidth = count(
  (n) => Number.isInteger(n) && n >= 10 && n <= 1000 && n % 10 === 0,
  'must be a number of Mbit/s from 10 to 1000 in steps of 10',
)

const CAPACITY_ERROR = `must be one of ${PUBLIC_CAPACITIES.map((n) => `Network${32 - Math.log2(n)}`).join(', ')} (or ${PUBLIC_CAPACITIES.join(', ')} addresses)`

/** "Network29" as the service names a /29 block (C6, the provider's page), or the number of addresses. */
function capacityCount(value: unknown): unknown {
  const named = typeof value === 'string' ? /^\s*network(\d{1,2})\s*$/i.exec(value) : null
  return named ? 2 ** (32 - Number(named[1])) : value
}
const capacity = z.preprocess(
  capacityCount,
  count((n) => (PUBLIC_CAPACITIES as readonly number[]).includes(n), CAPACITY_ERROR),
)

const publicNetworkBody = z.looseObject({
  Name: nonEmptyText(64),
  NetworkCapacity: capacity,
  Bandwidth: bandwidth,
  DCLocation: z.string().trim().min(1).optional(),
})

/** The next free block of 198.51.100.0/24 (then 203.0.113.128/25) large enough for the capacity. */
function nextPublicCidr(customer: CustomerState, capacity: number): string {
  const prefix = 32 - Math.log2(capacity)
  const used = [...customer.publicNetworks.values()].map((n) => n.CIDR)
  for (const base of ['198.51.100', '203.0.113']) {
    for (let start = 0; start < 256; start += capacity) {
      const cidr = `${base}.${start}/${prefix}`
      const overlaps = used.some((u) => {
        const [b = '', p = '32'] = u.split('/')
        if (!b.startsWith(`${base}.`)) return false
        const s = Number(b.split('.')[3])
        const size = 2 ** (32 - Number(p))
        return s < start + capacity && start < s + size
      })
      if (!overlaps) return cidr
    }
  }
  throw new ApiError(400, 'No public addresses are left in this location')
}

function createPublicNetwork(customer: CustomerState, ctx: SandboxContext, rawBody: unknown) {
  const body = parseBody(publicNetworkBody, rawBody)
  const DCLocation = orderLocation(customer, body.DCLocation, ctx.dialect)
  const network = addPublicNetwork(customer, {
    Name: body.Name,
    CIDR: nextPublicCidr(customer, body.NetworkCapacity),
    DCLocation,
    Bandwidth: body.Bandwidth,
    State: orderState(customer),
  })
  buildWhenPaid(ctx, network)
  return network
}

/** Real: Name and Bandwidth together, as the provider's editpubnet page documents them; seed: either. */
const editBody = {
  real: z.looseObject({ Name: nonEmptyText(64), Bandwidth: bandwidth }),
  seed: z.looseObject({ Name: nonEmptyText(64).optional(), Bandwidth: bandwidth.optional() }),
}

/** A new name or bandwidth; the servers' side of the links carries both too. */
function editPublicNetwork(customer: CustomerState, network: PublicNetwork, rawBody: unknown, dialect: Dialect): void {
  const body = parseBody(editBody[dialect], rawBody)
  if (body.Name === undefined && body.Bandwidth === undefined) throw invalidField('Name', 'is required (or Bandwidth)')
  if (network.State === 'Deleting') throw new ApiError(400, 'The public network is being deleted')
  if (body.Name !== undefined) network.Name = body.Name
  if (body.Bandwidth !== undefined) network.Bandwidth = body.Bandwidth
  for (const link of linksTo(customer, network.ID)) {
    link.NetworkName = network.Name
    link.Bandwidth = network.Bandwidth
  }
}

/** Deletion is a task; a repeated DELETE while it runs answers the running task instead of starting another. */
function deletePublicNetwork(customer: CustomerState, ctx: SandboxContext, network: PublicNetwork): PublicNetworkTask {
  const running = customer.publicNetworkDeletions.get(network.ID)
  if (running) return running
  const task: PublicNetworkTask = {
    ProgressPercent: 0,
    Title: `Deleting public network ${network.CIDR}`,
    ID: customer.nextId(),
    Type: 'DeletePublicNetwork',
    State: 'New',
  }
  customer.publicNetworkDeletions.set(network.ID, task)
  network.State = 'Deleting'
  ctx.tasks.progress(task, 2, () => {
    unlinkAllFrom(customer, network.ID)
    customer.publicNetworks.delete(network.ID)
    customer.publicNetworkDeletions.delete(network.ID)
  })
  return task
}

export function registerPublicNetworkRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const networkOf = registerReads(api, ctx, {
    path: '/publicnetwork',
    what: 'Public network',
    items: (customer) => customer.publicNetworks,
    view: publicNetworkView,
  })

  api.post('/publicnetwork', async (request) => {
    const customer = customerOf(request)
    return publicNetworkView(customer, createPublicNetwork(customer, ctx, request.body), ctx.dialect)
  })

  api.put('/publicnetwork/:id', async (request, reply) => {
    const { customer, item: network } = networkOf(request)
    editPublicNetwork(customer, network, request.body, ctx.dialect)
    return emptyWhenReal(ctx.dialect, reply, publicNetworkView(customer, network, ctx.dialect))
  })

  api.delete('/publicnetwork/:id', async (request) => {
    const { customer, item: network } = networkOf(request)
    return deletePublicNetwork(customer, ctx, network)
  })
}
