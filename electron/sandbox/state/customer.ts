import { formatDate } from '../dates'
import { hashString, seededRandom } from '../random'
import { initialDnsState } from './dns'
import { initialImagesState } from './images'
import { defaultLocations } from './locations'
import { initialNetworksState } from './networks'
import { initialServersState } from './servers'
import { initialSshKeysState } from './ssh-keys'
import { initialSslState } from './ssl'
import { initialStorageState } from './storage'
import type { CustomerState } from './types'

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
  return {
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
    ...initialServersState(),
    ...initialNetworksState(),
    ...initialDnsState(),
    ...initialSslState(),
    ...initialStorageState(),
    ...initialSshKeysState(),
    ...initialImagesState(defaultLocations()),
    nextId,
    random: seededRandom(seed ^ hashString(token)),
  }
}
