import type { Menu, MenuItemConstructorOptions } from 'electron'
import type { Backend } from '../core/backend'
import type { Locale } from '../shared/channels/app'
import {
  nativeTaskText,
  type FocusResourceRequest,
  type TaskList,
  type TaskView,
  describeTask,
} from '../shared/channels/tasks'
import { fillTemplate } from '../shared/rule-text'
import type { AccountSummary } from '../shared/contract'
import { nativeFleetText, nativeWarningTitle, type FleetOverview, type FleetWarning } from '../shared/channels/fleet'

const LAST_FINISHED_SHOWN = 5

export interface TrayState {
  accounts: AccountSummary[]
  tasks: TaskList
  locale: Locale
  /** The fleet's open warnings (listed until resolved). */
  warnings?: FleetWarning[]
}

const WARNINGS_SHOWN = 5

export interface TrayActions {
  showWindow(): void
  switchAccount(id: string): void
  focusResource(request: FocusResourceRequest): void
  quit(): void
}

const finishedLabel = (task: TaskView, locale: Locale) =>
  fillTemplate(
    nativeTaskText[locale].finished[task.phase === 'failed' || task.phase === 'unknown' ? task.phase : 'done'],
    { subject: describeTask(locale, task) },
  )

/** The tray menu: Show Hostdeck, the accounts, the running count, the last finished tasks, Quit. */
export function trayMenuTemplate(state: TrayState, actions: TrayActions): MenuItemConstructorOptions[] {
  const text = nativeTaskText[state.locale].tray
  const running = state.tasks.running.length
  const accounts = state.accounts.filter((a) => !a.hidden || a.active)
  const recent = state.tasks.recent.slice(0, LAST_FINISHED_SHOWN)
  return [
    { label: text.show, click: () => actions.showWindow() },
    { type: 'separator' },
    { label: text.accounts, enabled: false },
    ...accounts.map<MenuItemConstructorOptions>((account) => ({
      label: account.label,
      type: 'radio',
      checked: account.active,
      click: () => actions.switchAccount(account.id),
    })),
    { type: 'separator' },
    { label: running > 0 ? fillTemplate(text.running, { count: running }) : text.noneRunning, enabled: false },
    ...warningItems(state, actions),
    ...(recent.length > 0 ? [{ type: 'separator' as const }, { label: text.lastFinished, enabled: false }] : []),
    ...recent.map<MenuItemConstructorOptions>((task) => ({
      label: finishedLabel(task, state.locale),
      click: () => actions.focusResource({ accountId: task.accountId, resource: task.resource }),
    })),
    { type: 'separator' },
    { label: text.quit, click: () => actions.quit() },
  ]
}

/** The fleet's open warnings, each opening its resource in its account (the account for funds). */
function warningItems(state: TrayState, actions: TrayActions): MenuItemConstructorOptions[] {
  const warnings = state.warnings ?? []
  if (warnings.length === 0) return []
  return [
    { type: 'separator' },
    { label: nativeFleetText[state.locale].tray, enabled: false },
    ...warnings.slice(0, WARNINGS_SHOWN).map<MenuItemConstructorOptions>((warning) => ({
      label: `${nativeWarningTitle(state.locale, warning)} — ${warning.accountLabel}`,
      click: () =>
        warning.resource
          ? actions.focusResource({ accountId: warning.accountId, resource: warning.resource })
          : actions.switchAccount(warning.accountId),
    })),
  ]
}

/** The part of Electron's Tray used here; tests pass a fake class. */
export interface TrayIcon {
  on(event: 'click', listener: () => void): unknown
  setToolTip(text: string): void
  setContextMenu(menu: Menu): void
  isDestroyed(): boolean
  destroy(): void
}

export interface AppTrayDeps {
  Tray: new (icon: string) => TrayIcon
  Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): Menu }
  icon: string
  backend: Pick<Backend, 'invoke' | 'on'>
  locale(): Promise<Locale>
  actions: TrayActions
}

/** The tray icon, kept current from the backend's account and task events. */
export function createAppTray(deps: AppTrayDeps) {
  const tray = new deps.Tray(deps.icon)
  tray.on('click', () => deps.actions.showWindow())
  let state: TrayState = { accounts: [], tasks: { running: [], recent: [] }, locale: 'en' }
  let shown = ''

  async function update(patch: Partial<TrayState>): Promise<void> {
    state = { ...state, ...patch }
    state = { ...state, locale: await deps.locale() }
    const template = trayMenuTemplate(state, deps.actions)
    // Progress ticks arrive twice a second; rebuild the menu only when what it says has changed.
    const signature = JSON.stringify(template.map((item) => [item.label, item.checked]))
    if (signature === shown || tray.isDestroyed()) return
    shown = signature
    const count = state.tasks.running.length
    const text = nativeTaskText[state.locale].tray
    tray.setToolTip(count > 0 ? fillTemplate(text.tooltipRunning, { count }) : text.tooltip)
    tray.setContextMenu(deps.Menu.buildFromTemplate(template))
  }

  const read = async <T>(channel: string): Promise<T | undefined> => {
    const result = await deps.backend.invoke(channel, undefined)
    return result.ok ? (result.value as T) : undefined
  }
  const ready = (async () =>
    update({
      accounts: (await read<AccountSummary[]>('accounts:list')) ?? [],
      tasks: (await read<TaskList>('tasks:list')) ?? state.tasks,
    }))()
  const stops = [
    deps.backend.on('tasks:changed', (tasks) => void update({ tasks: tasks as TaskList })),
    deps.backend.on('accounts:changed', (accounts) => void update({ accounts: accounts as AccountSummary[] })),
    deps.backend.on(
      'fleet:changed',
      (overview) => void update({ warnings: (overview as FleetOverview).cards.flatMap((c) => c.warnings) }),
    ),
  ]

  return {
    ready,
    /** Rebuilds the menu now (e.g. after the language changed). */
    refresh: () => update({}),
    runningCount: () => state.tasks.running.length,
    destroy() {
      stops.forEach((stop) => stop())
      if (!tray.isDestroyed()) tray.destroy()
    },
  }
}

/** What keepInTrayWhileTasksRun needs of the window and the app; Electron's own objects fit. */
export interface ClosableWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown
  hide(): void
}

/** Closing the window while tasks run only hides it: Hostdeck keeps following them from the tray until Quit. */
export function keepInTrayWhileTasksRun(
  win: ClosableWindow,
  app: { on(event: 'before-quit', listener: () => void): unknown },
  runningCount: () => number,
): void {
  let quitting = false
  app.on('before-quit', () => (quitting = true))
  win.on('close', (event) => {
    if (quitting || runningCount() === 0) return
    event.preventDefault()
    win.hide()
  })
}
