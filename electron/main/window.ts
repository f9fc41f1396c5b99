import type { BrowserWindow as BrowserWindowType, BrowserWindowConstructorOptions, Rectangle } from 'electron'

type BrowserWindowClass = new (options: BrowserWindowConstructorOptions) => BrowserWindowType

/** The main window: created hidden and shown once painted, with every web-security default kept on. */
export function createMainWindow(
  BrowserWindow: BrowserWindowClass,
  opts: { preload: string; url: string; icon?: string; bounds?: Rectangle; maximized?: boolean },
): BrowserWindowType {
  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    ...opts.bounds,
    minWidth: 900,
    minHeight: 560,
    show: false,
    title: 'Hostdeck',
    icon: opts.icon,
    webPreferences: {
      // Reviewed: the preload exposes only invoke/on for the contract's channels (electron/preload/index.ts).
      preload: opts.preload, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      // Middle-click must not open links in a new window.
      disableBlinkFeatures: 'Auxclick',
    },
  })
  win.once('ready-to-show', () => {
    if (opts.maximized) win.maximize()
    win.show()
  })
  void win.loadURL(opts.url)
  return win
}

/** The window events reportVisibility listens to; Electron's BrowserWindow fits. */
export interface WatchedWindow {
  on(event: 'minimize' | 'restore' | 'hide' | 'show', listener: () => void): unknown
  isVisible(): boolean
  isMinimized(): boolean
}

/**
 * Tells the backend when the window is minimised, restored, hidden (to the tray) or shown, so the live refresh
 * stops reading while nobody can see it. The page reports visibilitychange too; this covers what it may miss.
 */
export function reportVisibility(win: WatchedWindow, report: (visible: boolean) => void): void {
  const update = () => report(win.isVisible() && !win.isMinimized())
  for (const event of ['minimize', 'restore', 'hide', 'show'] as const) win.on(event, update)
}
