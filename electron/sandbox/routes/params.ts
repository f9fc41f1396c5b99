import type { FastifyRequest } from 'fastify'
import { notFound } from '../errors'

/** A path id; anything that is not a whole number simply matches nothing (404, like an unknown id). */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const value = (request.params as Record<string, string | undefined>)[name] ?? ''
  return /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN
}

export function mustFind<T>(items: Map<number, T>, id: number, what: string): T {
  const item = items.get(id)
  if (item === undefined) throw notFound(what, Number.isNaN(id) ? undefined : id)
  return item
}
