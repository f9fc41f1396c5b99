import { describe, expect, it, vi } from 'vitest'
import { createMainWindow, reportVisibility } from './window'

class FakeBrowserWindow {
  static last: FakeBrowserWindow
  readonly once = vi.fn((event: string, fn: () => void) => void this.listeners.set(event, fn))
  readonly show = vi.fn()
  readonly loadURL = vi.fn(async () => {})
  readonly listeners = new Map<string, () => void>()
  constructor(readonly options: Record<string, unknown>) {
    FakeBrowserWindow.last = this
  }
}

describe('createMainWindow', () => {
  it('creates the window hidden with every web-security default on, and shows it once painted', () => {
    createMainWindow(FakeBrowserWindow as never, { preload: '/p/index.cjs', url: 'app://hostdeck/index.html' })
    const win = FakeBrowserWindow.last
    expect(win.options.show).toBe(false)
    expect(win.options.webPreferences).toMatchObject({
      preload: '/p/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
    expect(win.show).not.toHaveBeenCalled()
    win.listeners.get('ready-to-show')!()
    expect(win.show).toHaveBeenCalled()
    expect(win.loadURL).toHaveBeenCalledWith('app://hostdeck/index.html')
  })
})

describe('reportVisibility', () => {
  it('reports hidden on minimise and hide, visible on restore and show', () => {
    const listeners = new Map<string, () => void>()
    const win = {
      visible: true,
      minimized: false,
      on: (event: string, fn: () => void) => listeners.set(event, fn),
      isVisible: () => win.visible,
      isMinimized: () => win.minimized,
    }
    const reports: boolean[] = []
    reportVisibility(win, (visible) => reports.push(visible))
    win.minimized = true
    listeners.get('minimize')!()
    win.minimized = false
    listeners.get('restore')!()
    win.visible = false
    listeners.get('hide')!()
    win.visible = true
    listeners.get('show')!()
    expect(reports).toEqual([false, true, false, true])
  })
})
