import type { AddressInfo } from 'node:net'
import { createSandboxContext } from './create-context'
import { DEMO_TOKEN } from './customers'
import { buildApp } from './server'
import type { CustomerState } from './state/types'
import type { SandboxHandle, SandboxOptions } from './types'

export { createManualClock } from './clock'
export { DEMO_TOKEN } from './customers'
export { DEFAULT_DIALECT, DIALECT_ENV_VAR, DIALECTS } from './dialect'
export type { Dialect } from './dialect'
export { SSL_DELETE_REFUSED } from './routes/ssl'
export { closedLoopbackPort } from './loopback'
export type * from './types'
export type * from './state/types'

/** Starts the API sandbox on loopback. Resolves once it listens; close() stops it and every pending task. */
export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const ctx = createSandboxContext(options)
  const host = options.host ?? '127.0.0.1'
  const app = buildApp(ctx, host)
  await app.listen({ port: options.port ?? 0, host })
  const { port } = app.server.address() as AddressInfo
  const tokens = ctx.initialCustomers.map((c) => c.token)
  let closing: Promise<void> | undefined

  return {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    // The demo customer when there is one, else the first customer given.
    demoToken: tokens.includes(DEMO_TOKEN) ? DEMO_TOKEN : (tokens[0] ?? DEMO_TOKEN),
    adminKey: ctx.adminKey,
    dialect: ctx.dialect,
    close() {
      closing ??= (async () => {
        ctx.tasks.dispose()
        ctx.delays.cancelAll()
        await app.close()
      })()
      return closing
    },
    addCustomer: (spec) => void ctx.customers.add(spec),
    state(token): CustomerState {
      const customer = ctx.customers.find(token)
      if (!customer) throw new Error(`no sandbox customer with token ${token}`)
      return customer
    },
    counter: ctx.counter,
    requests: ctx.requests,
    faults: { set: (rules) => ctx.faults.set(rules), clear: () => ctx.faults.clear() },
  }
}
