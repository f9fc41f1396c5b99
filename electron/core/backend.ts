import type { HostMode } from '../shared/channels/app'
import type { InvokeResult } from '../shared/errors'
import { dispatch, type Handlers } from './dispatch'
import { EventBus } from './event-bus'
import { buildAccountHandlers } from './handlers/accounts'
import { buildAppHandlers } from './handlers/app'
import { type Clock, type Logger, type Notifier, type SecretStore, consoleLogger } from './ports'
import { createPreferenceStore } from './preferences'

export interface BackendDeps {
  mode: HostMode
  appName: string
  appVersion: string
  platform: string
  /** Where accounts, caches and preferences live (never secrets). */
  dataDir: string
  secretStore: SecretStore
  notifier?: Notifier
  clock?: Clock
  log?: Logger
}

/** The whole backend as its hosts see it: the Electron main process and the browser host call the same thing. */
export interface Backend {
  invoke(channel: string, input: unknown): Promise<InvokeResult<unknown>>
  on(event: string, listener: (payload: unknown) => void): () => void
  dispose(): Promise<void>
}

export function createBackend(deps: BackendDeps): Backend {
  const log = deps.log ?? consoleLogger
  const bus = new EventBus()
  const preferences = createPreferenceStore(deps.dataDir, log)

  const handlers: Handlers = {
    ...buildAppHandlers(deps, preferences),
    ...buildAccountHandlers(),
  }

  return {
    invoke: (channel, input) => dispatch(handlers, channel, input),
    on: (event, listener) => bus.on(event, listener),
    async dispose() {
      bus.clear()
    },
  }
}
