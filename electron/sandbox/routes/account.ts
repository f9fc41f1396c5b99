import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import { accountView } from '../dialects/account'

export function registerAccountRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/account', async (request) => accountView(customerOf(request), ctx.dialect, ctx.clock.now()))
}
