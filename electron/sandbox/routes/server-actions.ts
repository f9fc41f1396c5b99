import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { SERVER_ACTION_TYPES } from '../../shared/models/servers'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import type { Dialect } from '../dialect'
import { formatDate } from '../dates'
import { actionNetworkId } from '../dialects/servers'
import { invalidField, notFound } from '../errors'
import { linkServer, unlinkServer } from '../state/servers'
import type { Server, ServerAction, ServerActionType } from '../state/server-types'
import type { CustomerState } from '../state/types'
import { idParam, mustFind } from './params'

// The app's list is the provider's: the sandbox takes the same action types the client sends.
const ACTION_TYPES = SERVER_ACTION_TYPES satisfies readonly ServerActionType[]

const bandwidth = z
  .number()
  .int()
  .refine((v) => v >= 10 && v <= 1000 && v % 10 === 0, { error: 'must be 10 to 1000 Mbit/s in steps of 10' })

const actionBody = z.object({
  Type: z.enum(ACTION_TYPES, { error: `must be one of ${ACTION_TYPES.join(', ')}` }),
  NetworkID: z.number().int().positive().nullable().optional(),
  NetworkLinkID: z.number().int().positive().optional(),
  // No public client shows the field that carries the new width (REAL-API.md: open); both names are understood.
  Bandwidth: bandwidth.optional(),
  NetworkBandwidth: bandwidth.optional(),
})
type ActionBody = z.output<typeof actionBody>

/** Refuses what the provider would refuse up front; returns the change to make when the task completes. */
function planAction(
  customer: CustomerState,
  server: Server,
  body: ActionBody,
  dialect: Dialect,
): (() => void) | undefined {
  switch (body.Type) {
    case 'PowerOn':
    case 'PowerReboot':
      return () => setPower(server, true)
    case 'PowerOff':
    case 'ShutDownGuestOS':
      return () => setPower(server, false)
    case 'AddNetwork':
    case 'RemoveNetwork':
      return planNetworkChange(customer, server, body.Type, actionNetworkId(body.NetworkID, dialect))
    case 'EditNetworkBandwidth': {
      const linkId = body.NetworkLinkID
      if (linkId === undefined) throw invalidField('NetworkLinkID', 'is required for EditNetworkBandwidth')
      if (!server.LinkedNetworks.some((l) => l.LinkID === linkId)) {
        throw invalidField('NetworkLinkID', `server ${server.ID} has no network link ${linkId}`)
      }
      const width = body.Bandwidth ?? body.NetworkBandwidth
      return () => {
        const link = server.LinkedNetworks.find((l) => l.LinkID === linkId)
        if (link && width !== undefined) link.Bandwidth = width
      }
    }
  }
}

/** Power is IsPowerOn alone; State stays what it was (Active), in both dialects. */
function setPower(server: Server, on: boolean): void {
  server.IsPowerOn = on
}

function planNetworkChange(
  customer: CustomerState,
  server: Server,
  type: 'AddNetwork' | 'RemoveNetwork',
  networkId: number | null | undefined,
): () => void {
  if (networkId === undefined)
    throw invalidField('NetworkID', `is required for ${type} (null for the shared public network)`)
  const linked = () => server.LinkedNetworks.find((l) => l.NetworkID === networkId)
  if (type === 'RemoveNetwork') {
    if (!linked())
      throw invalidField(
        'NetworkID',
        `server ${server.ID} is not connected to ${networkId ?? 'the shared public network'}`,
      )
    return () => {
      const link = linked()
      if (link) unlinkServer(customer, server, link)
    }
  }
  if (linked())
    throw invalidField(
      'NetworkID',
      `server ${server.ID} is already connected to ${networkId ?? 'the shared public network'}`,
    )
  const find = () =>
    networkId === null ? null : (customer.networks.get(networkId) ?? customer.publicNetworks.get(networkId))
  const network = find()
  if (network === undefined) throw invalidField('NetworkID', `no network with id ${networkId}`)
  if (network && network.State !== 'Active')
    throw invalidField('NetworkID', `network ${networkId} is not active (state ${network.State})`)
  if (network && network.DCLocation !== server.DCLocation) {
    throw invalidField(
      'NetworkID',
      `network ${networkId} is in ${network.DCLocation}, the server in ${server.DCLocation}`,
    )
  }
  return () => {
    const target = find()
    if (target !== undefined && !linked() && customer.servers.has(server.ID)) linkServer(customer, server, target)
  }
}

export function registerServerActionRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/server/:id/action', async (request) => {
    const customer = customerOf(request)
    const server = mustFind(customer.servers, idParam(request), 'Server')
    const history = customer.serverActions.get(server.ID) ?? []
    // The live service lists the newest first (C2 takes the first); the seed dialect keeps the order they ran in.
    return ctx.dialect === 'real' ? [...history].reverse() : history
  })

  api.get('/server/:id/action/:actionId', async (request) => {
    const customer = customerOf(request)
    const server = mustFind(customer.servers, idParam(request), 'Server')
    const actionId = idParam(request, 'actionId')
    const action = customer.serverActions.get(server.ID)?.find((a) => a.ID === actionId)
    if (!action) throw notFound('Action', actionId, `of server ${server.ID}`)
    return action
  })

  api.post('/server/:id/action', async (request) => {
    const customer = customerOf(request)
    const server = mustFind(customer.servers, idParam(request), 'Server')
    const body = parseBody(actionBody, request.body)
    const complete = planAction(customer, server, body, ctx.dialect)
    const action: ServerAction = { ID: customer.nextId(), Type: body.Type, State: 'New' }
    const history = customer.serverActions.get(server.ID) ?? []
    history.push(action)
    customer.serverActions.set(server.ID, history)
    ctx.tasks.run([
      () => {
        action.State = 'InProgress'
        action.StartDate = formatDate(ctx.clock.now())
      },
      () => {
        action.State = 'Completed'
        action.EndDate = formatDate(ctx.clock.now())
        if (customer.servers.has(server.ID)) complete?.()
      },
    ])
    return action
  })
}
