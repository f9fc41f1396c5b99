import { BackendError } from '../errors'
import type { EventBus } from '../event-bus'
import type { Clock, FetchFn, Logger, UpdateSource } from '../ports'
import { checkFeed } from './feed'

/**
 * Core's own source: reads the generic feed's latest*.yml, believed only when signed with `releaseKey` (raw
 * Ed25519 in base64url), and compares by semver; it cannot install.
 */
export function feedSource(opts: {
  feedUrl: string
  current: string
  platform: string
  fetch: FetchFn
  releaseKey: string
}): UpdateSource {
  return { kind: 'feed', check: () => checkFeed(opts) }
}

export interface UpdateCheckerDeps {
  /** Where newer versions are looked for; none: this host does not check (the browser host, a development build). */
  source?: UpdateSource
  bus: EventBus
  clock: Clock
  log: Logger
  /** A quiet check this long after the start (none when absent): a newer version is announced, a failure logged. */
  checkAfterMs?: number
}

function unsupported(message: string): BackendError {
  return new BackendError({ kind: 'unsupported', message })
}

/** Help → Check for updates, the quiet check after the start that announces `app:updateAvailable`, and install. */
export function createUpdateChecker(deps: UpdateCheckerDeps) {
  const { source } = deps
  async function check() {
    if (!source) throw unsupported('This Hostdeck does not check for updates (only the installed desktop app does).')
    return source.check()
  }

  /** "Download and restart": only where the source installs (the packaged app's electron-updater). */
  async function install(): Promise<null> {
    if (!source?.install)
      throw unsupported('This Hostdeck cannot install updates itself: download the new version from its release notes.')
    await source.install()
    return null
  }

  async function quietCheck(): Promise<void> {
    try {
      const found = await check()
      if (found.newer) {
        deps.log.info(`update: ${found.latest} is out (this is ${found.current}, via ${source?.kind})`)
        deps.bus.emit('app:updateAvailable', found)
      }
    } catch (error) {
      deps.log.warn(`update check: ${(error as Error).message}`)
    }
  }

  const timer =
    source && deps.checkAfterMs !== undefined
      ? deps.clock.setTimeout(() => void quietCheck(), deps.checkAfterMs)
      : undefined

  return {
    check,
    install,
    dispose: () => timer !== undefined && deps.clock.clearTimeout(timer),
  }
}
