import type { UpdateCheck } from '../../shared/models/updates'
import { BackendError } from '../errors'
import type { EventBus } from '../event-bus'
import type { Clock, FetchFn, Logger } from '../ports'
import { checkFeed } from './feed'

export interface UpdateCheckerDeps {
  /** The generic feed; none: this host does not check (the browser host, a development build). */
  feedUrl?: string
  current: string
  platform: string
  fetch: FetchFn
  bus: EventBus
  clock: Clock
  log: Logger
  /** A quiet check this long after the start (none when absent): a newer version is announced, a failure logged. */
  checkAfterMs?: number
}

/** Help → Check for updates, and the quiet check after the start that announces `app:updateAvailable`. */
export function createUpdateChecker(deps: UpdateCheckerDeps) {
  async function check(): Promise<UpdateCheck> {
    if (!deps.feedUrl)
      throw new BackendError({
        kind: 'unsupported',
        message: 'This Hostdeck does not check for updates (only the installed desktop app does).',
      })
    return checkFeed({ feedUrl: deps.feedUrl, current: deps.current, platform: deps.platform, fetch: deps.fetch })
  }

  async function quietCheck(): Promise<void> {
    try {
      const found = await check()
      if (found.newer) {
        deps.log.info(`update: ${found.latest} is out (this is ${found.current})`)
        deps.bus.emit('app:updateAvailable', found)
      }
    } catch (error) {
      deps.log.warn(`update check: ${(error as Error).message}`)
    }
  }

  const timer =
    deps.feedUrl && deps.checkAfterMs !== undefined
      ? deps.clock.setTimeout(() => void quietCheck(), deps.checkAfterMs)
      : undefined

  return {
    check,
    dispose: () => timer !== undefined && deps.clock.clearTimeout(timer),
  }
}
