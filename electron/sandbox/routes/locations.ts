import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import { locationsView } from '../dialects/locations'

export function registerLocationRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/dcLocation', async (request) => locationsView(customerOf(request), ctx.dialect))
}
