import type { NotificationConstructorOptions } from 'electron'
import type { Locale } from '../shared/channels/app'
import { nativeTaskText, type TaskFinished, describeTask } from '../shared/channels/tasks'
import { fillTemplate } from '../shared/rule-text'

/** The part of Electron's Notification used here; tests pass a fake class. */
export interface NativeNotification {
  on(event: 'click' | 'close', listener: () => void): unknown
  on(event: 'failed', listener: (event: unknown, error: string) => void): unknown
  show(): void
}
export interface NotificationClass {
  new (options: NotificationConstructorOptions): NativeNotification
  isSupported(): boolean
}

export interface TaskNotifierDeps {
  Notification: NotificationClass
  /** A focused window shows its own in-app notice; the native one is for when the user looks elsewhere. */
  isWindowFocused(): boolean
  locale(): Promise<Locale>
  icon?: string
  /** The user clicked the notification: show the window on the task's resource. */
  onClick(finished: TaskFinished): void
}

/** "Power off web-1 completed" / "Account: Production", in the user's language. */
export function finishedNoticeText(finished: TaskFinished, locale: Locale): { title: string; body: string } {
  const text = nativeTaskText[locale].finished
  return {
    title: fillTemplate(text[finished.phase], {
      subject: describeTask(locale, { type: finished.type, name: finished.name, title: finished.subject }),
    }),
    body: fillTemplate(text.body, { account: finished.accountLabel }),
  }
}

/**
 * Returns show(options, onClick): shows a native notification and keeps it until it is clicked, closed or fails
 * (Electron drops the click handler of a notification that is garbage-collected). One that fails is logged: since
 * Electron 42, macOS shows notifications through UNNotification, which refuses those of an unsigned app.
 */
export function nativeNotifications(Notification: NotificationClass, warn: (message: string) => void = console.warn) {
  const live = new Set<NativeNotification>()
  return (options: NotificationConstructorOptions, onClick: () => void): void => {
    const notification = new Notification(options)
    live.add(notification)
    notification.on('click', () => {
      live.delete(notification)
      onClick()
    })
    notification.on('close', () => live.delete(notification))
    notification.on('failed', (_event, error) => {
      live.delete(notification)
      warn(`Hostdeck: the system did not show the notification "${options.title ?? ''}": ${error}`)
    })
    notification.show()
  }
}

/** Returns notify(finished): shows a native notification unless the window has focus; resolves to whether it did. */
export function createTaskNotifier(deps: TaskNotifierDeps): (finished: TaskFinished) => Promise<boolean> {
  const show = nativeNotifications(deps.Notification)
  return async (finished) => {
    if (deps.isWindowFocused() || !deps.Notification.isSupported()) return false
    const { title, body } = finishedNoticeText(finished, await deps.locale())
    show({ title, body, ...(deps.icon && { icon: deps.icon }) }, () => deps.onClick(finished))
    return true
  }
}
