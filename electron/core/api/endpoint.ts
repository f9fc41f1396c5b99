import type { z } from 'zod'
import type { CapabilityKey } from '../../shared/models'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A 2xx answer read without a schema; the phantom type lets `route()` infer void / string. */
export interface RawAnswer<T> {
  readonly rawAnswer: 'none' | 'text' | 'bytes'
  readonly __type?: T
}

/** The body is ignored (DELETEs whose answer the seed does not show). */
export const NO_ANSWER: RawAnswer<void> = { rawAnswer: 'none' }
/** The body is plain text (DELETE /server-batch). */
export const TEXT_ANSWER: RawAnswer<string> = { rawAnswer: 'text' }

/** The body as received with its media type (certificate files). */
export interface BytesAnswer {
  bytes: Uint8Array
  contentType: string | null
}
export const BYTES_ANSWER: RawAnswer<BytesAnswer> = { rawAnswer: 'bytes' }

/** How a 2xx answer is read. */
export type AnswerSpec<T> = z.ZodType<T> | RawAnswer<T>

/** One route of the API, described once; the transport does the rest. */
export interface Endpoint<T> {
  method: HttpMethod
  /** Path template with {placeholders}, e.g. "/server/{id}/action". */
  path: string
  /** What the user was doing, for messages: "load servers". */
  action: string
  answer: AnswerSpec<T>
  /** Set only for extension routes (PRODUCT §2) that a server may not offer. */
  capability?: CapabilityKey
  /**
   * True when the path holds no caller-supplied id, so a 404 can only mean "no such route"
   * (a collection like GET /server or POST /dns/recordsrv). Item routes learn that they are
   * unsupported from a 405, from the router's "No HTTP resource was found" 404, or from `requires`.
   */
  routeLevel?: boolean
  /** Capabilities this route also depends on: GET /server/{id} is pointless without GET /server. */
  requires?: CapabilityKey[]
  /**
   * An empty 2xx body is the service's success (C6 `lib/onecloud.rb`, C1 `DeleteNetwork`): the answer schema then
   * reads `undefined` (an `…OrNothing` schema gives null) instead of the change being reported as uncertain.
   */
  emptyIsSuccess?: true
}

export interface CallInput {
  params?: Record<string, number>
  /** JSON body. */
  body?: unknown
  /** Body-less POST that must say Content-Length: 0 (the storage category). */
  emptyBody?: boolean
  /** Cancels this call (kind 'cancelled'), beside the client-wide signal. */
  signal?: AbortSignal
}

export const describeRoute = (ep: Pick<Endpoint<unknown>, 'method' | 'path'>) => `${ep.method} ${ep.path}`

/** What an extension route adds to its method, path, action and answer. */
type RouteExtras = Pick<Endpoint<unknown>, 'capability' | 'routeLevel' | 'requires' | 'emptyIsSuccess'>

/** The extras of a change whose success may come as an empty 2xx body. */
export const EMPTY_OK = { emptyIsSuccess: true } as const

/** One line of a route table: `route('PUT', '/network/{id}', 'rename the private network', wireNetwork)`. */
export function route<T>(
  method: HttpMethod,
  path: string,
  action: string,
  answer: AnswerSpec<T>,
  extras: RouteExtras = {},
): Endpoint<T> {
  return { method, path, action, answer, ...extras }
}

/** The failure context of a route: what the user was doing and where. */
export const contextOf = (ep: Pick<Endpoint<unknown>, 'method' | 'path' | 'action'>) => ({
  action: ep.action,
  endpoint: describeRoute(ep),
})

/** How one read of an extension collection is described: what the user was doing, the answer, its capability. */
type Read<T> = [action: string, answer: AnswerSpec<T>, capability: CapabilityKey]

/**
 * An extension collection and its items: GET /things answers the list (a 404 there can only mean "no such
 * route"), GET /things/{id} one item, pointless without the list.
 */
export function collectionRoutes<L, I>(
  path: string,
  [listAction, listAnswer, listKey]: Read<L>,
  [itemAction, itemAnswer, itemKey]: Read<I>,
) {
  return {
    list: route('GET', path, listAction, listAnswer, { capability: listKey, routeLevel: true }),
    get: route('GET', `${path}/{id}`, itemAction, itemAnswer, { capability: itemKey, requires: [listKey] }),
  }
}
