import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { appMenuTemplate, type AppMenuOptions } from './app-menu'

const options = (over: Partial<AppMenuOptions> = {}): AppMenuOptions => ({
  platform: 'linux',
  packaged: true,
  locale: 'en',
  appName: 'Hostdeck',
  command: vi.fn(),
  openLogFolder: vi.fn(),
  ...over,
})

/** Every item, submenus flattened. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])])
}

describe('the application menu', () => {
  it('has File, Edit, View, Window and Help, with roles, and no developer tools when packaged', () => {
    const template = appMenuTemplate(options())
    expect(template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
    expect(template[1]!.role).toBe('editMenu')
    expect(template[3]!.role).toBe('windowMenu')
    const roles = items(template).map((item) => item.role)
    expect(roles).toContain('quit')
    expect(roles).not.toContain('toggleDevTools')
    expect(roles).not.toContain('reload')
    expect(items(appMenuTemplate(options({ packaged: false }))).map((item) => item.role)).toContain('toggleDevTools')
  })

  it("on macOS leads with the app's menu (Settings on Cmd+,) and closes the window from File", () => {
    const template = appMenuTemplate(options({ platform: 'darwin' }))
    expect(template.map((item) => item.label)).toEqual(['Hostdeck', 'File', 'Edit', 'View', 'Window', 'Help'])
    const appItems = template[0]!.submenu as MenuItemConstructorOptions[]
    expect(appItems.map((item) => item.role ?? item.label)).toContain('quit')
    expect(appItems.find((item) => item.label === 'Settings…')?.accelerator).toBe('CmdOrCtrl+,')
    expect((template[1]!.submenu as MenuItemConstructorOptions[]).map((item) => item.role)).toEqual(['close'])
  })

  it("sends Help's commands to the window, in the user's language", () => {
    const command = vi.fn()
    const openLogFolder = vi.fn()
    const template = appMenuTemplate(options({ locale: 'ru', command, openLogFolder }))
    expect(template.map((item) => item.label)).toEqual(['Файл', 'Правка', 'Вид', 'Окно', 'Справка'])
    const help = template[4]!.submenu as MenuItemConstructorOptions[]
    const click = (label: string) => (help.find((item) => item.label === label)!.click as () => void)()
    click('Скопировать диагностику')
    click('Проверить обновления…')
    click('Открыть папку логов')
    expect(command.mock.calls).toEqual([['diagnostics'], ['updates']])
    expect(openLogFolder).toHaveBeenCalledOnce()
  })
})
