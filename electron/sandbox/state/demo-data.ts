import { DAY_MS, formatDate } from '../dates'
import { sandboxKinds, type DemoOptions } from '../kinds'
import type { CustomerState } from './types'

/** A small company's account, then each kind's share of it (state/demo/), in the registry's order. */
export function fillDemoData(
  customer: CustomerState,
  now: number,
  { allPaid = false }: Partial<DemoOptions> = {},
): void {
  Object.assign(customer.account, {
    FirstName: 'Anna',
    LastName: 'Petrova',
    Email: 'anna.petrova@example.com',
    Phone: '+7 812 555-01-23',
    CompanyName: 'Example Foods LLC',
    DateCreate: formatDate(now - 420 * DAY_MS),
  })
  for (const kind of Object.values(sandboxKinds)) kind.demo?.(customer, now, { allPaid })
}
