import type { Handlers } from '../dispatch'
import type { appChannels } from '../../shared/channels/app'
import type { AccountService } from '../accounts/account-service'
import type { HandlerContext } from './handler-context'
import type { ResourceContext } from './resource-context'

type AppHandlers = Pick<Handlers, keyof typeof appChannels>

/** What the app's channels need: its own facts and preferences, and one call each of the accounts and changes. */
type AppNeeds = Pick<HandlerContext, 'about' | 'preferences' | 'notices' | 'diagnostics' | 'updates'> & {
  accounts: Pick<AccountService, 'setVisible'>
  resources: Pick<ResourceContext, 'cancel'>
}

export function buildAppHandlers(ctx: AppNeeds): AppHandlers {
  const { preferences, notices, updates } = ctx
  return {
    'app:info': async () => ({ ...ctx.about, notices: await notices() }),
    'preferences:get': () => preferences.get(),
    'preferences:set': (patch) => preferences.update(patch),
    'app:setVisibility': ({ visible }) => {
      ctx.accounts.setVisible(visible)
      return null
    },
    'app:cancel': ({ requestId }) => ({ cancelled: ctx.resources.cancel(requestId) }),
    'app:diagnostics': async () => ({ text: await ctx.diagnostics() }),
    'app:checkUpdates': () => updates.check(),
    'app:installUpdate': () => updates.install(),
    'app:notices': () => notices(),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    app: typeof buildAppHandlers
  }
}
