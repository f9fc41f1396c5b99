import type { AccountService } from '../accounts/account-service'
import type { Handlers } from '../dispatch'
import type { accountChannels } from '../../shared/channels/accounts'

export function buildAccountHandlers(accounts: AccountService): Pick<Handlers, keyof typeof accountChannels> {
  return {
    'accounts:list': () => accounts.list(),
    'accounts:test': (input) => accounts.test(input),
    'accounts:add': (input) => accounts.add(input),
    'accounts:update': (input) => accounts.update(input),
    'accounts:replaceToken': ({ id, token }) => accounts.replaceToken(id, token),
    'accounts:remove': ({ id }) => accounts.remove(id),
    'accounts:switch': async ({ id }) => accounts.answer(await accounts.switchTo(id)),
    'accounts:setHidden': ({ id, hidden }) => accounts.setHidden(id, hidden),
  }
}
