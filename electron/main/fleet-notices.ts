import type { Locale } from '../shared/channels/app'
import { nativeFleetText, nativeWarningTitle, type FleetWarning } from '../shared/channels/fleet'
import { nativeNotifications, type NotificationClass } from './notifications'

export interface WarningNotifierDeps {
  Notification: NotificationClass
  locale(): Promise<Locale>
  icon?: string
  /** The user clicked it: show the window on the resource (or the account). */
  onClick(warning: FleetWarning): void
}

/** "Certificate shop.example expires in 5 days" / "Account: Production", in the user's language. */
export function warningNoticeText(warning: FleetWarning, locale: Locale): { title: string; body: string } {
  return {
    title: nativeWarningTitle(locale, warning),
    body: nativeFleetText[locale].body.replace('{account}', warning.accountLabel),
  }
}

/**
 * Returns notify(warnings): a native notification for each early warning just raised (the backend raises each
 * once per condition and threshold, and remembers it across restarts), whether or not the window has focus.
 */
export function createWarningNotifier(deps: WarningNotifierDeps): (warnings: FleetWarning[]) => Promise<number> {
  const show = nativeNotifications(deps.Notification)
  return async (warnings) => {
    if (!deps.Notification.isSupported()) return 0
    const locale = await deps.locale()
    for (const warning of warnings) {
      const { title, body } = warningNoticeText(warning, locale)
      show({ title, body, ...(deps.icon && { icon: deps.icon }) }, () => deps.onClick(warning))
    }
    return warnings.length
  }
}
