import type { Account } from '../../../shared/models'
import { route } from '../endpoint'
import { perSend } from '../resource-slices'
import type { Send } from '../transport'
import { wireAccount } from '../wire/accounts'

const ep = {
  get: route('GET', '/account', 'load the account', wireAccount, { capability: 'account.get', routeLevel: true }),
}

export function createAccountApi(send: Send) {
  return {
    get: async (): Promise<Account> => send(ep.get),
  }
}

/** The client's `account` member. */
export const accountResources = { account: perSend(createAccountApi) }

declare module '../resource-slices' {
  interface ResourceSlices {
    account: typeof accountResources
  }
}
