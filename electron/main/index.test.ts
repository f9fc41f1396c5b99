import { chmod, mkdtemp, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { channelNames } from '../shared/contract'

// A fake `electron` module: records what the main process asks of it, so the wiring can be checked without
// an Electron binary.
const fake = vi.hoisted(() => {
  const appHandlers = new Map<string, (...args: unknown[]) => void>()
  const ipcHandlers = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>()
  const windows: Array<{ options: Record<string, unknown>; loaded: string[] }> = []
  const calls = {
    fetched: [] as string[],
    trays: [] as string[],
    schemes: [] as unknown[],
    protocolHandled: [] as string[],
    permissionRequest: 0,
    permissionCheck: 0,
    cspHeaders: 0,
    crashReporter: [] as unknown[],
    menus: [] as unknown[],
    loginItems: [] as unknown[],
  }
  let userData = ''
  class BrowserWindow {
    readonly loaded: string[] = []
    readonly webContents = { send: () => {}, on: () => {}, setWindowOpenHandler: () => {} }
    constructor(readonly options: Record<string, unknown>) {
      windows.push(this)
    }
    once() {}
    on() {}
    hide() {}
    isVisible() {
      return true
    }
    isFocused() {
      return true
    }
    show() {}
    focus() {}
    restore() {}
    isMinimized() {
      return false
    }
    isDestroyed() {
      return false
    }
    async loadURL(url: string) {
      this.loaded.push(url)
    }
    maximize() {}
    isMaximized() {
      return false
    }
    getNormalBounds() {
      return { x: 0, y: 0, width: 1280, height: 820 }
    }
    setProgressBar() {}
  }
  const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }
  return {
    appHandlers,
    ipcHandlers,
    windows,
    calls,
    setUserData: (dir: string) => (userData = dir),
    userData: () => userData,
    module: {
      app: {
        isPackaged: true,
        getName: () => 'Hostdeck',
        getVersion: () => '0.0.0-test',
        getPath: () => userData,
        requestSingleInstanceLock: () => true,
        quit: () => {},
        on: (name: string, handler: (...args: unknown[]) => void) => void appHandlers.set(name, handler),
        whenReady: () => Promise.resolve(),
        getPreferredSystemLanguages: () => ['ru-RU', 'en-US'],
        setLoginItemSettings: (settings: unknown) => void calls.loginItems.push(settings),
      },
      crashReporter: { start: (options: unknown) => void calls.crashReporter.push(options) },
      clipboard: { readText: () => Promise.resolve(''), writeText: () => Promise.resolve() },
      screen: {
        getAllDisplays: () => [display],
        getPrimaryDisplay: () => display,
        getDisplayMatching: () => display,
      },
      BrowserWindow,
      ipcMain: {
        handle: (name: string, handler: (event: unknown, input: unknown) => Promise<unknown>) =>
          void ipcHandlers.set(name, handler),
        removeHandler: (name: string) => void ipcHandlers.delete(name),
      },
      protocol: {
        registerSchemesAsPrivileged: (schemes: unknown[]) => void calls.schemes.push(...schemes),
        handle: (scheme: string) => void calls.protocolHandled.push(scheme),
      },
      session: {
        defaultSession: {
          // The update feed as the built-in placeholder address answers it: nothing there.
          fetch: async (url: string) => {
            calls.fetched.push(url)
            return new Response('', { status: 404 })
          },
          setPermissionRequestHandler: () => void calls.permissionRequest++,
          setPermissionCheckHandler: () => void calls.permissionCheck++,
          webRequest: { onHeadersReceived: () => void calls.cspHeaders++ },
        },
      },
      shell: { openExternal: vi.fn() },
      Tray: class {
        constructor(readonly icon: string) {
          calls.trays.push(icon)
        }
        on() {}
        setToolTip() {}
        setContextMenu() {}
        isDestroyed() {
          return false
        }
        destroy() {}
      },
      Menu: {
        buildFromTemplate: (template: unknown[]) => template,
        setApplicationMenu: (menu: unknown) => void calls.menus.push(menu),
      },
      Notification: class {
        static isSupported(): boolean {
          return false
        }
        on() {}
        show() {}
      },
      safeStorage: {
        isEncryptionAvailable: () => false,
        encryptString: () => Buffer.from(''),
        decryptString: () => '',
      },
    },
  }
})

vi.mock('electron', () => ({ ...fake.module, default: fake.module }))
// electron-updater's autoUpdater, as the packaged app (isPackaged above) uses it: every check finds nothing newer.
vi.mock('electron-updater', async () => {
  const { EventEmitter } = await import('node:events')
  const autoUpdater = Object.assign(new EventEmitter(), {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    logger: null,
    checks: 0,
    async checkForUpdates() {
      autoUpdater.checks++
      autoUpdater.emit('update-not-available', { version: '0.0.0-test' })
      return { isUpdateAvailable: false }
    },
  })
  return { autoUpdater }
})

let started: Promise<void> | undefined
/**
 * Starts the main process once for the file, on a userData folder of its own, and waits for its window. Every
 * test asks for it, so none counts on another having started the app.
 */
function startApp(): Promise<void> {
  started ??= (async () => {
    const userData = await mkdtemp(join(tmpdir(), 'hostdeck-main-'))
    // Electron makes userData with the default mode; the app must tighten it.
    await chmod(userData, 0o755)
    fake.setUserData(userData)
    await import('./index')
    await vi.waitFor(() => expect(fake.windows).toHaveLength(1), { timeout: 10_000 })
  })()
  return started
}

describe('the Electron main process', () => {
  it('wires a secure window, the app protocol, permissions and every IPC channel', async () => {
    await startApp()

    expect(fake.calls.schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
    ])
    expect(fake.calls.protocolHandled).toEqual(['app'])
    expect(fake.calls.permissionRequest).toBe(1)
    expect(fake.calls.permissionCheck).toBe(1)
    expect(fake.calls.cspHeaders).toBe(1)
    expect(fake.appHandlers.has('web-contents-created')).toBe(true)
    expect(fake.calls.trays).toEqual([expect.stringMatching(/resources[/\\]tray\.png$/)])
    // Crash dumps kept here only; a menu of Hostdeck's own (in the system's language on a first run); the window
    // centred on the display at its default size.
    expect(fake.calls.crashReporter).toEqual([{ uploadToServer: false }])
    expect(fake.calls.menus).toHaveLength(1)
    expect((fake.calls.menus[0] as Array<{ label?: string }>).map((item) => item.label)).toEqual([
      'Файл',
      'Правка',
      'Вид',
      'Окно',
      'Справка',
    ])
    expect(fake.calls.loginItems).toEqual([{ openAtLogin: false, args: ['--hidden'] }])

    const win = fake.windows[0]!
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false })
    expect(win.loaded).toEqual(['app://hostdeck/index.html'])
    expect(win.options).toMatchObject({ x: 320, y: 130, width: 1280, height: 820 })

    expect([...fake.ipcHandlers.keys()].sort()).toEqual([...channelNames].sort())
    const fromApp = await fake.ipcHandlers.get('app:info')!(
      { senderFrame: { url: 'app://hostdeck/index.html' } },
      undefined,
    )
    expect(fromApp).toMatchObject({ ok: true, value: { name: 'Hostdeck', version: '0.0.0-test', mode: 'desktop' } })
    const fromElsewhere = await fake.ipcHandlers.get('app:info')!(
      { senderFrame: { url: 'https://evil.example/' } },
      undefined,
    )
    expect(fromElsewhere).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
  })

  it('reads the signed feed before electron-updater, which downloads and installs nothing on its own', async () => {
    await startApp()
    const { autoUpdater } = (await import('electron-updater')) as unknown as {
      autoUpdater: { autoDownload: boolean; autoInstallOnAppQuit: boolean; checks: number }
    }
    const checked = await fake.ipcHandlers.get('app:checkUpdates')!(
      { senderFrame: { url: 'app://hostdeck/index.html' } },
      undefined,
    )
    // No signed feed file there: refused before electron-updater is asked anything.
    expect(checked).toMatchObject({ ok: false, error: { message: expect.stringMatching(/answered 404 for latest/) } })
    expect(fake.calls.fetched).toEqual([
      expect.stringMatching(/^https:\/\/updates\.hostdeck\.example\/desktop\/latest/),
    ])
    expect(autoUpdater).toMatchObject({ autoDownload: false, autoInstallOnAppQuit: false, checks: 0 })
  })

  it('hardens every web contents: frame navigations stopped, only the provider’s site opened outside', async () => {
    await startApp()
    const on = new Map<string, (details: { url: string; preventDefault(): void }) => void>()
    let openHandler: ((details: { url: string }) => { action: string }) | undefined
    const contents = {
      on: (name: string, handler: (details: { url: string; preventDefault(): void }) => void) =>
        void on.set(name, handler),
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) => void (openHandler = handler),
    }
    fake.appHandlers.get('web-contents-created')!({}, contents)

    const frame = { url: 'https://evil.example/', isMainFrame: false, preventDefault: vi.fn() }
    on.get('will-frame-navigate')!(frame)
    expect(frame.preventDefault).toHaveBeenCalled()

    const openExternal = fake.module.shell.openExternal
    openExternal.mockClear()
    expect(openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
    expect(openHandler!({ url: 'https://1cloud.ru/' })).toEqual({ action: 'deny' })
    expect(openExternal.mock.calls).toEqual([['https://1cloud.ru/']])
  })

  it.skipIf(process.platform === 'win32')('keeps the data folder (userData) private: 0700', async () => {
    await startApp()
    // The app started on a userData folder made with mode 0755: it was tightened.
    const mode = (await stat(fake.userData())).mode & 0o777
    expect(mode).toBe(0o700)
  })
})
