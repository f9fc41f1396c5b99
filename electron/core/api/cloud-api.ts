import type { Capabilities } from '../../shared/models'
import { mergeExports, type Merged } from '../../shared/slices'
import { createCapabilities } from './capabilities'
import { invalidInput } from './error-messages'
import type { ClientSetup, ResourcePart, ResourceSlices } from './resource-slices'
import type { FetchFn } from '../ports'
import { DEFAULT_BACKOFF, type BackoffOptions } from './retry'
import { createTransport, type ApiRequestInfo, type Send } from './transport'

/**
 * Every resource's part (`resources/<domain>.ts`), found by where it lives: each exports its `…Resources` object
 * and adds its type to `ResourceSlices` (resource-slices.ts). The client's member names are the objects' keys.
 */
type Parts = Merged<ResourceSlices>
const parts = mergeExports(
  import.meta.glob<Record<string, unknown>>(['./resources/*.ts', '!./resources/*.test.ts'], { eager: true }),
  'Resources',
) as Parts

/** Every resource's API, by the client's member name. */
type Resources = { [K in keyof Parts]: Parts[K] extends ResourcePart<infer Api> ? Api : never }

export interface CloudApiOptions extends ClientSetup {
  /** e.g. https://api.1cloud.ru; a path prefix is kept. */
  baseUrl: string
  token: string
  /** Word before the token in Authorization; '' sends the bare token. */
  authScheme?: string
  /** Per attempt, body included. */
  timeoutMs?: number
  /** Extra attempts for GETs only. */
  retries?: number
  /** Cancels every request of this client (kind 'cancelled'). */
  signal?: AbortSignal
  /** What this account's server offers; pass a persisted one to skip known-missing routes. */
  capabilities?: Capabilities
  /** Called after every attempt, for counting and diagnostics. */
  onRequest?: (info: ApiRequestInfo) => void
  /** Backoff timing, randomness, clock and sleep; tests inject fast/deterministic ones. */
  backoff?: Partial<BackoffOptions>
  /** The host's way out (system proxy, a proxy setting); the runtime's fetch when absent. */
  fetch?: FetchFn
}

export function createCloudApi(options: CloudApiOptions) {
  const setup = { action: 'set up the API client', endpoint: '' }
  let url: URL
  try {
    url = new URL(options.baseUrl)
  } catch {
    throw invalidInput(setup, 'baseUrl', 'must be an absolute http(s) URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalidInput(setup, 'baseUrl', 'must use http or https')
  if (url.username || url.password) throw invalidInput(setup, 'baseUrl', 'must not contain credentials')
  if (typeof options.token !== 'string' || options.token.trim() === '')
    throw invalidInput(setup, 'token', 'must not be empty')
  // A header value cannot hold line breaks; fetch's own complaint would be less clear.
  if (!/^[\x21-\x7e]+$/.test(options.token.trim()))
    throw invalidInput(setup, 'token', 'must be printable ASCII without spaces or line breaks')
  if (options.authScheme !== undefined && !/^[A-Za-z0-9!#$%&'*+.^_`|~-]*$/.test(options.authScheme)) {
    throw invalidInput(setup, 'authScheme', 'must be a single word such as Bearer')
  }

  const capabilities = options.capabilities ?? createCapabilities()
  const send = createTransport({
    baseUrl: `${url.origin}${url.pathname}`,
    token: options.token.trim(),
    authScheme: options.authScheme ?? 'Bearer',
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 3,
    ...(options.signal && { signal: options.signal }),
    capabilities,
    ...(options.onRequest && { onRequest: options.onRequest }),
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    ...(options.fetch && { fetch: options.fetch }),
  })

  return bindResources(send, capabilities, setUpResources(options))
}

/** Every part set up once for this client: what binds them all to one `send`. */
function setUpResources(setup: ClientSetup): (send: Send) => Resources {
  const bound = Object.entries(parts).map(
    ([name, part]: [string, ResourcePart<unknown>]) => [name, part(setup)] as const,
  )
  return (send) => Object.fromEntries(bound.map(([name, bind]) => [name, bind(send)])) as Resources
}

export type CloudApi = Resources & {
  /** What this account's server offers (learnt as routes answer or are missing). */
  capabilities: Capabilities
  /** This client, with every call also cancelled by `signal` (one user action's time limit or its Cancel). */
  withSignal(signal: AbortSignal): CloudApi
}

function bindResources(send: Send, capabilities: Capabilities, resources: (send: Send) => Resources): CloudApi {
  return {
    ...resources(send),
    capabilities,
    withSignal: (signal) => bindResources((ep, input = {}) => send(ep, { ...input, signal }), capabilities, resources),
  }
}
