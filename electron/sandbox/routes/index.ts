import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from '../context'
import { sandboxKinds } from '../kinds'
import { registerAccountRoutes } from './account'
import { registerLocationRoutes } from './locations'

/** The account's and the locations' routes (every customer has those), then each kind's in the registry's order. */
export function registerApiRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const kindRoutes = Object.values(sandboxKinds).flatMap((kind) => kind.routes)
  for (const register of [registerAccountRoutes, registerLocationRoutes, ...kindRoutes]) register(api, ctx)
}
