import type { Handlers } from '../dispatch'
import type { appChannels } from '../../shared/channels/app'
import type { BackendDeps } from '../backend'
import type { createPreferenceStore } from '../preferences'
import type { UpdateCheck } from '../../shared/models/updates'

type AppHandlers = Pick<Handlers, keyof typeof appChannels>

export function buildAppHandlers(
  deps: BackendDeps,
  preferences: ReturnType<typeof createPreferenceStore>,
  notices: () => Promise<string[]>,
  setVisible: (visible: boolean) => void,
  cancel: (requestId: string) => boolean,
  diagnostics: () => Promise<string>,
  updates: { check: () => Promise<UpdateCheck>; install: () => Promise<null> },
): AppHandlers {
  return {
    'app:info': async () => ({
      name: deps.appName,
      version: deps.appVersion,
      platform: deps.platform,
      mode: deps.mode,
      secretStorage: deps.secretStore.kind,
      notices: await notices(),
      logFolder: deps.log?.folder ?? null,
    }),
    'preferences:get': () => preferences.get(),
    'preferences:set': (patch) => preferences.update(patch),
    'app:setVisibility': ({ visible }) => {
      setVisible(visible)
      return null
    },
    'app:cancel': ({ requestId }) => ({ cancelled: cancel(requestId) }),
    'app:diagnostics': async () => ({ text: await diagnostics() }),
    'app:checkUpdates': () => updates.check(),
    'app:installUpdate': () => updates.install(),
    'app:notices': () => notices(),
  }
}
