import type { Handlers } from '../dispatch'
import type { SessionReceipt, SessionState, sessionChannels } from '../../shared/channels/session'
import { serviceCapabilities } from '../../shared/models'
import type { HandlerContext } from './handler-context'

/** A re-read's answer: the revision it reached (its changes went out as events), not the whole state again. */
const receipt = ({ accountId, revision }: SessionState): SessionReceipt => ({ accountId, revision })

export function buildSessionHandlers({
  accounts,
  resources: ctx,
}: Pick<HandlerContext, 'accounts' | 'resources'>): Pick<Handlers, keyof typeof sessionChannels> {
  return {
    'session:get': async () => accounts.answer((await accounts.activeSession()).state()),
    // What is read is the backend's to decide (core/session/reread-policy.ts); the window says why it asks.
    'session:reread': async (request) => receipt(await accounts.reread(request)),
    'session:fill': ({ revision }) => accounts.sendFill(revision),
    'session:capabilities': () =>
      ctx.read(async (api, accountId) => serviceCapabilities(accountId, api.capabilities.isSupported)),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    session: typeof buildSessionHandlers
  }
}
