import type { FastifyInstance } from 'fastify'
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

/** GET `path` (every item, in the dialect's view) and, when the kind names itself, GET `path/:id` (404 if none). */
export function registerReads<T>(api: FastifyInstance, ctx: SandboxContext, kind: Collection<T>): void {
  api.get(kind.path, async (request) => {
    const customer = customerOf(request)
    return [...kind.items(customer).values()].map((item) => kind.view(customer, item, ctx.dialect))
  })
  const what = kind.what
  if (what === undefined) return
  api.get(`${kind.path}/:id`, async (request) => {
    const customer = customerOf(request)
    return kind.view(customer, mustFind(kind.items(customer), idParam(request), what), ctx.dialect)
  })
}
