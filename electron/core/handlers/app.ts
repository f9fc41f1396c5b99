import type { Handlers } from '../dispatch'
import type { appChannels } from '../../shared/channels/app'
import type { BackendDeps } from '../backend'
import type { createPreferenceStore } from '../preferences'

type AppHandlers = Pick<Handlers, keyof typeof appChannels>

export function buildAppHandlers(
  deps: BackendDeps,
  preferences: ReturnType<typeof createPreferenceStore>,
  notices: () => Promise<string[]>,
  setVisible: (visible: boolean) => void,
  cancel: (requestId: string) => boolean,
): AppHandlers {
  return {
    'app:info': async () => ({
      name: deps.appName,
      version: deps.appVersion,
      platform: deps.platform,
      mode: deps.mode,
      secretStorage: deps.secretStore.kind,
      notices: await notices(),
    }),
    'preferences:get': () => preferences.get(),
    'preferences:set': (patch) => preferences.update(patch),
    'app:setVisibility': ({ visible }) => {
      setVisible(visible)
      return null
    },
    'app:cancel': ({ requestId }) => ({ cancelled: cancel(requestId) }),
    'app:notices': () => notices(),
  }
}
