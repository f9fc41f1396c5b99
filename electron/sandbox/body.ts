import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ApiError, invalidField } from './errors'

/** Stand-ins for bodies the routes must refuse; parsing never throws, so every request reaches the log. */
const INVALID_JSON = Symbol('invalid JSON')
const NOT_JSON = Symbol('not JSON')

const rawBodies = new WeakMap<IncomingMessage, string>()

export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request.raw) ?? ''

export function installBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    rawBodies.set(request.raw, text)
    // Body-less storage POSTs may still say application/json; an empty body is no body.
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(null, INVALID_JSON)
    }
  })
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    rawBodies.set(request.raw, text)
    done(null, text === '' ? undefined : NOT_JSON)
  })
}

function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'Body'
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('')
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body
  for (const key of path)
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined
  return value
}

/** Validates a request body; the first problem becomes a 400 whose Message starts with the field's name. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === INVALID_JSON) throw new ApiError(400, 'Body: is not valid JSON')
  if (body === NOT_JSON) throw new ApiError(415, 'Content-Type must be application/json')
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path ?? []
  // Schemas phrase what a wrong value should be; an absent one gets the same words everywhere.
  const message = valueAt(body, path) === undefined ? 'is required' : (issue?.message ?? 'is not valid')
  throw invalidField(fieldName(path), message)
}
