import type { createCounter } from './counter'
import type { Dialect } from './dialect'
import type { FaultInjector } from './faults'
import type { createRequestLog } from './request-log'
import type { CustomerState } from './state/types'
import type { TaskEngine } from './tasks'
import type { CustomerSpec, SandboxClock } from './types'

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

/** Every token is its own customer with its own data (customers.ts). */
export interface CustomerRegistry {
  add(spec: CustomerSpec): CustomerState
  find(token: string): CustomerState | undefined
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
