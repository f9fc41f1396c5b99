import { randomBytes } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Backend } from '../core/backend'
import { eventNames } from '../shared/contract'
import { CSP_HEADER } from '../shared/csp'
import { KEY_COOKIE, KEY_HEADER, checkRequest } from './guard'

export interface WebHostOptions {
  backend: Backend
  rendererDir: string
  port?: number
  /** The per-launch key; random when omitted. */
  key?: string
}

export interface WebHost {
  /** The URL to open, key included. Print it once; never log it again. */
  url: string
  port: number
  key: string
  close(): Promise<void>
}

function firstQueryValue(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}

function registerBridge(app: FastifyInstance, backend: Backend): void {
  app.post<{ Params: { channel: string }; Body: { input?: unknown } | undefined }>('/api/invoke/:channel', async (request) => {
    return backend.invoke(request.params.channel, request.body?.input)
  })

  app.get('/api/events', (request, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    })
    reply.raw.write(': connected\n\n')
    const stops = eventNames.map((name) =>
      backend.on(name, (payload) => reply.raw.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`)),
    )
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), 15_000)
    request.raw.on('close', () => {
      clearInterval(heartbeat)
      stops.forEach((stop) => stop())
    })
  })
}

/** The browser host: the built renderer and the same contract, over loopback only. */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const key = opts.key ?? randomBytes(24).toString('base64url')
  const app = Fastify({ logger: false })
  await app.register(fastifyCookie)
  let port = opts.port ?? 0

  app.addHook('onRequest', async (request, reply) => {
    const verdict = checkRequest(
      {
        host: request.headers.host,
        origin: request.headers.origin,
        queryKey: firstQueryValue(request.query, 'key'),
        cookieKey: request.cookies[KEY_COOKIE],
        headerKey: typeof request.headers[KEY_HEADER] === 'string' ? (request.headers[KEY_HEADER] as string) : undefined,
      },
      port,
      key,
    )
    if (!verdict.allow) return reply.code(403).type('text/plain').send(`Forbidden: ${verdict.reason}`)
    reply.header('content-security-policy', CSP_HEADER)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    if (verdict.keyFromQuery) {
      // Trade the key in the URL for a cookie, and drop it from the address bar and history.
      reply.setCookie(KEY_COOKIE, key, { path: '/', httpOnly: true, sameSite: 'strict' })
      if (request.method === 'GET' && !request.url.startsWith('/api/')) {
        const clean = new URL(request.url, 'http://loopback')
        clean.searchParams.delete('key')
        return reply.redirect(clean.pathname + clean.search, 303)
      }
    }
  })

  registerBridge(app, opts.backend)
  await app.register(fastifyStatic, { root: opts.rendererDir, index: ['index.html'] })

  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  port = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${port}/?key=${key}`,
    port,
    key,
    close: () => app.close(),
  }
}
