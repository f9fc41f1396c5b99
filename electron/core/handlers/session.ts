import type { AccountService } from '../accounts/account-service'
import type { Handlers } from '../dispatch'
import type { sessionChannels } from '../../shared/channels/session'
import type { ResourceContext } from './resource-context'

export function buildSessionHandlers(accounts: AccountService, ctx: ResourceContext): Pick<Handlers, keyof typeof sessionChannels> {
  return {
    'session:get': async () => (await accounts.activeSession()).state(),
    'session:refresh': async () => (await accounts.activeSession()).refresh(),
    'session:refreshStale': async ({ sections, olderThanMs }) => (await accounts.activeSession()).refreshStale(sections, olderThanMs),
    // A change of nothing: what follows every change (the re-read) is the point. Refused offline, as it should be.
    'session:reread': async ({ sections }) => {
      await ctx.mutate(sections, async () => undefined)
      return null
    },
  }
}
