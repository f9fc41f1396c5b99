import type { Merged } from '../../shared/slices'
import { formatDate } from '../dates'
import { sandboxKinds } from '../kinds'
import { hashString, seededRandom } from '../random'
import { defaultLocations } from './locations'
import type { CustomerBase, CustomerParts, CustomerState } from './types'

export interface CustomerSeed {
  token: string
  /** Sandbox seed; combined with the token so that two customers never share a sequence. */
  seed: number
  now: number
  balance: number
}

export function createEmptyCustomer({ token, seed, now, balance }: CustomerSeed): CustomerState {
  let lastId = 10_000
  const nextId = (): number => ++lastId
  const base: CustomerBase = {
    token,
    account: {
      ID: nextId(),
      FirstName: 'Alex',
      LastName: 'Sandbox',
      Email: 'alex@example.com',
      Phone: '+7 000 000-00-00',
      CompanyName: '',
      Balance: balance,
      Currency: 'RUB',
      IsBlocked: false,
      DateCreate: formatDate(now),
    },
    locations: defaultLocations(),
    nextId,
    random: seededRandom(seed ^ hashString(token)),
  }
  return { ...base, ...initialParts(base) }
}

/**
 * Every kind's part of a new customer, merged. The registry's type gives it one kind per member of CustomerParts,
 * each with that member's initial state: what Object.assign cannot say on its own.
 */
function initialParts(base: CustomerBase): Merged<CustomerParts> {
  return Object.assign({}, ...Object.values(sandboxKinds).map((kind) => kind.initial(base))) as Merged<CustomerParts>
}
