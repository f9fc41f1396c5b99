import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { serverView } from '../dialects/servers'
import { notFound } from '../errors'
import { removeServer } from '../state/servers'
import { registerReads } from './reads'

const serverIds = z
  .array(z.number().int().positive({ error: 'must be a server id' }), { error: 'must be a JSON array of server ids' })
  .min(1, { error: 'must name at least one server' })

export function registerServerRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  registerReads(api, ctx, { path: '/server', what: 'Server', items: (customer) => customer.servers, view: serverView })

  api.delete('/server-batch', async (request, reply) => {
    const customer = customerOf(request)
    const ids = [...new Set(parseBody(serverIds, request.body))]
    // All or nothing: one unknown id refuses the whole batch, so nothing is half deleted.
    const missing = ids.find((id) => !customer.servers.has(id))
    if (missing !== undefined) throw notFound('Server', missing)
    for (const id of ids) {
      const server = customer.servers.get(id)
      if (!server || server.State === 'Deleting') continue
      server.State = 'Deleting'
      ctx.tasks.run([
        () => {
          const current = customer.servers.get(id)
          if (current) removeServer(customer, current)
        },
      ])
    }
    return reply
      .type('text/plain; charset=utf-8')
      .send(`Deletion of ${ids.length} server(s) has been started: ${ids.join(', ')}`)
  })
}
