import type { Account } from '../../../shared/models'
import { endpoint } from '../endpoint'
import type { Send } from '../transport'
import { wireAccount } from '../wire/accounts'

const ep = {
  get: endpoint({
    method: 'GET',
    path: '/account',
    action: 'load the account',
    answer: wireAccount,
    capability: 'account.get',
    routeLevel: true,
  }),
}

export function createAccountApi(send: Send) {
  return {
    get: async (): Promise<Account> => send(ep.get),
  }
}
