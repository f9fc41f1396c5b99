import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseBody } from './body'
import type { SandboxContext } from './context'
import { customerSpecSchema } from './customers'
import { ApiError } from './errors'
import { faultRulesSchema } from './faults'

export const CONTROL_PREFIX = '/__sandbox'
export const ADMIN_KEY_HEADER = 'x-sandbox-admin-key'

export const isControlPath = (path: string): boolean => path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4.startsWith('127.') || address === '::1'
}

function keyMatches(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const allowed = (request: FastifyRequest, adminKey: string): boolean =>
  isLoopbackAddress(request.socket.remoteAddress) && keyMatches(request.headers[ADMIN_KEY_HEADER], adminKey)

/** Lets a test or an e2e run in another process steer the sandbox. Never counted, never faulted. */
export function registerControlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  void app.register(async (control) => {
    control.addHook('onRequest', async (request, reply) => {
      if (!allowed(request, ctx.adminKey)) return reply.code(403).send({ Message: 'Forbidden' })
    })
    control.post(`${CONTROL_PREFIX}/faults`, async (request) => {
      ctx.faults.set(parseBody(faultRulesSchema, request.body))
      return { ok: true }
    })
    control.delete(`${CONTROL_PREFIX}/faults`, async () => {
      ctx.faults.clear()
      return { ok: true }
    })
    control.get(`${CONTROL_PREFIX}/counter`, async () => ctx.counter.snapshot())
    control.delete(`${CONTROL_PREFIX}/counter`, async () => {
      ctx.counter.reset()
      return { ok: true }
    })
    control.get(`${CONTROL_PREFIX}/requests`, async () => ctx.requests.all())
    control.post(`${CONTROL_PREFIX}/customers`, async (request, reply) => {
      const spec = parseBody(customerSpecSchema, request.body)
      if (ctx.customers.find(spec.token)) throw new ApiError(409, `token: a customer with this token already exists`)
      ctx.customers.add(spec)
      return reply.code(201).send({ token: spec.token })
    })
  })
}
