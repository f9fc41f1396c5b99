import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { Backend } from '../core/backend'
import { startPage } from '../core/start-page'
import { jsonChunks, jsonPieces } from '../core/files/json-pieces'
import { eventNames } from '../shared/contract'
import type { SessionChange } from '../shared/session-change'
import { CSP_HEADER } from '../shared/csp'
import { KEY_FRAGMENT_PARAM, KEY_HEADER, checkRequest } from './guard'
import { guardSockets } from './socket-guard'
import { registerStaticFiles } from './static-files'

/** How long the host waits for its peers; every value can be lowered (tests do). */
export interface WebHostLimits {
  /** A socket silent this long is closed (the event stream sends a heartbeat every 15 s). */
  connectionTimeoutMs: number
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: number
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number
  /** The headers must arrive within this. */
  headersTimeoutMs: number
  /** Largest request body, in bytes. */
  bodyLimitBytes: number
  /** Open sockets at once; one more closes the longest idle (or itself, when every socket is busy). */
  maxConnections: number
}

export const DEFAULT_LIMITS: WebHostLimits = {
  // Longer than the slowest invoke (a GET retried four times with a 15 s timeout, then re-reads).
  connectionTimeoutMs: 180_000,
  keepAliveTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  bodyLimitBytes: 1024 * 1024,
  // A browser opens at most six per host; this leaves room for several tabs, each holding an event stream.
  maxConnections: 64,
}

/** The event stream's keep-alive comment, often enough to stay under every idle timeout on the way. */
const HEARTBEAT_MS = 15_000

export interface WebHostOptions {
  backend: Backend
  rendererDir: string
  port?: number
  /** The per-launch key; random when omitted. */
  key?: string
  limits?: Partial<WebHostLimits>
}

export interface WebHost {
  /** The URL to open, key in the fragment (never sent to a server). Print it once; never log it again. */
  url: string
  port: number
  key: string
  close(): Promise<void>
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The bridge's chunks: large, since an answer or event is on the user's critical path. A 10,000-record state
 * (3 MB) goes out in one turn of the event loop; cut into 256 KiB chunks it waited between each for a backend
 * busy with its start-up reads, and reached the page some 250 ms later. At 100,000 records (34 MB) it still goes
 * in about nine turns, never as one string.
 */
const BRIDGE_CHUNK_CHARS = 4 * 1024 * 1024

const NON_ASCII = /[\u0080-\uffff]/g
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
/**
 * JSON text with every character past ASCII written as its \u escape. One Cyrillic city name made a whole 3 MB
 * answer a two-byte string in the page, slower to decode and to parse than the one-byte string ASCII gives.
 */
export const asciiJson = (text: string) => text.replace(NON_ASCII, escapeChar)

async function* asciiChunks(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const chunk of chunks) yield asciiJson(chunk)
}

/** Up to this much JSON, an answer is one string sent in one write. */
const ONE_WRITE_CHARS = 256 * 1024

/**
 * An answer's JSON body: a small one (nearly all) as one string, written with the headers at once; a large one in
 * chunks with the event loop free between them (see json-pieces), never one large string. Streamed, a Demo start's
 * 245-byte `accounts:list` reached the page 154 ms after its headers (a Chromium trace): the backend's start-up
 * work ran between the stream's turns.
 */
export function jsonBody(value: unknown): string | Readable {
  const pieces = jsonPieces(value)
  let text = ''
  for (let next = pieces.next(); !next.done; next = pieces.next()) {
    text += next.value
    if (text.length >= ONE_WRITE_CHARS) {
      const rest = (function* () {
        yield text
        yield* pieces
      })()
      return Readable.from(asciiChunks(jsonChunks(rest, BRIDGE_CHUNK_CHARS)), { objectMode: false })
    }
  }
  return asciiJson(text)
}

/** Resolves once the socket can take more (or is gone): a slow reader holds back the writer, not memory. */
function drained(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
  })
}

/**
 * The session's latest revision, from every session:changed the backend sent: a stream that connects begins with
 * a `reset` naming it. An event sent while a page's stream was reconnecting is then not lost: a page that does
 * not hold that revision asks for the state (a page that does, or whose answer is still on its way, asks nothing).
 */
function followLatestSession(backend: Backend): () => SessionChange | undefined {
  let latest: SessionChange | undefined
  backend.on('session:changed', (payload) => {
    const { revision, accountId } = payload as { revision?: unknown; accountId?: unknown }
    // A fill completes an older answer's first state: its revision is not the session's latest.
    if (typeof revision !== 'number' || typeof accountId !== 'string' || revision < (latest?.revision ?? -1)) return
    latest = { kind: 'reset', revision, accountId }
  })
  return () => latest
}

/**
 * A browser host with no page connected is seen by nobody: the backend is told it is hidden (no cadence reads)
 * when the last event stream closes, and visible again when a stream connects after that (the page then reports
 * its own visibility as it changes).
 */
function followStreams(backend: Backend): { opened(): void; closed(): void } {
  let open = 0
  let hiddenByHost = false
  const tell = (visible: boolean) => void backend.invoke('app:setVisibility', { visible }).catch(() => undefined)
  return {
    opened() {
      open++
      if (!hiddenByHost) return
      hiddenByHost = false
      tell(true)
    },
    closed() {
      open--
      if (open > 0) return
      hiddenByHost = true
      tell(false)
    },
  }
}

function registerBridge(app: FastifyInstance, backend: Backend): void {
  const latestSession = followLatestSession(backend)
  const streams = followStreams(backend)
  app.post<{ Params: { channel: string }; Body: unknown }>('/api/invoke/:channel', async (request, reply) => {
    // The body is `{ "input": …, "meta": … }` (both may be absent): an empty body, an array or a bare value is refused.
    if (!isPlainObject(request.body))
      return reply.code(400).type('text/plain').send('Bad request: the body must be a JSON object')
    const result = await backend.invoke(request.params.channel, request.body.input, request.body.meta)
    // Whole when small; in chunks when large: a session's state at 100,000 records is tens of megabytes of JSON.
    return reply.type('application/json; charset=utf-8').send(jsonBody(result))
  })

  app.get('/api/events', (request, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': CSP_HEADER,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      connection: 'keep-alive',
    })
    reply.raw.write(': connected\n\n')
    streams.opened()
    // Events go out one after another, each in chunks (JSON has no line breaks: its data is one line).
    let writing = Promise.resolve()
    const write = async (name: string, payload: unknown) => {
      const out = reply.raw
      if (out.destroyed) return
      out.write(`event: ${name}\ndata: `)
      for await (const chunk of asciiChunks(jsonChunks(jsonPieces(payload), BRIDGE_CHUNK_CHARS))) {
        if (out.destroyed) return
        if (!out.write(chunk)) await drained(out)
      }
      out.write('\n\n')
    }
    // First, where the session stands (see followLatestSession).
    const latest = latestSession()
    if (latest) writing = write('session:changed', latest).catch(() => undefined)
    const stops = eventNames.map((name) =>
      backend.on(name, (payload) => {
        writing = writing.then(() => write(name, payload)).catch(() => undefined)
      }),
    )
    // Between two events, never inside one written in chunks.
    const heartbeat = setInterval(
      () => (writing = writing.then(() => void reply.raw.write(': ping\n\n')).catch(() => undefined)),
      HEARTBEAT_MS,
    )
    request.raw.on('close', () => {
      clearInterval(heartbeat)
      stops.forEach((stop) => stop())
      streams.closed()
    })
  })
}

/** A Fastify server held to the host's limits, taking JSON bodies only. */
function createServer(limits: WebHostLimits) {
  const app = Fastify({
    logger: false,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    bodyLimit: limits.bodyLimitBytes,
    // close() ends open event streams too, instead of waiting for the browser to drop them.
    forceCloseConnections: true,
  })
  app.server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs)
  guardSockets(app.server, limits.maxConnections)
  // JSON only: Fastify's text/plain parser would let a cross-site "simple request" (no preflight) through.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: limits.bodyLimitBytes },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        const error = Object.assign(new Error('the body is not valid JSON'), { statusCode: 400 })
        done(error, undefined)
      }
    },
  )
  return app
}

/**
 * The browser host: the built renderer and the same contract, over loopback only.
 *
 * The launch key reaches the page in the URL's fragment (`/#key=…`), which no browser sends to any server; the
 * web bridge takes it from there and sends it back only as the `X-Hostdeck-Key` header, on the invokes and on
 * the event stream (read with `fetch`, which can set headers, instead of EventSource, which cannot). No cookie
 * is ever set or read.
 */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const key = opts.key ?? randomBytes(24).toString('base64url')
  const limits = { ...DEFAULT_LIMITS, ...opts.limits }
  const app = createServer(limits)
  let port = opts.port ?? 0

  app.addHook('onRequest', async (request, reply) => {
    const verdict = checkRequest(
      {
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        route: request.routeOptions.url,
        host: request.headers.host,
        origin: headerValue(request.headers.origin),
        secFetchSite: headerValue(request.headers['sec-fetch-site']),
        contentType: headerValue(request.headers['content-type']),
        headerKey: headerValue(request.headers[KEY_HEADER]),
      },
      port,
      key,
    )
    reply.header('content-security-policy', CSP_HEADER)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
    if (!verdict.allow) return reply.code(verdict.status).type('text/plain').send(`Refused: ${verdict.reason}`)
  })
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    return reply
      .code(status)
      .type('text/plain')
      .send(status === 500 ? 'The host failed' : 'Bad request')
  })

  registerBridge(app, opts.backend)
  // The start page carries the user's preferences (see core/start-page); everything else is served as built.
  let html: Promise<string> | undefined
  const servePage = async (_request: unknown, reply: FastifyReply) => {
    // Read once; a failed read (the build is missing) is tried again by the next request.
    html ??= readFile(join(opts.rendererDir, 'index.html'), 'utf8').catch((error: unknown) => {
      html = undefined
      throw error
    })
    const page = await startPage(await html, opts.backend)
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page)
  }
  app.get('/', servePage)
  app.get('/index.html', servePage)
  registerStaticFiles(app, opts.rendererDir)

  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  port = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${port}/#${KEY_FRAGMENT_PARAM}=${key}`,
    port,
    key,
    close: () => app.close(),
  }
}
