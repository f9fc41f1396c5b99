import { formatDate } from '../dates'
import { hashString, seededRandom } from '../random'
import { publicImages } from './images'
import { defaultLocations } from './locations'
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
    servers: new Map(),
    serverActions: new Map(),
    networks: new Map(),
    publicNetworks: new Map(),
    publicNetworkDeletions: new Map(),
    zones: new Map(),
    certificates: new Map(),
    storage: null,
    storageUsers: new Map(),
    sshKeys: new Map(),
    images: publicImages(defaultLocations()),
    nextId,
    random: seededRandom(seed ^ hashString(token)),
  }
}
