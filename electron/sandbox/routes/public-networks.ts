import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import { publicNetworkView } from '../dialects/networks'
import { unlinkAllFrom } from '../state/servers'
import type { PublicNetworkTask } from '../state/types'
import { idParam, mustFind } from './params'
import { z } from 'zod'
import { parseBody } from '../body'
import { locationIn } from '../dialects/locations'
import { ApiError, invalidField } from '../errors'
import { DEFAULT_LOCATION } from '../state/locations'
import { addPublicNetwork } from '../state/networks'
import type { CustomerState } from '../state/types'
import { nonEmptyText } from '../validation/fields'

/** Addresses a public network may hold (NetworkCapacity), the block sizes the simulator hands out. */
export const PUBLIC_CAPACITIES = [4, 8, 16, 32] as const

const bandwidth = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\s*\d+\s*$/)
        .transform(Number),
    ],
    { error: 'must be a number of Mbit/s from 10 to 1000 in steps of 10' },
  )
  .refine((n) => Number.isInteger(n) && n >= 10 && n <= 1000 && n % 10 === 0, {
    error: 'must be a number of Mbit/s from 10 to 1000 in steps of 10',
  })

const publicNetworkBody = z.looseObject({
  Name: nonEmptyText(64),
  NetworkCapacity: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+\s*$/)
          .transform(Number),
      ],
      { error: `must be one of ${PUBLIC_CAPACITIES.join(', ')}` },
    )
    .refine((n) => (PUBLIC_CAPACITIES as readonly number[]).includes(n), {
      error: `must be one of ${PUBLIC_CAPACITIES.join(', ')}`,
    }),
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

export function registerPublicNetworkRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/publicnetwork', async (request) => {
    const customer = customerOf(request)
    return [...customer.publicNetworks.values()].map((n) => publicNetworkView(customer, n, ctx.dialect))
  })

  api.get('/publicnetwork/:id', async (request) => {
    const customer = customerOf(request)
    return publicNetworkView(
      customer,
      mustFind(customer.publicNetworks, idParam(request), 'Public network'),
      ctx.dialect,
    )
  })

  api.post('/publicnetwork', async (request) => {
    const customer = customerOf(request)
    const body = parseBody(publicNetworkBody, request.body)
    const DCLocation =
      body.DCLocation === undefined ? DEFAULT_LOCATION : locationIn(customer, body.DCLocation, ctx.dialect)
    if (DCLocation === undefined) {
      throw invalidField('DCLocation', `unknown location '${body.DCLocation}'; use a TechTitle from GET /dcLocation`)
    }
    const unpaid = customer.account.Balance < 0
    const network = addPublicNetwork(customer, {
      Name: body.Name,
      CIDR: nextPublicCidr(customer, body.NetworkCapacity),
      DCLocation,
      Bandwidth: body.Bandwidth,
      State: unpaid ? 'NeedMoney' : 'New',
    })
    if (!unpaid) ctx.tasks.after(2, () => void (network.State = 'Active'))
    return publicNetworkView(customer, network, ctx.dialect)
  })

  api.put('/publicnetwork/:id', async (request) => {
    const customer = customerOf(request)
    const network = mustFind(customer.publicNetworks, idParam(request), 'Public network')
    const body = parseBody(
      z.looseObject({ Name: nonEmptyText(64).optional(), Bandwidth: bandwidth.optional() }),
      request.body,
    )
    if (body.Name === undefined && body.Bandwidth === undefined)
      throw invalidField('Name', 'is required (or Bandwidth)')
    if (network.State === 'Deleting') throw new ApiError(400, 'The public network is being deleted')
    if (body.Name !== undefined) network.Name = body.Name
    if (body.Bandwidth !== undefined) network.Bandwidth = body.Bandwidth
    for (const server of customer.servers.values()) {
      for (const link of server.LinkedNetworks) {
        if (link.NetworkID !== network.ID) continue
        link.NetworkName = network.Name
        link.Bandwidth = network.Bandwidth
      }
    }
    return publicNetworkView(customer, network, ctx.dialect)
  })

  api.delete('/publicnetwork/:id', async (request) => {
    const customer = customerOf(request)
    const network = mustFind(customer.publicNetworks, idParam(request), 'Public network')
    // A repeated DELETE while the first one runs answers the running task instead of starting another.
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
  })
}
