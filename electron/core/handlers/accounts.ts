import type { Handlers } from '../dispatch'
import type { accountChannels } from '../../shared/channels/accounts'
import type { HandlerContext } from './handler-context'

export function buildAccountHandlers({
  accounts,
}: Pick<HandlerContext, 'accounts'>): Pick<Handlers, keyof typeof accountChannels> {
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

declare module './handler-context' {
  interface HandlerSlices {
    accounts: typeof buildAccountHandlers
  }
}
