import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { globToRegex } from './path-pattern'
import { seededRandom } from './random'
import type { FaultRule } from './types'

export const faultRuleSchema = z.object({
  method: z.string().min(1).optional(),
  path: z.string().min(1),
  latencyMs: z.number().int().min(0).optional(),
  rate: z.number().min(0).max(1).optional(),
  kind: z.enum(['status5xx', 'rateLimit', 'reset', 'malformedJson', 'hang']).optional(),
  status: z.number().int().min(500).max(599).optional(),
  retryAfter: z.string().min(1).optional(),
  times: z.number().int().min(0).optional(),
})
export const faultRulesSchema = z.array(faultRuleSchema)

interface ActiveRule {
  rule: FaultRule
  path: RegExp
  fired: number
}

export interface FaultDecision {
  latencyMs: number
  /** The first firing rule that has a kind; it decides how the request ends. */
  failure?: FaultRule
}

/**
 * Picks the faults for a request. The RNG is re-seeded on every set(), so a test that installs rules
 * gets the same sequence of hits and misses no matter what ran before it.
 */
export function createFaultInjector(seed: number, initial: FaultRule[] = []) {
  let rules: ActiveRule[] = []
  let random = seededRandom(seed)

  const set = (next: FaultRule[]): void => {
    const parsed = faultRulesSchema.parse(next)
    random = seededRandom(seed)
    rules = parsed.map((rule) => ({ rule, path: globToRegex(rule.path), fired: 0 }))
  }
  set(initial)

  return {
    set,
    clear: () => set([]),
    decide(method: string, path: string): FaultDecision | undefined {
      let decision: FaultDecision | undefined
      for (const active of rules) {
        const { rule } = active
        if (rule.method && rule.method.toUpperCase() !== method) continue
        if (!active.path.test(path)) continue
        if (rule.times !== undefined && active.fired >= rule.times) continue
        // Draw for every matching rule, even at rate 1, so adding a rule never shifts another's luck.
        const fires = random() < (rule.rate ?? 1)
        if (!fires) continue
        active.fired++
        decision ??= { latencyMs: 0 }
        decision.latencyMs += rule.latencyMs ?? 0
        if (rule.kind && !decision.failure) {
          decision.failure = rule
          break
        }
      }
      return decision
    },
  }
}

export type FaultInjector = ReturnType<typeof createFaultInjector>

/** The start of a list response, cut off mid-value: what a client sees when a proxy drops the tail. */
const BROKEN_JSON = '[{"ID": 4711, "Name": "web-01", "State": "Act'

/** Ends the request the way the rule says. Returns false when the request should go on normally. */
export function applyFailure(rule: FaultRule, request: FastifyRequest, reply: FastifyReply): boolean {
  switch (rule.kind) {
    case 'status5xx':
      void reply.code(rule.status ?? 503).send({ Message: 'The service is temporarily unavailable (injected fault)' })
      return true
    case 'rateLimit':
      void reply
        .code(429)
        .header('Retry-After', rule.retryAfter ?? '1')
        .send({ Message: 'Too many requests (injected fault)' })
      return true
    case 'malformedJson':
      void reply.code(200).header('Content-Type', 'application/json; charset=utf-8').send(BROKEN_JSON)
      return true
    case 'reset': {
      reply.hijack()
      const socket = request.raw.socket
      // resetAndDestroy sends a TCP RST, which is what "connection reset" means to a client.
      if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy()
      else socket.destroy()
      return true
    }
    case 'hang':
      // Never answer; the socket stays open until the client gives up or the sandbox closes.
      reply.hijack()
      return true
    default:
      return false
  }
}
