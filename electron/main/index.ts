import { join } from 'node:path'
import {
  BrowserWindow,
  Menu,
  Notification,
  Tray,
  app,
  dialog,
  ipcMain,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron'
import { createBackend, type CreatedBackend } from '../core/backend'
import { startPage } from '../core/start-page'
import { chooseSecretStore } from '../core/secret-store/choose'
import { APP_ORIGIN, APP_SCHEME, serveRenderer } from './app-protocol'
import { forwardEvents, registerContractIpc } from './ipc'
import { createTaskNotifier } from './notifications'
import { createKeytarSecretStore, keychainServiceName } from './keytar-store'
import { createSafeStorageSecretStore } from './safe-storage-store'
import {
  denyAllPermissions,
  enforceContentSecurityPolicy,
  hardenContents,
  vettedExternalLink,
  originOf,
} from './security'
import { createAppTray, keepInTrayWhileTasksRun } from './tray'
import { createWarningNotifier } from './fleet-notices'
import { createMainWindow, reportVisibility } from './window'
import { preparePrivateDir } from '../web/data-dir'
import type { Preferences } from '../shared/contract'
import type { FocusResourceRequest, TaskFinished } from '../shared/channels/tasks'
import type { FleetWarning } from '../shared/channels/fleet'

// Must run before the app is ready: app:// behaves like https (secure, standard, fetchable).
// codeCache: the renderer's compiled code is kept between starts (V8 code cache), as Chromium does for http(s).
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
])

const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
const startUrl = devServerUrl ?? `${APP_ORIGIN}/index.html`
const appOrigin = originOf(startUrl) ?? APP_ORIGIN

// A second Hostdeck only wakes the first (its 'second-instance'), then leaves: nothing of it starts.
const firstInstance = app.requestSingleInstanceLock()
if (!firstInstance) app.exit(0)

app.on('web-contents-created', (_event, contents) =>
  // hardenContents passes only vetted https links to the allowed hosts (see security.ts); checked again here.
  hardenContents(contents, {
    appOrigin,
    openExternal: (url) => withVettedLink(url, (href) => shell.openExternal(href)), // eng-disable OPEN_EXTERNAL_JS_CHECK
  }),
)

/** Runs `open` with the vetted, normalised link (its parser's href), or not at all. */
function withVettedLink(url: string, open: (href: string) => unknown): unknown {
  const href = vettedExternalLink(url)
  return href ? open(href) : undefined
}

/** The backend on the user's data folder and best secret store, answering the renderer over IPC and app://. */
async function openBackend(): Promise<CreatedBackend> {
  const secretStore = await chooseSecretStore([
    () => createKeytarSecretStore(keychainServiceName()),
    async () => createSafeStorageSecretStore(safeStorage, app.getPath('userData')),
  ])
  // Electron creates userData with the default mode: owner only, like the browser host's.
  preparePrivateDir(app.getPath('userData'))
  const backend = createBackend({
    mode: 'desktop',
    appName: app.getName(),
    appVersion: app.getVersion(),
    platform: process.platform,
    dataDir: app.getPath('userData'),
    secretStore,
  })
  registerContractIpc(ipcMain, backend, appOrigin)
  // The start page carries the user's preferences (core/start-page), so the renderer is served by the backend's side.
  serveRenderer(protocol, join(__dirname, '../renderer'), (html) => startPage(html, backend))
  return backend
}

/** The main window, fed the backend's events, and the two ways the rest of the app brings it forward. */
function openWindow(backend: CreatedBackend) {
  const win = createMainWindow(BrowserWindow, {
    preload: join(__dirname, '../preload/index.cjs'),
    url: startUrl,
    icon: join(__dirname, '../../resources/icon.png'),
  })
  reportVisibility(win, (visible) => void backend.invoke('app:setVisibility', { visible }))
  const stopForwarding = forwardEvents(backend, (event, payload) => {
    if (!win.isDestroyed()) win.webContents.send(event, payload)
  })
  const showWindow = () => {
    if (win.isMinimized()) win.restore()
    win.show()
    win.focus()
  }
  const focusResource = (request: FocusResourceRequest) => {
    showWindow()
    win.webContents.send('app:focusResource', request)
  }
  return { win, stopForwarding, showWindow, focusResource }
}

type MainWindow = ReturnType<typeof openWindow>

/** The tray and the desktop notifications (finished tasks, fleet warnings), in the user's language. */
function openTrayAndNotices(backend: CreatedBackend, { win, showWindow, focusResource }: MainWindow) {
  const locale = async () => {
    const result = await backend.invoke('preferences:get', undefined)
    return result.ok ? (result.value as Preferences).locale : 'en'
  }
  const tray = createAppTray({
    Tray,
    Menu,
    icon: join(__dirname, '../../resources/tray.png'),
    backend,
    locale,
    actions: {
      showWindow,
      focusResource,
      switchAccount: (id) => void backend.invoke('accounts:switch', { id }),
      quit: () => app.quit(),
    },
  })
  const notify = createTaskNotifier({
    Notification,
    locale,
    isWindowFocused: () => win.isVisible() && win.isFocused(),
    onClick: focusResource,
  })
  backend.on('tasks:finished', (finished) => void notify(finished as TaskFinished))
  const notifyWarnings = createWarningNotifier({
    Notification,
    locale,
    onClick: (warning) =>
      warning.resource ? focusResource({ accountId: warning.accountId, resource: warning.resource }) : showWindow(),
  })
  backend.on('fleet:warnings', (warnings) => void notifyWarnings(warnings as FleetWarning[]))
  return tray
}

async function start(): Promise<void> {
  denyAllPermissions(session.defaultSession)
  enforceContentSecurityPolicy(session.defaultSession)
  const backend = await openBackend()
  const main = openWindow(backend)
  const tray = openTrayAndNotices(backend, main)
  keepInTrayWhileTasksRun(main.win, app, tray.runningCount)

  app.on('second-instance', main.showWindow)
  app.on('window-all-closed', () => {
    main.stopForwarding()
    tray.destroy()
    void backend.dispose().finally(() => app.quit())
  })
}

// A start that fails (another Hostdeck holds the data folder, say) is told, not left as a windowless process.
if (firstInstance)
  void app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      dialog.showErrorBox('Hostdeck could not start', error instanceof Error ? error.message : String(error))
      app.quit()
    })
