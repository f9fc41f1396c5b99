import { describe, expect, it, vi } from 'vitest'
import type { NotificationConstructorOptions } from 'electron'
import type { TaskFinished } from '../shared/channels/tasks'
import { createTaskNotifier, nativeNotifications } from './notifications'

const finished: TaskFinished = {
  key: 'demo|server:7|101',
  accountId: 'demo',
  accountLabel: 'Demo',
  subject: 'PowerOff of web-1',
  type: 'PowerOff',
  name: 'web-1',
  title: 'PowerOff of web-1 completed',
  phase: 'done',
  resource: { kind: 'server', id: 7 },
}

/** A fake of Electron's Notification: records what was shown and lets the test click it. */
function fakeNotifications(supported = true) {
  const shown: Array<NotificationConstructorOptions & { click(): void; fail(error: string): void }> = []
  class Notification {
    private readonly handlers = new Map<string, (...args: never[]) => void>()
    static isSupported = () => supported
    constructor(private readonly options: NotificationConstructorOptions) {}
    on(event: string, listener: (...args: never[]) => void) {
      this.handlers.set(event, listener)
    }
    show() {
      const handler = (event: string) => this.handlers.get(event) as ((...args: unknown[]) => void) | undefined
      shown.push({
        ...this.options,
        click: () => handler('click')?.(),
        fail: (error) => handler('failed')?.({}, error),
      })
    }
  }
  return { Notification, shown }
}

/** A notifier over fake notifications: the window unfocused, English and a system that shows them unless said. */
function notifierWith(
  setting: {
    focused?: boolean
    locale?: 'en' | 'ru'
    supported?: boolean
    onClick?: (task: TaskFinished) => void
  } = {},
) {
  const { Notification, shown } = fakeNotifications(setting.supported ?? true)
  const notify = createTaskNotifier({
    Notification,
    isWindowFocused: () => setting.focused ?? false,
    locale: async () => setting.locale ?? 'en',
    onClick: setting.onClick ?? (() => {}),
  })
  return { notify, shown }
}

describe('finish notifications', () => {
  it('shows "Power off web-1 completed" with the account when the window is not focused, and a click opens the resource', async () => {
    const onClick = vi.fn()
    const { notify, shown } = notifierWith({ onClick })
    expect(await notify(finished)).toBe(true)
    expect(shown).toEqual([expect.objectContaining({ title: 'Power off web-1 completed', body: 'Account: Demo' })])
    shown[0]!.click()
    expect(onClick).toHaveBeenCalledWith(finished)
  })

  it('stays quiet while the window has focus (the window shows its own notice)', async () => {
    const { notify, shown } = notifierWith({ focused: true })
    expect(await notify(finished)).toBe(false)
    expect(shown).toEqual([])
  })

  it('speaks the chosen language and tells failure and unknown apart', async () => {
    const { notify, shown } = notifierWith({ locale: 'ru' })
    await notify({ ...finished, phase: 'failed' })
    await notify({ ...finished, phase: 'unknown' })
    expect(shown.map((n) => [n.title, n.body])).toEqual([
      ['Выключение web-1: ошибка', 'Аккаунт: Demo'],
      ['Выключение web-1: завершение не получено, состояние неизвестно', 'Аккаунт: Demo'],
    ])
  })

  it('does nothing where the system has no notifications', async () => {
    const { notify, shown } = notifierWith({ supported: false })
    expect(await notify(finished)).toBe(false)
    expect(shown).toEqual([])
  })
})

describe('a native notification the system refuses', () => {
  it('is logged with its title and the reason (an unsigned macOS build, Electron 42+)', () => {
    const { Notification, shown } = fakeNotifications()
    const warn = vi.fn()
    const show = nativeNotifications(Notification, warn)
    show({ title: 'Power off web-1 completed' }, () => {})
    shown[0]!.fail('Notifications are not authorized')
    expect(warn).toHaveBeenCalledWith(
      'Hostdeck: the system did not show the notification "Power off web-1 completed": Notifications are not authorized',
    )
  })
})
