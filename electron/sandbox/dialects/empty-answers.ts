import type { FastifyReply } from 'fastify'
import type { Dialect } from '../dialect'

/**
 * The live service answers some deletes and edits with an empty 200 (C6 `lib/onecloud.rb`: "DELETE requests has
 * empty body"; C1 `DeleteNetwork` reads only the status): the real dialect does, the seed dialect answers the object.
 */
export function emptyWhenReal<T>(dialect: Dialect, reply: FastifyReply, answer: T): T | FastifyReply {
  return dialect === 'real' ? reply.code(200).send() : answer
}
