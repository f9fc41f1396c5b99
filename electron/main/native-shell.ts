import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserWindow, Menu as MenuType, Screen } from 'electron'
import type { AppCommand, Locale } from '../shared/channels/app'
import type { ProgressPort } from '../core/progress'
import { appMenuTemplate } from './app-menu'
import { emptyWindowStates, placeWindow, rememberWindow, type SavedWindow, type WindowStates } from './window-state'

type DisplayScreen = Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay' | 'getDisplayMatching'>

/** The window-state file in userData; a missing or unreadable one is the first run's. */
function readStates(path: string): WindowStates {
  try {
    const read = JSON.parse(readFileSync(path, 'utf8')) as Partial<WindowStates>
    return read && typeof read.displays === 'object' && read.displays !== null
      ? { last: typeof read.last === 'number' ? read.last : null, displays: read.displays }
      : emptyWindowStates()
  } catch {
    return emptyWindowStates()
  }
}

/** Where the window opens (window-state.ts decides), and a `keep(win)` that writes it down as it closes. */
export function windowPlacement(userData: string, screen: DisplayScreen) {
  const path = join(userData, 'window-state.json')
  const states = readStates(path)
  const placed: SavedWindow = placeWindow(states, screen.getAllDisplays(), screen.getPrimaryDisplay().id)
  return {
    placed,
    keep(win: Pick<BrowserWindow, 'on' | 'getNormalBounds' | 'isMaximized'>): void {
      win.on('close', () => {
        const bounds = win.getNormalBounds()
        const next = rememberWindow(readStates(path), screen.getDisplayMatching(bounds).id, {
          bounds,
          maximized: win.isMaximized(),
        })
        try {
          writeFileSync(path, JSON.stringify(next), { mode: 0o600 })
        } catch {
          // A window that opens at its default place next time is no reason to stop quitting.
        }
      })
    },
  }
}

/** The application menu in `locale`, set for the app (rebuilt when the language changes). */
export function installAppMenu(
  Menu: Pick<typeof MenuType, 'buildFromTemplate' | 'setApplicationMenu'>,
  options: {
    platform: string
    packaged: boolean
    appName: string
    command(command: AppCommand): void
    openLogFolder(): void
  },
): (locale: Locale) => void {
  return (locale) => Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate({ ...options, locale })))
}

/** The taskbar button's (dock icon's on macOS) progress bar: Electron's 2 is "under way", -1 none. */
export function windowProgress(win: Pick<BrowserWindow, 'setProgressBar' | 'isDestroyed'>): ProgressPort {
  return {
    show(level) {
      if (!win.isDestroyed()) win.setProgressBar(level === null ? -1 : level === 'indeterminate' ? 2 : level)
    },
  }
}
