import { randomBytes } from 'node:crypto'
import { realClock } from './clock'
import { createCounter } from './counter'
import { type Dialect, resolveDialect } from './dialect'
import { createCustomerRegistry, type CustomerRegistry, DEMO_TOKEN } from './customers'
import { createFaultInjector, type FaultInjector } from './faults'
import { createRequestLog } from './request-log'
import { TaskEngine } from './tasks'
import type { CustomerSpec, SandboxClock, SandboxOptions } from './types'

/** Everything a route or hook needs, passed explicitly instead of hanging off fastify decorators. */
export interface SandboxContext {
  /** Fixed for the life of the sandbox; routes translate state to and from it at the edges. */
  dialect: Dialect
  clock: SandboxClock
  tasks: TaskEngine
  customers: CustomerRegistry
  faults: FaultInjector
  counter: ReturnType<typeof createCounter>
  requests: ReturnType<typeof createRequestLog>
  /** Injected latency runs on real timers: it exists to trip the client's real timeouts. */
  delays: Delays
  adminKey: string
  /** The customers the sandbox started with, in order. */
  initialCustomers: CustomerSpec[]
}

export function createSandboxContext(options: SandboxOptions = {}): SandboxContext {
  const clock = options.clock ?? realClock
  const seed = options.seed ?? 1
  const ctx: SandboxContext = {
    dialect: resolveDialect(options.dialect),
    clock,
    tasks: new TaskEngine(clock, options.paceMs ?? 1000),
    customers: createCustomerRegistry(seed, clock),
    faults: createFaultInjector(seed, options.faults),
    counter: createCounter(),
    requests: createRequestLog(),
    delays: createDelays(),
    adminKey: options.adminKey ?? randomBytes(24).toString('hex'),
    initialCustomers: options.customers ?? [{ token: DEMO_TOKEN, data: 'demo' }],
  }
  for (const spec of ctx.initialCustomers) ctx.customers.add(spec)
  return ctx
}

export interface Delays {
  wait(ms: number): Promise<void>
  cancelAll(): void
}

export function createDelays(): Delays {
  const pending = new Set<ReturnType<typeof setTimeout>>()
  return {
    wait: (ms) =>
      new Promise((resolve) => {
        const handle = setTimeout(() => {
          pending.delete(handle)
          resolve()
        }, ms)
        pending.add(handle)
      }),
    // The requests left waiting are answered by no one: close() destroys their sockets.
    cancelAll: () => {
      for (const handle of pending) clearTimeout(handle)
      pending.clear()
    },
  }
}
