import { createFetch, ofetch, type $Fetch } from 'ofetch'
import type { FetchFn } from '../ports'
import { BackendError } from '../errors'

/** One HTTP round trip, with the body read as bytes and as UTF-8 text, so every answer is parsed by our own rules. */
export interface Exchange {
  status: number
  headers: Headers
  text: string
  /** The body as received (certificate files may be binary); empty unless the request asked to keep it. */
  bytes: Uint8Array
}

export type ExchangeFailure = { kind: 'timeout' } | { kind: 'cancelled' } | { kind: 'network'; reason: string }

export interface ExchangeRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
  /** Caller signals (client-wide and per call); any of them cancels. */
  signals: (AbortSignal | undefined)[]
  /** Keep the body's bytes beside its text (a file); otherwise they go once decoded (a large list is held once). */
  keepBytes?: boolean
  /** The host's way out (Electron's net.fetch, a proxy-aware fetch); the runtime's fetch when absent. */
  fetch?: FetchFn
}

const clients = new WeakMap<FetchFn, $Fetch>()

/** One ofetch per host fetch. */
function clientFor(fetch: FetchFn | undefined): $Fetch {
  if (!fetch) return ofetch
  let client = clients.get(fetch)
  if (!client) {
    client = createFetch({ fetch })
    clients.set(fetch, client)
  }
  return client
}

/**
 * The body as UTF-8 text, decoded as its chunks arrive: a 25 MiB list is never held as the chunks, their joined
 * bytes and the text at once (three copies outside the heap that a major GC alone let go, 75 MiB at 100,000 DNS
 * records); each chunk goes as soon as it is decoded.
 */
async function streamedText(body: ReadableStream<Uint8Array> | null | undefined): Promise<string> {
  if (!body) return ''
  const decoder = new TextDecoder()
  const pieces: string[] = []
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pieces.push(decoder.decode(value, { stream: true }))
  }
  pieces.push(decoder.decode())
  return pieces.join('')
}

/** A round trip that got no answer; the transport turns it into an ApiError with the endpoint's words. */
export class ExchangeError extends BackendError<ExchangeFailure['kind']> {
  constructor(readonly failure: ExchangeFailure) {
    super({ kind: failure.kind, message: failure.kind })
    this.name = 'ExchangeError'
  }
}

/**
 * The most specific error code given for a failed connection: node's (ECONNREFUSED, UND_ERR_SOCKET…), the
 * proxy's (core/network/hops.ts), or Chromium's in an Electron net error's message (net::ERR_PROXY_CONNECTION_FAILED).
 */
export function networkReason(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && code !== '') return code
    const chromium = typeof message === 'string' ? /net::(ERR_[A-Z_]+)/.exec(message) : null
    if (chromium?.[1]) return chromium[1]
    current = (current as { cause?: unknown }).cause
  }
  return 'connection failed'
}

/**
 * Sends one request. ofetch is told not to retry (`retry: 0`: it would otherwise retry any
 * method once `retry` is set) and not to throw on HTTP errors; our own controller enforces the
 * timeout over the whole exchange, body included (ofetch's `timeout` stops at the headers and is
 * ignored when a signal is given). Thrown errors are reduced to a kind: the ofetch error holds the
 * request options, Authorization header included, and must not travel further.
 */
export async function exchange(req: ExchangeRequest): Promise<Exchange> {
  const controller = new AbortController()
  const live = req.signals.filter((s): s is AbortSignal => s !== undefined)
  if (live.some((s) => s.aborted)) throw new ExchangeError({ kind: 'cancelled' })

  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, req.timeoutMs)
  const onAbort = () => controller.abort()
  for (const s of live) s.addEventListener('abort', onAbort, { once: true })

  try {
    const options = {
      method: req.method,
      headers: req.headers,
      ...(req.body !== undefined && { body: req.body }),
      retry: 0,
      ignoreResponseError: true,
      // Never follow a redirect: it would carry the Authorization header to wherever it points.
      redirect: 'manual',
      signal: controller.signal,
    } as const
    if (!req.keepBytes) {
      const res = await clientFor(req.fetch).raw<ReadableStream<Uint8Array> | null, 'stream'>(req.url, {
        ...options,
        responseType: 'stream',
      })
      return { status: res.status, headers: res.headers, text: await streamedText(res._data), bytes: new Uint8Array(0) }
    }
    const res = await clientFor(req.fetch).raw<ArrayBuffer, 'arrayBuffer'>(req.url, {
      ...options,
      responseType: 'arrayBuffer',
    })
    const bytes = res._data instanceof ArrayBuffer ? new Uint8Array(res._data) : new Uint8Array(0)
    return { status: res.status, headers: res.headers, text: new TextDecoder().decode(bytes), bytes }
  } catch (error) {
    if (live.some((s) => s.aborted)) throw new ExchangeError({ kind: 'cancelled' })
    if (timedOut) throw new ExchangeError({ kind: 'timeout' })
    throw new ExchangeError({ kind: 'network', reason: networkReason(error) })
  } finally {
    clearTimeout(timer)
    for (const s of live) s.removeEventListener('abort', onAbort)
  }
}
