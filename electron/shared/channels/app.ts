import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import type { FocusResourceRequest } from './tasks'

export type HostMode = 'desktop' | 'browser'

export interface AppInfo {
  name: string
  version: string
  platform: string
  mode: HostMode
  /** Where account tokens are kept on this machine; 'session' means they are forgotten on quit. */
  secretStorage: 'keychain' | 'safeStorage' | 'session'
  /** Things the user must hear about once, e.g. a settings file that was unreadable and was set aside. */
  notices: string[]
}

import { locales, themePreferences, type Locale, type ThemePreference } from '../models/preferences'
export { locales, themePreferences, type Locale, type ThemePreference }

export interface Preferences {
  locale: Locale
  theme: ThemePreference
}

export const preferencesPatchSchema = z
  .object({
    locale: z.enum(locales).optional(),
    theme: z.enum(themePreferences).optional(),
  })
  .strict()

/** A caller's name for one invoke, so it can be cancelled (`app:cancel`): letters, digits, '-' and '_'. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')

/**
 * What travels beside every invoke's input, for any channel (so no channel's schema repeats it):
 * `requestId` names the call so `app:cancel` can stop waiting for it; `expectAccount` is the account the
 * renderer believes is active (the one a form was filled in for): a change (any channel that writes) is
 * refused, with nothing sent, when another account is active.
 */
export const invokeMetaSchema = z
  .object({
    requestId: requestIdSchema.optional(),
    expectAccount: z.string().min(1).max(100).optional(),
  })
  .strict()
export type InvokeMeta = z.output<typeof invokeMetaSchema>

export const appChannels = {
  'app:info': channel(z.undefined(), output<AppInfo>()),
  'preferences:get': channel(z.undefined(), output<Preferences>()),
  'preferences:set': channel(preferencesPatchSchema, output<Preferences>()),
  /**
   * Whether the user can see Hostdeck (the page's visibilitychange and focus; the desktop host also reports
   * minimise/restore/hide/show). The active account is re-read on its cadence only while visible; becoming
   * visible re-reads at once when the data is older than the cadence. The last report wins.
   */
  'app:setVisibility': channel(z.object({ visible: z.boolean() }).strict(), output<null>()),
  /**
   * Stops waiting for the change sent with this `requestId` (the dialog's Cancel). The request may already
   * have reached the service, so that call answers "could not confirm … may have been made" (uncertain) and
   * its sections are re-read. Answers whether such a change was still waited for.
   */
  'app:cancel': channel(z.object({ requestId: requestIdSchema }).strict(), output<{ cancelled: boolean }>()),
  /** The notices not yet shown (a save that failed, a file set aside), each handed out once. */
  'app:notices': channel(z.undefined(), output<string[]>()),
}

export const appEvents = {
  /** Sent by the desktop host when a notification or tray entry is clicked. */
  'app:focusResource': event<FocusResourceRequest>(),
  /** A notice was written down while Hostdeck runs: the window asks for it with app:notices. */
  'app:noticesChanged': event<null>(),
  /**
   * Said by the browser host's bridge itself (never sent by a host): the host's event stream dropped and does not
   * come back (the host stopped), or came back. A window then knows what it shows may be stale.
   */
  'app:hostConnection': event<{ connected: boolean }>(),
}
