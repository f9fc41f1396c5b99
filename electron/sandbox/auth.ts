import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CustomerRegistry } from './context'
import type { CustomerState } from './state/types'

const DENIED = { Message: 'Authorization has been denied for this request.' }

const customers = new WeakMap<FastifyRequest, CustomerState>()

export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
}

/** Hook for the API scope: resolves the customer from `Authorization: Bearer <token>` or answers 401. */
export function authenticate(registry: CustomerRegistry) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization)
    const customer = token === undefined ? undefined : registry.find(token)
    if (!customer) return reply.code(401).header('WWW-Authenticate', 'Bearer').send(DENIED)
    customers.set(request, customer)
  }
}

export function customerOf(request: FastifyRequest): CustomerState {
  const customer = customers.get(request)
  if (!customer) throw new Error('route registered outside the authenticated scope')
  return customer
}
