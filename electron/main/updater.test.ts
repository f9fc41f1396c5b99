import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { BackendError } from '../core/errors'
import { createTestBackend, invokeOrThrow } from '../core/test-kit'
import { useCleanups } from '../core/test-cleanups'
import type { ProgressLevel } from '../core/progress'
import { canInstallUpdates, electronUpdaterSource, type AutoUpdaterLike } from './updater'

/**
 * electron-updater's autoUpdater as Hostdeck sees it: checkForUpdates answers what `next` says by emitting the
 * events autoUpdater emits (before its promise settles), downloadUpdate emits progress then update-downloaded.
 */
class FakeUpdater extends EventEmitter implements AutoUpdaterLike {
  autoDownload = true
  autoInstallOnAppQuit = true
  logger: AutoUpdaterLike['logger'] = null
  next: 'available' | 'not-available' | 'error' | 'inactive' = 'available'
  installed: Array<[boolean | undefined, boolean | undefined]> = []

  async checkForUpdates() {
    if (this.next === 'inactive') return null
    if (this.next === 'error') {
      const error = new Error('net::ERR_NAME_NOT_RESOLVED')
      this.emit('error', error)
      throw error
    }
    const updateInfo = { version: this.next === 'available' ? '0.2.0' : '0.1.0', files: [] }
    this.emit(this.next === 'available' ? 'update-available' : 'update-not-available', updateInfo)
    return { updateInfo, isUpdateAvailable: this.next === 'available' }
  }

  async downloadUpdate() {
    for (const percent of [25, 100]) this.emit('download-progress', { percent, transferred: percent, total: 100 })
    this.emit('update-downloaded', { version: '0.2.0', files: [], downloadedFile: '/tmp/Hostdeck-0.2.0.AppImage' })
    return ['/tmp/Hostdeck-0.2.0.AppImage']
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean) {
    this.installed.push([isSilent, isForceRunAfter])
  }
}

/** Core's release verifier as the tests set it: what the signed feed says, and whether the package is signed. */
function fakeVerifier() {
  const verifier = {
    feed: { latest: '0.2.0', newer: true } as { latest: string; newer: boolean } | Error,
    packageRefusal: null as Error | null,
    verified: [] as Array<[string, string]>,
    check: async () => {
      if (verifier.feed instanceof Error) throw verifier.feed
      return { current: '0.1.0', notesUrl: null, installable: false, ...verifier.feed }
    },
    verifyDownloaded: async (path: string, version: string) => {
      verifier.verified.push([path, version])
      if (verifier.packageRefusal) throw verifier.packageRefusal
    },
  }
  return verifier
}

function setUp(installable = true) {
  const updater = new FakeUpdater()
  const verifier = fakeVerifier()
  const shown: ProgressLevel[] = []
  const logged: string[] = []
  const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m), error: vi.fn() }
  const source = electronUpdaterSource({
    updater,
    current: '0.1.0',
    notesUrl: 'https://updates.hostdeck.example/desktop/',
    installable,
    log,
    progress: { show: (level) => shown.push(level) },
    verifier,
  })
  return { updater, source, shown, logged, verifier }
}

describe("the packaged app's updates through electron-updater", () => {
  const cleanups = useCleanups()

  it('sets autoUpdater to ask before downloading or installing, and logs through the Logger', () => {
    const { updater, logged } = setUp()
    expect(updater.autoDownload).toBe(false)
    expect(updater.autoInstallOnAppQuit).toBe(false)
    updater.logger?.info('Checking for update')
    expect(logged).toEqual(['updater: Checking for update'])
  })

  it('answers update-available and update-not-available as the check of Help → Check for updates', async () => {
    const { updater, source } = setUp()
    expect(source.kind).toBe('electron-updater')
    expect(await source.check()).toEqual({
      current: '0.1.0',
      latest: '0.2.0',
      newer: true,
      notesUrl: 'https://updates.hostdeck.example/desktop/',
      installable: true,
    })
    updater.next = 'not-available'
    expect(await source.check()).toMatchObject({ latest: '0.1.0', newer: false, installable: false })
    updater.next = 'available'
    expect(updater.listenerCount('update-available') + updater.listenerCount('error')).toBe(0)
  })

  it("says what went wrong: the updater's error, or no feed in an unpackaged run", async () => {
    const { updater, source } = setUp()
    updater.next = 'error'
    await expect(source.check()).rejects.toMatchObject({
      kind: 'network',
      message: 'The update could not be fetched (net::ERR_NAME_NOT_RESOLVED).',
    })
    updater.next = 'inactive'
    await expect(source.check()).rejects.toMatchObject({ kind: 'unsupported' })
  })

  it('downloads on the click, shows how far on the taskbar, then restarts into the new version', async () => {
    const { updater, source, shown, verifier } = setUp()
    await source.check()
    await source.install!()
    expect(verifier.verified).toEqual([['/tmp/Hostdeck-0.2.0.AppImage', '0.2.0']])
    expect(shown).toEqual(['indeterminate', 0.25, 1, null])
    expect(updater.installed).toEqual([[false, true]])
    expect(updater.listenerCount('download-progress')).toBe(0)
  })

  it('asks electron-updater nothing unless the signed feed offers a newer version, and only that version', async () => {
    const { updater, source, verifier } = setUp()
    const asked = vi.spyOn(updater, 'checkForUpdates')
    verifier.feed = new BackendError({
      kind: 'update-refused',
      message: 'The update feed’s latest-linux.yml is not signed',
    })
    await expect(source.check()).rejects.toMatchObject({ kind: 'update-refused' })
    verifier.feed = { latest: '0.1.0', newer: false }
    expect(await source.check()).toMatchObject({ latest: '0.1.0', newer: false, installable: false })
    expect(asked).not.toHaveBeenCalled()
    verifier.feed = { latest: '0.3.0', newer: true }
    await expect(source.check()).rejects.toThrow('the signed feed names 0.3.0: not offered')
  })

  it('does not restart into a package the release key did not sign', async () => {
    const { updater, source, shown, verifier } = setUp()
    await source.check()
    verifier.packageRefusal = new BackendError({ kind: 'update-refused', message: 'The package is not signed' })
    if (!source.install) throw new Error('this source installs: the setUp says so')
    await expect(source.install()).rejects.toThrow('The package is not signed')
    expect(verifier.verified).toEqual([['/tmp/Hostdeck-0.2.0.AppImage', '0.2.0']])
    expect(updater.installed).toEqual([])
    expect(shown.at(-1)).toBeNull()
  })

  it('does not restart when the download fails, and clears the bar', async () => {
    const { updater, source, shown } = setUp()
    updater.downloadUpdate = async () => {
      updater.emit('error', new Error('sha512 checksum mismatch'))
      throw new Error('sha512 checksum mismatch')
    }
    await expect(source.install!()).rejects.toThrow('The update could not be fetched (sha512 checksum mismatch).')
    expect(shown.at(-1)).toBeNull()
    expect(updater.installed).toEqual([])
  })

  it('offers no install where electron-updater cannot install in place (deb, macOS dmg)', async () => {
    const { source } = setUp(false)
    expect(source.install).toBeUndefined()
    expect(await source.check()).toMatchObject({ newer: true, installable: false })
    expect(canInstallUpdates('linux', { APPIMAGE: '/home/u/Hostdeck-0.1.0-x86_64.AppImage' })).toBe(true)
    expect(canInstallUpdates('linux', {})).toBe(false)
    expect(canInstallUpdates('darwin', {})).toBe(false)
    expect(canInstallUpdates('win32', {})).toBe(true)
  })

  it('is the source the backend checks and installs through when the host gives it (not the feed)', async () => {
    const { updater, source } = setUp()
    const { backend } = await createTestBackend({
      appVersion: '0.1.0',
      updateFeedUrl: 'http://127.0.0.1:9',
      updateSource: source,
    })
    cleanups.push(() => backend.dispose())
    expect(await invokeOrThrow(backend, 'app:checkUpdates')).toMatchObject({ latest: '0.2.0', installable: true })
    expect(await invokeOrThrow(backend, 'app:installUpdate')).toBeNull()
    expect(updater.installed).toHaveLength(1)
  })
})
