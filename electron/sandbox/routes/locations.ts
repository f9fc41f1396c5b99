import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'

export function registerLocationRoutes(api: FastifyInstance, _ctx: SandboxContext): void {
  api.get('/dcLocation', async (request) => customerOf(request).locations)
}
