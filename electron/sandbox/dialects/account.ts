import { formatDate } from '../dates'
import type { Dialect } from '../dialect'
import type { CustomerState } from '../state/types'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the customer's servers cost a day (an invented tariff; only the real dialect's BalanceTillDateUtc uses it). */
export function dailyCost(customer: CustomerState): number {
  let cost = 0
  for (const s of customer.servers.values())
    cost += s.CPU * 15 + (s.RAM / 1024) * 8 + s.HDD * (s.HDDType === 'SAS' ? 0.2 : 0.5)
  return Math.round(cost * 100) / 100
}

/**
 * The day the money runs out, as a date without a time (C17 `kolgotko/1cloud_balance_exporter.js` rewrites a bare
 * `YYYY-MM-DD`; other clients parse `2006-01-02`); null when nothing is billed.
 */
function balanceTillDate(customer: CustomerState, now: number): string | null {
  const cost = dailyCost(customer)
  if (cost <= 0) return null
  const days = Math.max(0, Math.floor(customer.account.Balance / cost))
  return formatDate(now + days * DAY_MS).slice(0, 10)
}

/**
 * GET /account. Seed: the account as the sandbox always answered it, with Balance. Real (C1 `Models/Account.cs`):
 * no deprecated Balance; the money is in ProjectBalances, and BalanceTillDateUtc says when it runs out.
 */
export function accountView(customer: CustomerState, dialect: Dialect, now: number) {
  const { account } = customer
  if (dialect === 'seed') return account
  return {
    ID: account.ID,
    FirstName: account.FirstName,
    LastName: account.LastName,
    Email: account.Email,
    BalanceTillDateUtc: balanceTillDate(customer, now),
    ProjectBalances: [{ ProjectId: account.ID, Balance: { Real: account.Balance, Bonus: 0 } }],
  }
}
