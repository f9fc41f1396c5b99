/** Why an API call failed; the UI picks wording and remedies by kind. */
export const API_ERROR_KINDS = [
  'network', // could not reach the API (DNS, refused, reset)
  'timeout', // no answer in time
  'auth', // 401/403: token refused
  'notFound', // 404 for a specific resource
  'rejected', // other 4xx: the server refused the input or the operation
  'rateLimited', // 429 after retries
  'server', // 5xx after retries
  'unexpectedResponse', // answer not in the expected shape
  'invalidInput', // refused by the client before sending
  'unsupported', // the server does not offer this (extension) endpoint
  'cancelled', // aborted by the caller
] as const

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number]

/**
 * Which part of the way to the API failed when no answer came: the proxy, the name lookup (DNS), the TLS
 * certificate, this computer's own network, or the service itself (nothing answered at its address, or too late).
 */
export const NETWORK_HOPS = ['proxy', 'dns', 'tls', 'network', 'service'] as const
export type NetworkHop = (typeof NETWORK_HOPS)[number]

/** The serialisable form of an ApiError (what crosses IPC; never holds the token). */
export interface ApiErrorData {
  name: 'ApiError'
  kind: ApiErrorKind
  /** Human text: what failed, why, what to do. */
  message: string
  /** Method and path template, e.g. "GET /server/{id}"; empty for purely client-side checks. */
  endpoint: string
  status?: number
  /** The body's `Message`, else the raw body text, trimmed and shortened. */
  serverMessage?: string
  /** The input field (invalidInput) or response field path (unexpectedResponse). */
  field?: string
  /** A refusal's reasons for the form's fields, by field (see HostdeckErrorData.fields). */
  fields?: Record<string, string>
  /** For rateLimited: how long the server asked us to wait. */
  retryAfterMs?: number
  /** A change that may have been made although it failed (a timeout, a reset, an unreadable 2xx answer). */
  uncertain?: boolean
  /** For network and timeout: which part of the way failed (see NetworkHop). */
  hop?: NetworkHop
}

export function isApiErrorData(value: unknown): value is ApiErrorData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'ApiError' &&
    (API_ERROR_KINDS as readonly unknown[]).includes((value as { kind?: unknown }).kind)
  )
}
