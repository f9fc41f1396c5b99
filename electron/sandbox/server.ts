import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { authenticate } from './auth'
import { installBodyParsers, rawBodyOf } from './body'
import type { SandboxContext } from './context'
import { isControlPath, registerControlRoutes } from './control'
import { ApiError } from './errors'
import { hostCheck } from './host-check'
import { applyFailure } from './faults'
import { pathOf, queryOf, routeToRegex } from './path-pattern'
import { registerApiRoutes } from './routes'
import { serviceClockReplacer } from './dialects/service-clock'

/** The sandbox's HTTP server: instrumentation, control endpoint, the API behind bearer auth. */
export function buildApp(ctx: SandboxContext, listenHost?: string): FastifyInstance {
  const app = Fastify({
    logger: false,
    // A hanging (faulted) request must not keep close() waiting.
    forceCloseConnections: true,
    exposeHeadRoutes: false,
    bodyLimit: 8 * 1024 * 1024,
  })
  installBodyParsers(app)
  app.addHook('onRequest', hostCheck(listenHost))

  const routes: Array<{ method: string; pattern: RegExp }> = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, pattern: routeToRegex(route.url) })
  })

  app.addHook('preHandler', async (request, reply) => {
    const path = pathOf(request.url)
    if (isControlPath(path)) return
    const route = request.routeOptions.url ?? path
    ctx.requests.record({
      method: request.method,
      path,
      query: queryOf(request.url),
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
      ),
      body: rawBodyOf(request),
      at: ctx.clock.now(),
      route,
    })
    ctx.counter.record(request.method, route)

    const decision = ctx.faults.decide(request.method, path)
    if (!decision) return
    if (decision.latencyMs > 0) await ctx.delays.wait(decision.latencyMs)
    if (decision.failure && applyFailure(decision.failure, request, reply)) return reply
  })

  // The router only knows "no route"; telling 405 from 404 needs the list of patterns it was given.
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url)
    const allow = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))]
    if (allow.length > 0) {
      return reply
        .code(405)
        .header('Allow', allow.join(', '))
        .send({ Message: `The requested resource does not support http method '${request.method}'.` })
    }
    return reply.code(404).send({ Message: `No HTTP resource was found that matches the request URI '${path}'.` })
  })

  app.setErrorHandler(async (error: FastifyError | ApiError, _request, reply) => {
    if (error instanceof ApiError) {
      const message = ctx.dialect === 'real' ? (error.realMessage ?? error.message) : error.message
      return reply.code(error.status).headers(error.headers).send({ Message: message })
    }
    const status = error.statusCode ?? 500
    if (status < 500) return reply.code(status).send({ Message: error.message })
    console.error('[sandbox] unexpected error', error)
    return reply.code(500).send({ Message: 'An error has occurred.' })
  })

  registerControlRoutes(app, ctx)
  void app.register(async (api) => {
    api.addHook('preHandler', authenticate(ctx.customers))
    // Zoneless timestamps leave on the service's clock (dialects/service-clock.ts); the state keeps UTC.
    api.setReplySerializer((payload) => JSON.stringify(payload, serviceClockReplacer))
    registerApiRoutes(api, ctx)
  })
  return app
}
