import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'

export function registerAccountRoutes(api: FastifyInstance, _ctx: SandboxContext): void {
  api.get('/account', async (request) => customerOf(request).account)
}
