import { z } from 'zod'
import { fillDemoData } from './state/demo-data'
import { createEmptyCustomer } from './state/customer'
import { fillScaleData } from './state/scale-data'
import type { CustomerRegistry } from './context'
import type { CustomerState } from './state/types'
import type { CustomerSpec, SandboxClock } from './types'
import { DEMO_TOKEN } from './demo-token'

export { DEMO_TOKEN }

const DEMO_BALANCE = 12_450.75
const DEFAULT_BALANCE = 1_000

const count = z.number().int().min(0).max(100_000).optional()
export const customerSpecSchema = z.object({
  token: z.string().trim().min(1).regex(/^\S+$/, { error: 'must not contain spaces' }),
  data: z
    .union([
      z.literal('demo'),
      // The Demo as the app shows it: every order paid, nothing that needs money on a first run.
      z.literal('demo-paid'),
      z.literal('empty'),
      z.object({ scale: z.object({ servers: count, zones: count, recordsPerZone: count, sshKeys: count }) }),
    ])
    .optional(),
  balance: z.number().optional(),
})

/** Every token is its own customer with its own data. */
export function createCustomerRegistry(seed: number, clock: SandboxClock): CustomerRegistry {
  const byToken = new Map<string, CustomerState>()
  return {
    add(spec: CustomerSpec): CustomerState {
      const { token, data = 'demo', balance } = customerSpecSchema.parse(spec)
      if (byToken.has(token)) throw new Error(`a customer with token ${token} already exists`)
      const now = clock.now()
      const customer = createEmptyCustomer({
        token,
        seed,
        now,
        balance: balance ?? (data === 'demo' || data === 'demo-paid' ? DEMO_BALANCE : DEFAULT_BALANCE),
      })
      if (data === 'demo' || data === 'demo-paid') fillDemoData(customer, now, { allPaid: data === 'demo-paid' })
      else if (data !== 'empty') fillScaleData(customer, now, data.scale)
      byToken.set(token, customer)
      return customer
    },
    find: (token) => byToken.get(token),
  }
}
