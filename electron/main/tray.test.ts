import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import type { TaskList, TaskView } from '../shared/channels/tasks'
import type { AccountSummary } from '../shared/contract'
import { createAppTray, keepInTrayWhileTasksRun } from './tray'

const account = (id: string, label: string, active = false, hidden = false) =>
  ({ id, label, active, hidden }) as AccountSummary
const task = (key: string, title: string, phase: TaskView['phase'], accountId = 'demo') =>
  ({ key, title, phase, accountId, resource: { kind: 'server', id: 7 } }) as TaskView

/** Fakes of Electron's Tray and Menu plus a backend that answers the lists and lets the test push events. */
function fakes(initial: { accounts: AccountSummary[]; tasks: TaskList }) {
  const menus: MenuItemConstructorOptions[][] = []
  const tooltips: string[] = []
  const listeners = new Map<string, (payload: unknown) => void>()
  class Tray {
    on() {}
    setToolTip(text: string) {
      tooltips.push(text)
    }
    setContextMenu() {}
    isDestroyed = () => false
    destroy() {}
  }
  const Menu = { buildFromTemplate: (template: MenuItemConstructorOptions[]) => (menus.push(template), {}) as never }
  const backend = {
    invoke: async (channel: string) => ({
      ok: true as const,
      value: channel === 'accounts:list' ? initial.accounts : initial.tasks,
    }),
    on: (event: string, listener: (payload: unknown) => void) => (
      listeners.set(event, listener),
      () => listeners.delete(event)
    ),
  }
  const actions = { showWindow: vi.fn(), switchAccount: vi.fn(), focusResource: vi.fn(), quit: vi.fn() }
  const labels = () =>
    menus
      .at(-1)!
      .map((item) =>
        item.type === 'separator'
          ? '---'
          : item.type === 'radio'
            ? `${item.checked ? '(•)' : '( )'} ${item.label}`
            : item.label,
      )
  return { Tray, Menu, backend, actions, menus, tooltips, listeners, labels }
}

describe('the tray', () => {
  it('lists Show Hostdeck, the accounts, the running count, the last finished tasks and Quit', async () => {
    const f = fakes({
      accounts: [account('demo', 'Demo', true), account('prod', 'Production'), account('old', 'Old', false, true)],
      tasks: {
        running: [task('a', 'PowerOn of db-1', 'running')],
        recent: [task('b', 'PowerOff of web-1', 'done'), task('c', 'PowerReboot of web-2', 'failed')],
      },
    })
    const tray = createAppTray({ ...f, icon: 'tray.png', locale: async () => 'en' })
    await tray.ready
    expect(f.labels()).toEqual([
      'Show Hostdeck',
      '---',
      'Accounts',
      '(•) Demo',
      '( ) Production',
      '---',
      'Running tasks: 1',
      '---',
      'Last finished',
      'PowerOff of web-1 completed',
      'PowerReboot of web-2 failed',
      '---',
      'Quit Hostdeck',
    ])
    expect(f.tooltips.at(-1)).toBe('Hostdeck — 1 running')
    expect(tray.runningCount()).toBe(1)

    const menu = f.menus.at(-1)!
    menu.find((i) => i.label === 'Production')!.click!({} as never, undefined, {} as never)
    expect(f.actions.switchAccount).toHaveBeenCalledWith('prod')
    menu.find((i) => i.label === 'PowerOff of web-1 completed')!.click!({} as never, undefined, {} as never)
    expect(f.actions.focusResource).toHaveBeenCalledWith({ accountId: 'demo', resource: { kind: 'server', id: 7 } })
    menu.find((i) => i.label === 'Quit Hostdeck')!.click!({} as never, undefined, {} as never)
    expect(f.actions.quit).toHaveBeenCalled()
  })

  it('follows task events, rebuilding the menu only when what it says changes', async () => {
    const f = fakes({ accounts: [account('demo', 'Demo', true)], tasks: { running: [], recent: [] } })
    const tray = createAppTray({ ...f, icon: 'tray.png', locale: async () => 'ru' })
    await tray.ready
    expect(f.labels()).toContain('Нет выполняющихся задач')
    const running = { running: [task('a', 'PowerOff of web-1', 'running')], recent: [] }
    f.listeners.get('tasks:changed')!(running)
    f.listeners.get('tasks:changed')!(running)
    await vi.waitFor(() => expect(f.labels()).toContain('Выполняется задач: 1'))
    const built = f.menus.length
    f.listeners.get('tasks:changed')!({ running: [], recent: [task('a', 'PowerOff of web-1', 'done')] })
    await vi.waitFor(() => expect(f.labels()).toContain('PowerOff of web-1: завершено'))
    expect(f.menus.length).toBe(built + 1)
    expect(tray.runningCount()).toBe(0)
  })
})

describe('closing the window', () => {
  function fakeWindowAndApp() {
    const handlers = new Map<string, (event: { preventDefault(): void }) => void>()
    const win = {
      hidden: 0,
      on: (event: 'close', fn: (event: { preventDefault(): void }) => void) => handlers.set(event, fn),
      hide: () => void win.hidden++,
    }
    const app = { on: (event: 'before-quit', fn: () => void) => handlers.set(event, fn as never) }
    const close = () => {
      const event = { prevented: false, preventDefault: () => void (event.prevented = true) }
      handlers.get('close')!(event)
      return event.prevented
    }
    return { win, app, close, quit: () => handlers.get('before-quit')!({ preventDefault() {} }) }
  }

  it('hides it into the tray while tasks run, and really closes once none do', () => {
    const f = fakeWindowAndApp()
    let running = 2
    keepInTrayWhileTasksRun(f.win, f.app, () => running)
    expect(f.close()).toBe(true)
    expect(f.win.hidden).toBe(1)
    running = 0
    expect(f.close()).toBe(false)
  })

  it('never stands in the way of Quit', () => {
    const f = fakeWindowAndApp()
    keepInTrayWhileTasksRun(f.win, f.app, () => 3)
    f.quit()
    expect(f.close()).toBe(false)
    expect(f.win.hidden).toBe(0)
  })
})
