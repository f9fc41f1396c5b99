import type { MenuItemConstructorOptions } from 'electron'
import type { AppCommand, Locale } from '../shared/channels/app'

/** The menu's own words (the roles' items are worded by Electron in the system's language). */
const WORDS = {
  en: {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    help: 'Help',
    settings: 'Settings…',
    diagnostics: 'Copy Diagnostics',
    updates: 'Check for Updates…',
    logFolder: 'Open Log Folder',
  },
  ru: {
    file: 'Файл',
    edit: 'Правка',
    view: 'Вид',
    window: 'Окно',
    help: 'Справка',
    settings: 'Настройки…',
    diagnostics: 'Скопировать диагностику',
    updates: 'Проверить обновления…',
    logFolder: 'Открыть папку логов',
  },
} satisfies Record<Locale, Record<string, string>>

export interface AppMenuOptions {
  platform: string
  /** A packaged build has no developer tools in its menu. */
  packaged: boolean
  locale: Locale
  appName: string
  /** Carried out by the window (Settings, diagnostics, updates). */
  command(command: AppCommand): void
  openLogFolder(): void
}

/** macOS's application menu: About, Settings (Cmd+,), Services, Hide, Quit. */
function macAppMenu(o: AppMenuOptions, words: (typeof WORDS)[Locale]): MenuItemConstructorOptions {
  return {
    label: o.appName,
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      { label: words.settings, accelerator: 'CmdOrCtrl+,', click: () => o.command('settings') },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  }
}

/**
 * The application menu: File/Edit/View/Window/Help with Electron's roles (their accelerators are Cmd on macOS,
 * Ctrl elsewhere), Hostdeck's own commands, and Reload/DevTools only in a development build.
 */
export function appMenuTemplate(o: AppMenuOptions): MenuItemConstructorOptions[] {
  const words = WORDS[o.locale]
  const mac = o.platform === 'darwin'
  const develop: MenuItemConstructorOptions[] = o.packaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
  return [
    ...(mac ? [macAppMenu(o, words)] : []),
    {
      label: words.file,
      submenu: [
        ...(mac
          ? []
          : [
              { label: words.settings, accelerator: 'CmdOrCtrl+,', click: () => o.command('settings') },
              { type: 'separator' as const },
            ]),
        mac ? { role: 'close' as const } : { role: 'quit' as const },
      ],
    },
    { label: words.edit, role: 'editMenu' },
    {
      label: words.view,
      submenu: [
        ...develop,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: words.window, role: 'windowMenu' },
    {
      label: words.help,
      role: 'help',
      submenu: [
        { label: words.diagnostics, click: () => o.command('diagnostics') },
        { label: words.logFolder, click: () => o.openLogFolder() },
        { type: 'separator' },
        { label: words.updates, click: () => o.command('updates') },
      ],
    },
  ]
}
