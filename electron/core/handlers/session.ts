import type { AccountService } from '../accounts/account-service'
import type { Handlers } from '../dispatch'
import type { SessionReceipt, SessionState, sessionChannels } from '../../shared/channels/session'
import { serviceCapabilities } from '../../shared/models'
import type { ResourceContext } from './resource-context'

/** A re-read's answer: the revision it reached (its changes went out as events), not the whole state again. */
const receipt = ({ accountId, revision }: SessionState): SessionReceipt => ({ accountId, revision })

export function buildSessionHandlers(
  accounts: AccountService,
  ctx: ResourceContext,
): Pick<Handlers, keyof typeof sessionChannels> {
  return {
    'session:get': async () => (await accounts.activeSession()).state(),
    'session:refresh': async () => receipt(await (await accounts.activeSession()).refresh()),
    'session:refreshStale': async ({ sections, olderThanMs }) =>
      receipt(await (await accounts.activeSession()).refreshStale(sections, olderThanMs)),
    // A change of nothing: what follows every change (the re-read) is the point. Refused offline, as it should be.
    'session:reread': async ({ sections }) => {
      await ctx.mutate(sections, async () => undefined)
      return null
    },
    'session:capabilities': () =>
      ctx.read(async (api, accountId) => serviceCapabilities(accountId, api.capabilities.isSupported)),
  }
}
