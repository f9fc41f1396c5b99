import type { FastifyInstance, FastifyRequest } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import type { Dialect } from '../dialect'
import type { CustomerState } from '../state/types'
import { idParam, mustFind } from './params'

/** How one kind of resource is read: where its items live in a customer, and how the dialect shows one. */
export interface Collection<T> {
  /** The list's path (`/server`); one item is `${path}/:id`. */
  path: string
  /** Named in a 404 ("Server 12 not found"); without it the kind has no route for one item. */
  what?: string
  items: (customer: CustomerState) => Map<number, T>
  view: (customer: CustomerState, item: T, dialect: Dialect) => unknown
}

/** The customer asking and the item its `:id` names. */
export type ItemOf<T> = (request: FastifyRequest) => { customer: CustomerState; item: T }

/** How a route finds the item of a kind that names itself: 404 ("Network 7 not found") when there is none. */
export function itemOf<T>(kind: Pick<Collection<T>, 'items'> & { what: string }): ItemOf<T> {
  return (request) => {
    const customer = customerOf(request)
    return { customer, item: mustFind(kind.items(customer), idParam(request), kind.what) }
  }
}

/**
 * GET `path` (every item, in the dialect's view) and, when the kind names itself, GET `path/:id` (404 if none): then
 * answers how the kind's other routes find the item their `:id` names.
 */
export function registerReads<T>(
  api: FastifyInstance,
  ctx: SandboxContext,
  kind: Collection<T> & { what: string },
): ItemOf<T>
export function registerReads<T>(api: FastifyInstance, ctx: SandboxContext, kind: Collection<T>): void
export function registerReads<T>(api: FastifyInstance, ctx: SandboxContext, kind: Collection<T>): ItemOf<T> | void {
  api.get(kind.path, async (request) => {
    const customer = customerOf(request)
    return [...kind.items(customer).values()].map((item) => kind.view(customer, item, ctx.dialect))
  })
  const what = kind.what
  if (what === undefined) return
  const find = itemOf({ items: kind.items, what })
  api.get(`${kind.path}/:id`, async (request) => {
    const { customer, item } = find(request)
    return kind.view(customer, item, ctx.dialect)
  })
  return find
}
