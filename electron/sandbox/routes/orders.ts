import type { Dialect } from '../dialect'
import { locationIn } from '../dialects/locations'
import { invalidField } from '../errors'
import { DEFAULT_LOCATION } from '../state/locations'
import type { CustomerState } from '../state/types'
import type { SandboxContext } from '../context'

/** The location an order names (DCLocation, in the dialect's words), or the default one; an unknown one is refused. */
export function orderLocation(customer: CustomerState, named: string | undefined, dialect: Dialect): string {
  const key = named === undefined ? DEFAULT_LOCATION : locationIn(customer, named, dialect)
  if (key === undefined) {
    throw invalidField('DCLocation', `unknown location '${named}'; use a TechTitle from GET /dcLocation`)
  }
  return key
}

/** Without funds an order waits for payment (NeedMoney) and is never built. */
export function orderState(customer: CustomerState): 'NeedMoney' | 'New' {
  return customer.account.Balance < 0 ? 'NeedMoney' : 'New'
}

/** A new, paid order is built in two steps; one waiting for payment stays as it is. */
export function buildWhenPaid(ctx: SandboxContext, item: { State: string }): void {
  if (item.State !== 'New') return
  ctx.tasks.after(2, () => {
    item.State = 'Active'
  })
}
