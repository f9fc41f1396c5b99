import type { ApiErrorKind, Capabilities } from '../../shared/models'
import type { NetworkHop } from '../../shared/models/api-error'
import { hopOfReason, PROXY_AUTH_REQUIRED } from '../network/hops'
import {
  fieldReasonsOf,
  isTransientStatus,
  isUnknownRouteMessage,
  kindOfStatus,
  parseJsonAnswer,
  redactSecret,
  serverMessageOf,
  textAnswer,
} from './answers'
import { contextOf, type CallInput, type Endpoint } from './endpoint'
import type { ApiError } from './errors'
import { failure, invalidInput, type FailureContext, type FailureDetail } from './error-messages'
import { exchange, ExchangeError, type Exchange } from './exchange'
import type { FetchFn } from '../ports'
import { parseRetryAfter, retryDelay, type BackoffOptions } from './retry'

/** Diagnostics for every attempt (never holds the token or a body). */
export interface ApiRequestInfo {
  method: string
  /** Actual path, e.g. /server/12/action. */
  path: string
  /** Template, e.g. /server/{id}/action. */
  route: string
  status?: number
  durationMs: number
  /** 1 for the first try. */
  attempt: number
  errorKind?: ApiErrorKind
  /** Why no answer came (a connection error's code, a proxy's), and the part of the way it points at. */
  reason?: string
  hop?: NetworkHop
}

export interface TransportOptions {
  baseUrl: string
  token: string
  authScheme: string
  timeoutMs: number
  retries: number
  signal?: AbortSignal
  capabilities: Capabilities
  onRequest?: (info: ApiRequestInfo) => void
  backoff: BackoffOptions
  /** The host's fetch (see exchange.ts). */
  fetch?: FetchFn
}

export type Send = <T>(ep: Endpoint<T>, input?: CallInput) => Promise<T>

/** Connection failures that mean the request never left: a write is then certainly not made. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

type Fail = (kind: ApiErrorKind, ctx: FailureContext, d?: FailureDetail) => ApiError
type Report = (status?: number, errorKind?: ApiErrorKind, reason?: string) => void

/** One call's fixed parts, shared by its attempts. */
interface Call<T> {
  ep: Endpoint<T>
  ctx: FailureContext
  opts: TransportOptions
  fail: Fail
  /** The exchange itself, the same for every attempt. */
  exchange: () => Promise<Exchange>
  /** Diagnostics for one attempt (the path filled in). */
  path: string
}

/** The path with its ids filled in, the headers and the body; a path parameter that is not an id is refused. */
function requestOf(ep: Endpoint<unknown>, input: CallInput, opts: TransportOptions, ctx: FailureContext) {
  // Path parameters are ids: anything else must never reach a URL (the contract checked them already).
  const path = ep.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name]
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value)
    throw invalidInput(ctx, name, 'must be a positive whole number')
  })
  const headers: Record<string, string> = {
    Authorization: opts.authScheme ? `${opts.authScheme} ${opts.token}` : opts.token,
    Accept: 'application/json',
  }
  let body: string | undefined
  if (input.body !== undefined) {
    body = JSON.stringify(input.body)
    headers['Content-Type'] = 'application/json'
  } else if (input.emptyBody) {
    headers['Content-Length'] = '0'
  }
  return { path, headers, body }
}

export function createTransport(opts: TransportOptions): Send {
  const base = opts.baseUrl.replace(/\/+$/, '')
  // The server's message is scrubbed before it is cut (serverMessageOf); this second pass covers every other text.
  const redact = (text: string | undefined) => (text === undefined ? text : redactSecret(text, opts.token))
  const fail: Fail = (kind, ctx, d = {}) =>
    failure(kind, ctx, { ...d, serverMessage: redact(d.serverMessage), reason: redact(d.reason) })

  return async function send<T>(ep: Endpoint<T>, input: CallInput = {}): Promise<T> {
    const ctx: FailureContext = contextOf(ep)
    const blocked = [ep.capability, ...(ep.requires ?? [])].find((k) => k && !opts.capabilities.isSupported(k))
    if (blocked) throw fail('unsupported', ctx)

    const { path, headers, body } = requestOf(ep, input, opts, ctx)
    const signals = [opts.signal, input.signal]
    const live = signals.filter((s): s is AbortSignal => s !== undefined)
    const sleepSignal = live.length > 1 ? AbortSignal.any(live) : live[0]
    // Only GET is retried: a POST/PUT/DELETE that timed out may still have been applied.
    const maxAttempts = ep.method === 'GET' ? Math.max(0, opts.retries) + 1 : 1
    const keepBytes = 'rawAnswer' in ep.answer && ep.answer.rawAnswer === 'bytes'
    const call: Call<T> = {
      ep,
      ctx,
      opts,
      fail,
      path,
      exchange: () =>
        exchange({
          url: base + path,
          method: ep.method,
          headers,
          body,
          timeoutMs: opts.timeoutMs,
          signals,
          keepBytes,
          fetch: opts.fetch,
        }),
    }

    for (let attempt = 1; ; attempt++) {
      const outcome = await attemptOnce(call, attempt)
      if (outcome.done) return outcome.value
      const wait =
        outcome.transient && attempt < maxAttempts ? retryDelay(attempt, outcome.retryAfterMs, opts.backoff) : undefined
      if (wait === undefined) throw outcome.error
      try {
        await opts.backoff.sleep(wait, sleepSignal)
      } catch {
        throw fail('cancelled', ctx)
      }
    }
  }
}

async function attemptOnce<T>(call: Call<T>, attempt: number): Promise<Attempt<T>> {
  const { ep, ctx, opts, fail } = call
  const started = opts.backoff.now()
  const report: Report = (status, errorKind, reason) =>
    safely(opts.onRequest, {
      method: ep.method,
      path: call.path,
      route: ep.path,
      ...(status !== undefined && { status }),
      durationMs: Math.max(0, opts.backoff.now() - started),
      attempt,
      ...(errorKind && { errorKind }),
      ...(reason && { reason, hop: hopOfReason(reason) }),
    })

  let res: Exchange
  try {
    res = await call.exchange()
  } catch (e) {
    return noAnswer(call, e, report)
  }

  const status = res.status
  if (status >= 200 && status < 300) {
    const outcome = await readAnswer(ep, res)
    report(status, outcome.ok ? undefined : 'unexpectedResponse')
    if (outcome.ok) return { done: true, value: outcome.value }
    // A 2xx to a write that cannot be read: the service took the change, most likely.
    const detail = { status, field: outcome.field, reason: outcome.reason, uncertain: ep.method !== 'GET' }
    return { done: false, error: fail('unexpectedResponse', ctx, detail), transient: false }
  }

  if (status >= 300 && status < 400) {
    report(status, 'unexpectedResponse')
    const reason = 'the API answered with a redirect; check the account’s base URL'
    return { done: false, error: fail('unexpectedResponse', ctx, { status, reason }), transient: false }
  }
  return refusal(call, res, report)
}

/** No answer came: cancelled, timed out or no connection; a write may have been made unless it never left. */
function noAnswer<T>({ ep, ctx, opts, fail }: Call<T>, e: unknown, report: Report): Attempt<T> {
  const f = e instanceof ExchangeError ? e.failure : ({ kind: 'network', reason: 'connection failed' } as const)
  report(undefined, f.kind, f.kind === 'network' ? f.reason : undefined)
  if (f.kind === 'cancelled') return { done: false, error: fail('cancelled', ctx), transient: false }
  // A write that timed out or lost its connection after sending may have been applied.
  const uncertain = ep.method !== 'GET' && (f.kind === 'timeout' || !NOT_SENT.has(f.reason))
  const detail = f.kind === 'network' ? { reason: f.reason, uncertain } : { timeoutMs: opts.timeoutMs, uncertain }
  // A hang is said after one attempt's time limit, not after every retry's: the reads that retry on their own
  // backoff (a failed section) ask again later; a reset connection is retried at once.
  return { done: false, error: fail(f.kind, ctx, detail), transient: f.kind !== 'timeout' }
}

/** A 4xx or 5xx: its kind, the server's words, a hidden feature marked unsupported, the wait it asked for. */
function refusal<T>({ ep, ctx, opts, fail }: Call<T>, res: Exchange, report: Report): Attempt<T> {
  const status = res.status
  // Only a proxy answers 407: the request never reached the service (a write is certainly not made).
  if (status === 407) {
    report(status, 'network', PROXY_AUTH_REQUIRED)
    return { done: false, error: fail('network', ctx, { reason: PROXY_AUTH_REQUIRED }), transient: false }
  }
  const serverMessage = serverMessageOf(res.text, opts.token)
  const fieldReasons = fieldReasonsOf(res.text, opts.token)
  let kind = kindOfStatus(status)
  // The capability rule: only a route-level answer hides a feature — 405, the router's "no such route"
  // 404, or a bare 404 (no Message) to a read of a whole collection. A 404 that names a missing object
  // ("Domain not found" to POST /dns/recordtxt) is an ordinary error.
  const unknownRoute =
    status === 405 ||
    (status === 404 &&
      (isUnknownRouteMessage(serverMessage) ||
        (ep.routeLevel === true && ep.method === 'GET' && serverMessage === undefined)))
  if (ep.capability && unknownRoute) {
    opts.capabilities.markUnsupported(ep.capability)
    kind = 'unsupported'
  }
  const retryAfterMs =
    status === 429 || status === 503 ? parseRetryAfter(res.headers.get('retry-after'), opts.backoff.now()) : undefined
  report(status, kind)
  const error = fail(kind, ctx, { status, serverMessage, retryAfterMs, fieldReasons })
  return { done: false, error, transient: isTransientStatus(status), retryAfterMs }
}

/** Diagnostics must never break a request. */
function safely(hook: ((info: ApiRequestInfo) => void) | undefined, info: ApiRequestInfo): void {
  try {
    hook?.(info)
  } catch {
    // Ignored on purpose.
  }
}

type Attempt<T> = { done: true; value: T } | { done: false; error: ApiError; transient: boolean; retryAfterMs?: number }

type Read<T> = { ok: true; value: T } | { ok: false; field?: string; reason: string }

async function readAnswer<T>(ep: Endpoint<T>, res: Exchange): Promise<Read<T>> {
  const { text, bytes, headers } = res
  // The attempt holds the exchange while a long list is read: the text (25 MiB at 100,000 DNS records) goes with
  // this call, once parsed (see parseJsonAnswer).
  res.text = ''
  const answer = ep.answer
  if ('rawAnswer' in answer) {
    // RawAnswer<void> / RawAnswer<string> / RawAnswer<BytesAnswer> by construction (NO_ANSWER, TEXT_ANSWER, BYTES_ANSWER).
    if (answer.rawAnswer === 'bytes')
      return { ok: true, value: { bytes, contentType: headers.get('content-type') } as T }
    return { ok: true, value: (answer.rawAnswer === 'text' ? textAnswer(text) : undefined) as T }
  }
  if (ep.emptyIsSuccess && text.trim() === '') {
    const empty = await answer.safeParseAsync(undefined)
    if (empty.success) return { ok: true, value: empty.data }
  }
  return parseJsonAnswer(text, answer)
}
