import { randomBytes } from 'node:crypto'
import { realClock } from './clock'
import { createDelays, type SandboxContext } from './context'
import { createCounter } from './counter'
import { resolveDialect } from './dialect'
import { createCustomerRegistry, DEMO_TOKEN } from './customers'
import { createFaultInjector } from './faults'
import { createRequestLog } from './request-log'
import { TaskEngine } from './tasks'
import type { SandboxOptions } from './types'

/** The context of one sandbox, with its first customers added. */
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
