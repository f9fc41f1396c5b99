import type { AccountService } from '../accounts/account-service'
import type { Handlers } from '../dispatch'

type AccountHandlers = Pick<
  Handlers,
  | 'accounts:list'
  | 'accounts:test'
  | 'accounts:add'
  | 'accounts:update'
  | 'accounts:replaceToken'
  | 'accounts:remove'
  | 'accounts:setHidden'
  | 'accounts:switch'
  | 'session:get'
  | 'session:refresh'
>

export function buildAccountHandlers(accounts: AccountService): AccountHandlers {
  return {
    'accounts:list': () => accounts.list(),
    'accounts:test': (input) => accounts.test(input),
    'accounts:add': (input) => accounts.add(input),
    'accounts:update': (input) => accounts.update(input),
    'accounts:replaceToken': ({ id, token }) => accounts.replaceToken(id, token),
    'accounts:remove': ({ id }) => accounts.remove(id),
    'accounts:setHidden': ({ id, hidden }) => accounts.setHidden(id, hidden),
    'accounts:switch': ({ id }) => accounts.switchTo(id),
    'session:get': async () => (await accounts.activeSession()).state(),
    'session:refresh': async () => (await accounts.activeSession()).refresh(),
  }
}
