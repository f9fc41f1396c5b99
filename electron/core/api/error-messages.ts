import type { ApiErrorKind } from '../../shared/models'
import type { NetworkHop } from '../../shared/models/api-error'
import { hopOfReason, PROXY_AUTH_REQUIRED, PROXY_REFUSED, PROXY_UNREACHABLE } from '../network/hops'
import { ApiError } from './errors'
import type { FieldReasons } from './model-state'

/** What the user was doing, in their words, plus the route for diagnostics. */
export interface FailureContext {
  /** e.g. "load servers", "delete the SSL certificate" */
  action: string
  /** e.g. "GET /server/{id}" */
  endpoint: string
}

export interface FailureDetail {
  status?: number
  serverMessage?: string
  field?: string
  /** Extra reason text (a parse problem, a network error code, the invalid-input reason). */
  reason?: string
  retryAfterMs?: number
  timeoutMs?: number
  /** A write whose fate is unknown: it may have been applied. */
  uncertain?: boolean
  /** The refusal's reasons per wire field (its ModelState), when it gave any. */
  fieldReasons?: FieldReasons
}

/** Which part of the way a network failure's reason points at (none for other kinds). */
const hopOf = (kind: ApiErrorKind, d: FailureDetail): NetworkHop | undefined =>
  kind === 'network' ? hopOfReason(d.reason ?? '') : undefined

const quote = (text: string) => `“${text}”`
const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.ceil(ms / 1000)} s`)

/** A network error code in words: the user needs to know what happened, not the socket's name for it. */
const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address',
  ENOTFOUND: 'its host name is not known',
  EAI_AGAIN: 'its host name could not be looked up',
  EHOSTUNREACH: 'its host cannot be reached from this network',
  ENETUNREACH: 'there is no network route to it',
  ECONNRESET: 'the connection was dropped',
  ETIMEDOUT: 'the connection timed out',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate is not trusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another name',
  [PROXY_UNREACHABLE]: 'the proxy does not answer',
  [PROXY_AUTH_REQUIRED]: 'the proxy wants a password (407)',
  [PROXY_REFUSED]: 'the proxy would not connect to it',
  ERR_PROXY_CONNECTION_FAILED: 'the proxy does not answer',
  ERR_TUNNEL_CONNECTION_FAILED: 'the proxy would not connect to it',
  ERR_PROXY_AUTH_REQUESTED: 'the proxy wants a password (407)',
  ERR_PROXY_AUTH_UNSUPPORTED: 'the proxy wants a kind of password Hostdeck cannot give',
  ERR_NAME_NOT_RESOLVED: 'its host name is not known',
  ERR_INTERNET_DISCONNECTED: 'this computer is not connected to a network',
  ERR_CONNECTION_REFUSED: 'nothing answers at that address',
  ERR_CONNECTION_RESET: 'the connection was dropped',
  ERR_CERT_AUTHORITY_INVALID: 'its TLS certificate is not trusted',
  ERR_CERT_DATE_INVALID: 'its TLS certificate has expired or is not valid yet',
  ERR_CERT_COMMON_NAME_INVALID: 'its TLS certificate is for another name',
}

/** Why no answer came, by the part of the way that failed: the proxy's words stand on their own. */
function unreached(d: FailureDetail): string {
  const words = d.reason ? (NETWORK_WORDS[d.reason] ?? d.reason) : undefined
  if (hopOfReason(d.reason ?? '') === 'proxy') return words ?? 'the proxy failed'
  return `the API could not be reached${words ? `: ${words}` : ''}`
}

/** What to check for a network failure, by the part of the way that failed. */
const NETWORK_REMEDIES: Record<NetworkHop, string> = {
  proxy: 'Check the proxy in Settings → Proxy (or the system’s proxy settings): the API itself may be up.',
  dns: 'Check the account’s base URL and this computer’s DNS, then try again.',
  tls: 'Check this computer’s date and the account’s base URL; a network that inspects TLS needs its certificate trusted by the system.',
  network: 'Check this computer’s network connection, then try again.',
  service: 'Check the internet connection and the account’s base URL, then try again.',
}

function why(kind: ApiErrorKind, d: FailureDetail): string {
  const code = d.status !== undefined ? ` (${d.status})` : ''
  const said = d.serverMessage ? `: ${quote(d.serverMessage)}` : ''
  switch (kind) {
    case 'network':
      return unreached(d)
    case 'timeout':
      return d.timeoutMs !== undefined
        ? `the API did not answer within ${seconds(d.timeoutMs)}`
        : 'the API did not answer in time'
    case 'auth':
      return d.status === 403
        ? `the API token is not allowed to do this (403)${said}`
        : `the server refused the API token${code}${said}`
    case 'notFound':
      return `it was not found${code}${said}`
    case 'rejected':
      return `the server refused the request${code}${said}`
    case 'rateLimited':
      return `too many requests were sent${code}${d.retryAfterMs !== undefined ? `; the server asks to wait ${seconds(d.retryAfterMs)}` : ''}`
    case 'server':
      return `the service had an internal problem${code}${said}`
    case 'unexpectedResponse':
      return `the answer was not in the expected form${d.field ? ` (field ${d.field}${d.reason ? `: ${d.reason}` : ''})` : d.reason ? ` (${d.reason})` : ''}`
    case 'invalidInput':
      return `${d.field ? `${d.field} ` : ''}${d.reason ?? 'is not valid'}`
    case 'unsupported':
      return `this server does not offer it${code}`
    case 'cancelled':
      return 'the request was cancelled'
  }
}

function remedy(kind: ApiErrorKind, d: FailureDetail): string {
  switch (kind) {
    case 'network':
      return NETWORK_REMEDIES[hopOfReason(d.reason ?? '')]
    case 'timeout':
      return 'Try again; if it keeps happening the service may be overloaded.'
    case 'auth':
      return d.status === 403
        ? 'Check the token’s permissions in account settings.'
        : 'Check the token in account settings.'
    case 'notFound':
      return 'Refresh to see the current state.'
    case 'rejected':
      return 'Correct the input or the resource’s state and try again.'
    case 'rateLimited':
      return 'Wait a moment and try again.'
    case 'server':
      return 'Try again later.'
    case 'unexpectedResponse':
      return 'The API may have changed; try again later or report it.'
    case 'invalidInput':
      return 'Correct it and try again.'
    case 'unsupported':
      return 'The feature is hidden for this account.'
    case 'cancelled':
      return 'Refresh to see whether it took effect.'
  }
}

export function describeFailure(kind: ApiErrorKind, ctx: FailureContext, d: FailureDetail = {}): string {
  if (d.uncertain) {
    return `Could not confirm that Hostdeck could ${ctx.action}: ${why(kind, d)}. The change may have been made: Hostdeck reads the current state again; check it before trying again.`
  }
  return `Could not ${ctx.action}: ${why(kind, d)}. ${remedy(kind, d)}`
}

export function failure(kind: ApiErrorKind, ctx: FailureContext, d: FailureDetail = {}): ApiError {
  const hop = hopOf(kind, d)
  return new ApiError({
    kind,
    message: describeFailure(kind, ctx, d),
    endpoint: ctx.endpoint,
    ...(d.status !== undefined && { status: d.status }),
    ...(d.serverMessage !== undefined && { serverMessage: d.serverMessage }),
    ...(d.field !== undefined && { field: d.field }),
    ...(d.retryAfterMs !== undefined && { retryAfterMs: d.retryAfterMs }),
    ...(d.uncertain && { uncertain: true }),
    ...(d.fieldReasons && { fieldReasons: d.fieldReasons }),
    ...(hop && { hop }),
  })
}

/** Client-side validation failure, raised before anything is sent. */
export function invalidInput(ctx: FailureContext, field: string, reason: string): ApiError {
  return failure('invalidInput', ctx, { field, reason })
}
