import { BackendError } from '../core/errors'
import { untrusted } from '../core/updates/signature'
import type { ReleaseVerifier } from '../core/updates/release-verifier'
import type { Logger, UpdateSource } from '../core/ports'
import type { ProgressPort } from '../core/progress'
import type { UpdateCheck } from '../shared/models/updates'

/** What Hostdeck reads of electron-updater's UpdateInfo and ProgressInfo. */
interface FoundVersion {
  version: string
}
/** update-downloaded's UpdateDownloadedEvent: where the package was saved. */
interface DownloadedVersion extends FoundVersion {
  downloadedFile: string
}
interface DownloadProgress {
  percent: number
}

/** An EventEmitter's listener: what autoUpdater hands each event (its typed events, and the tests' fake). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- EventEmitter's own listener type
type Listener = (...args: any[]) => void

/** The part of electron-updater's `autoUpdater` Hostdeck uses: the tests drive a fake of it. */
export interface AutoUpdaterLike {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  logger: Pick<Logger, 'info' | 'warn' | 'error'> | null
  checkForUpdates(): Promise<unknown>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void
  on(event: string, listener: Listener): unknown
  removeListener(event: string, listener: Listener): unknown
}

/**
 * Whether electron-updater can install in place here. Windows (NSIS) can; on Linux only the AppImage can (the deb
 * is left to the system's package tools: electron-updater would install it as root through pkexec); macOS cannot
 * until the app is signed and packed as a zip too (the dmg alone cannot update itself).
 */
export function canInstallUpdates(platform: string, env: Record<string, string | undefined>): boolean {
  if (platform === 'win32') return true
  return platform === 'linux' && !!env.APPIMAGE
}

function notFetched(error: unknown): BackendError {
  if (error instanceof BackendError) return error
  const reason = error instanceof Error ? error.message : String(error)
  return new BackendError({ kind: 'network', message: `The update could not be fetched (${reason}).` })
}

const notFetchedThrown = (error: unknown): never => {
  throw notFetched(error)
}

type Outcomes = Record<string, (...args: Parameters<Listener>) => unknown>

/** The first of `outcomes` the updater emits (its 'error' rejects); `stop` leaves off listening. */
function nextOutcome(updater: AutoUpdaterLike, outcomes: Outcomes) {
  const listeners: Array<[string, Listener]> = []
  const stop = () => listeners.forEach(([event, listener]) => updater.removeListener(event, listener))
  const promise = new Promise<unknown>((resolve, reject) => {
    const settle = (event: string, answer: Outcomes[string]) => {
      const listener: Listener = (...args) => {
        stop()
        try {
          resolve(answer(...args))
        } catch (error) {
          reject(error)
        }
      }
      listeners.push([event, listener])
      updater.on(event, listener)
    }
    for (const [event, answer] of Object.entries(outcomes)) settle(event, answer)
    settle('error', (error: Error) => {
      throw notFetched(error)
    })
  })
  return { promise, stop }
}

export interface ElectronUpdaterDeps {
  updater: AutoUpdaterLike
  /** This build's version (app.getVersion()). */
  current: string
  /** The feed's page: electron-updater's UpdateInfo carries no link to its release notes. */
  notesUrl: string
  installable: boolean
  log: Logger
  /** The taskbar's / dock's bar while the download runs. */
  progress: ProgressPort
  /**
   * Core's check of the release key's signatures (core/updates/release-verifier.ts): asked before anything is
   * offered, and again over the downloaded package before the restart into it.
   */
  verifier: Pick<ReleaseVerifier, 'check' | 'verifyDownloaded'>
}

/** `electron-updater`: the packaged desktop app's UpdateSource, reading app-update.yml (electron-builder's `publish`). */
export function electronUpdaterSource(deps: ElectronUpdaterDeps): UpdateSource {
  const { updater, log } = deps
  updater.autoDownload = false
  updater.autoInstallOnAppQuit = false
  updater.logger = {
    info: (m) => log.info(`updater: ${String(m)}`),
    warn: (m) => log.warn(`updater: ${String(m)}`),
    error: (m) => log.error(`updater: ${String(m)}`),
  }
  const found = (latest: string | null, newer: boolean): UpdateCheck => ({
    current: deps.current,
    latest,
    newer,
    notesUrl: deps.notesUrl,
    installable: newer && deps.installable,
  })

  /** The signed feed's answer first: electron-updater is asked only for a newer, signed version, and only that one. */
  async function check(): Promise<UpdateCheck> {
    const signed = await deps.verifier.check()
    if (!signed.newer) return found(signed.latest, false)
    const offered = await askUpdater()
    if (offered.newer && offered.latest !== signed.latest)
      throw untrusted(`The updater found ${offered.latest}, but the signed feed names ${signed.latest}: not offered.`)
    return offered
  }

  async function askUpdater(): Promise<UpdateCheck> {
    const outcome = nextOutcome(updater, {
      'update-available': (info: FoundVersion) => found(info.version, true),
      'update-not-available': (info: FoundVersion) => found(info.version, false),
    })
    // null: the updater is off (an unpackaged run); otherwise one of the events above answers.
    const asked = updater.checkForUpdates().then((started) => {
      if (started !== null) return outcome.promise
      throw new BackendError({ kind: 'unsupported', message: 'This build does not check for updates (not packaged).' })
    }, notFetchedThrown)
    try {
      return (await Promise.race([outcome.promise, asked])) as UpdateCheck
    } finally {
      outcome.stop()
    }
  }

  async function install(): Promise<void> {
    const downloaded = nextOutcome(updater, { 'update-downloaded': (info: DownloadedVersion) => info })
    const onProgress = (step: DownloadProgress) => deps.progress.show(Math.min(1, step.percent / 100))
    updater.on('download-progress', onProgress)
    deps.progress.show('indeterminate')
    try {
      const [, saved] = await Promise.all([updater.downloadUpdate().catch(notFetchedThrown), downloaded.promise])
      const { version, downloadedFile } = saved as DownloadedVersion
      await deps.verifier.verifyDownloaded(downloadedFile, version)
      log.info(`update: ${version} downloaded and its signature checked, restarting into it`)
    } finally {
      downloaded.stop()
      updater.removeListener('download-progress', onProgress)
      deps.progress.show(null)
    }
    updater.quitAndInstall(false, true)
  }

  return deps.installable ? { kind: 'electron-updater', check, install } : { kind: 'electron-updater', check }
}
