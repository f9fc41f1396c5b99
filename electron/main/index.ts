import { join } from 'node:path'
import {
  BrowserWindow,
  Menu,
  Notification,
  Tray,
  app,
  clipboard,
  crashReporter,
  dialog,
  ipcMain,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron'
import { autoUpdater } from 'electron-updater'
import { serveCommandLine } from '../cli/host-link-server'
import { createBackend, type BackendDeps, type CreatedBackend } from '../core/backend'
import type { Logger } from '../core/ports'
import { startPage } from '../core/start-page'
import { chooseSecretStore } from '../core/secret-store/choose'
import { openHostLog } from '../core/log/host-log'
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
import { createElectronNetwork } from './network'
import { preparePrivateDir } from '../web/data-dir'
import type { AppCommand, Preferences } from '../shared/channels/app'
import { UPDATE_FEED_URL } from '../shared/models/updates'
import { defaultProxy } from '../shared/models/preferences'
import { RELEASE_PUBLIC_KEY } from '../core/updates/release-key'
import { createReleaseVerifier } from '../core/updates/release-verifier'
import { feedFromEnvironment } from '../core/updates/test-feed'
import { followProgress } from '../core/progress'
import { installAppMenu, windowPlacement, windowProgress } from './native-shell'
import { canInstallUpdates, electronUpdaterSource } from './updater'
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

// Crash dumps stay on this machine (app.getPath('crashDumps')): nothing is uploaded anywhere. A second Hostdeck,
// leaving at once, starts none.
if (firstInstance) crashReporter.start({ uploadToServer: false })

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
async function openBackend(): Promise<{ backend: CreatedBackend; logFolder: string }> {
  const chosenStore = await chooseSecretStore([
    () => createKeytarSecretStore(keychainServiceName()),
    async () => createSafeStorageSecretStore(safeStorage, app.getPath('userData')),
  ])
  // Electron creates userData with the default mode: owner only, like the browser host's.
  preparePrivateDir(app.getPath('userData'))
  // The log a user can send: <userData>/logs/hostdeck.log, every token the store hands out kept out of it.
  const { log, secretStore } = openHostLog(app.getPath('userData'), chosenStore)
  const backend = createBackend({
    log,
    mode: 'desktop',
    appName: app.getName(),
    appVersion: app.getVersion(),
    platform: process.platform,
    dataDir: app.getPath('userData'),
    secretStore,
    // A copied secret goes to the system clipboard from here, and is cleared from it (core/secret-store/secret-clipboard.ts).
    clipboard,
    // API calls go through Chromium's network stack: the system's proxy, PAC and certificates.
    network: createElectronNetwork(session),
    systemLanguages: app.getPreferredSystemLanguages(),
    ...updateSourceOf(log),
    updateCheckAfterMs: 30_000,
  })
  registerContractIpc(ipcMain, backend, appOrigin)
  // `hostdeck` run meanwhile works through the app (its session, tasks and journal); the socket ends with it.
  void serveCommandLine(backend, app.getPath('userData'), chosenStore.kind, log)
  // The start page carries the user's preferences (core/start-page), so the renderer is served by the backend's side.
  serveRenderer(protocol, join(__dirname, '../renderer'), (html) => startPage(html, backend))
  return { backend, logFolder: log.folder }
}

/**
 * Where a newer version is looked for, half a minute after the start and on Help → Check for updates: the packaged
 * app through electron-updater (app-update.yml, written by electron-builder from `publish`), which can also download
 * and restart where it installs in place; a run given HOSTDECK_UPDATE_FEED_URL (tests) through core's feed check;
 * an unpackaged run nowhere.
 */
function updateSourceOf(log: Logger): Pick<BackendDeps, 'updateSource' | 'updateFeedUrl' | 'updateReleaseKey'> {
  const testFeed = feedFromEnvironment(process.env)
  if (testFeed.updateFeedUrl || !app.isPackaged) return testFeed
  const verifier = createReleaseVerifier({
    feedUrl: UPDATE_FEED_URL,
    current: app.getVersion(),
    platform: process.platform,
    fetch: createElectronNetwork(session).fetchFor(defaultProxy),
    releaseKey: RELEASE_PUBLIC_KEY,
  })
  const updateSource = electronUpdaterSource({
    verifier,
    updater: autoUpdater,
    current: app.getVersion(),
    notesUrl: `${UPDATE_FEED_URL}/`,
    installable: canInstallUpdates(process.platform, process.env),
    log,
    // The download's progress on every window's taskbar button / dock icon.
    progress: { show: (level) => BrowserWindow.getAllWindows().forEach((win) => windowProgress(win).show(level)) },
  })
  return { updateSource }
}

/** The main window where it was last (per display), fed the backend's events; `onClosed` when it is gone. */
function openWindow(backend: CreatedBackend, onClosed: () => void) {
  const placement = windowPlacement(app.getPath('userData'), screen)
  const win = createMainWindow(BrowserWindow, {
    preload: join(__dirname, '../preload/index.cjs'),
    url: startUrl,
    icon: join(__dirname, '../../resources/icon.png'),
    bounds: placement.placed.bounds,
    maximized: placement.placed.maximized,
  })
  placement.keep(win)
  reportVisibility(win, (visible) => void backend.invoke('app:setVisibility', { visible }))
  const stopForwarding = forwardEvents(backend, (event, payload) => {
    if (!win.isDestroyed()) win.webContents.send(event, payload)
  })
  const stopProgress = followProgress(backend.on, windowProgress(win))
  win.on('closed', () => {
    stopForwarding()
    stopProgress()
    onClosed()
  })
  const showWindow = () => {
    if (win.isMinimized()) win.restore()
    win.show()
    win.focus()
  }
  return { win, showWindow }
}

type MainWindow = ReturnType<typeof openWindow>

/**
 * The window as the rest of the app sees it: made again when it was closed (macOS keeps the app without one and
 * reopens it on `activate`), shown, sent a focus request or a menu command.
 */
function windowKeeper(backend: CreatedBackend, runningCount: () => number) {
  let current: MainWindow | null = null
  const ensure = (): MainWindow => {
    if (current) return current
    const opened = openWindow(backend, () => (current = null))
    keepInTrayWhileTasksRun(opened.win, app, runningCount)
    current = opened
    return opened
  }
  const showWindow = () => ensure().showWindow()
  const send = (event: string, payload: unknown) => {
    const { win } = ensure()
    showWindow()
    win.webContents.send(event, payload)
  }
  return {
    ensure,
    showWindow,
    focusResource: (request: FocusResourceRequest) => send('app:focusResource', request),
    command: (command: AppCommand) => send('app:command', { command }),
    isWindowFocused: () => !!current && current.win.isVisible() && current.win.isFocused(),
  }
}

type WindowKeeper = ReturnType<typeof windowKeeper>

/** The tray and the desktop notifications (finished tasks, fleet warnings), in the user's language, when wanted. */
function openTrayAndNotices(backend: CreatedBackend, windows: WindowKeeper, prefs: () => Preferences | undefined) {
  const locale = async () => prefs()?.locale ?? 'en'
  const { showWindow, focusResource } = windows
  const tray = createAppTray({
    Tray,
    Menu,
    icon: trayIcon(process.platform),
    backend,
    locale,
    actions: {
      showWindow,
      focusResource,
      switchAccount: (id) => void backend.invoke('accounts:switch', { id }),
      quit: () => app.quit(),
    },
  })
  const wanted = () => prefs()?.notifications !== false
  const notify = createTaskNotifier({
    Notification,
    locale,
    isWindowFocused: windows.isWindowFocused,
    onClick: focusResource,
  })
  backend.on('tasks:finished', (finished) => wanted() && void notify(finished as TaskFinished))
  const notifyWarnings = createWarningNotifier({
    Notification,
    locale,
    onClick: (warning) =>
      warning.resource ? focusResource({ accountId: warning.accountId, resource: warning.resource }) : showWindow(),
  })
  backend.on('fleet:warnings', (warnings) => wanted() && void notifyWarnings(warnings as FleetWarning[]))
  return tray
}

/** macOS shows a template image (black and alpha, recoloured by the menu bar); the others the coloured one. */
function trayIcon(platform: string): string {
  return join(__dirname, '../../resources', platform === 'darwin' ? 'trayTemplate.png' : 'tray.png')
}

/** The preferences the desktop follows: the menu's language, start at login, notifications. */
async function followPreferences(backend: CreatedBackend, apply: (saved: Preferences) => void) {
  let current: Preferences | undefined
  const take = (saved: Preferences) => {
    current = saved
    apply(saved)
  }
  const read = await backend.invoke('preferences:get', undefined)
  if (read.ok) take(read.value as Preferences)
  backend.on('preferences:changed', (saved) => take(saved as Preferences))
  return () => current
}

async function start(): Promise<void> {
  denyAllPermissions(session.defaultSession)
  enforceContentSecurityPolicy(session.defaultSession)
  const { backend, logFolder } = await openBackend()
  // The window keeps itself in the tray while tasks run: it asks the tray, made once the window is.
  const trayRef: { current?: ReturnType<typeof openTrayAndNotices> } = {}
  const windows = windowKeeper(backend, () => trayRef.current?.runningCount() ?? 0)
  const setMenu = installAppMenu(Menu, {
    platform: process.platform,
    packaged: app.isPackaged,
    appName: app.getName(),
    command: windows.command,
    openLogFolder: () => void shell.openPath(logFolder),
  })
  const prefs = await followPreferences(backend, (saved) => {
    setMenu(saved.locale)
    if (app.isPackaged) app.setLoginItemSettings({ openAtLogin: saved.startAtLogin, args: ['--hidden'] })
  })
  if (!process.argv.includes('--hidden')) windows.ensure()
  trayRef.current = openTrayAndNotices(backend, windows, prefs)

  app.on('second-instance', windows.showWindow)
  // macOS: the app stays (in the dock and the menu bar) with no window, and the dock icon opens one again.
  app.on('activate', windows.showWindow)
  let disposed = false
  const quit = () => {
    if (disposed) return
    disposed = true
    trayRef.current?.destroy()
    void backend.dispose().finally(() => app.quit())
  }
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') quit()
  })
  // Cmd+Q (and the tray's Quit) on macOS: the backend is closed before the process ends.
  app.on('will-quit', (event) => {
    if (disposed) return
    event.preventDefault()
    quit()
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
