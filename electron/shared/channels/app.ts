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

export const locales = ['en', 'ru'] as const
export type Locale = (typeof locales)[number]
export const themePreferences = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof themePreferences)[number]

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
}

export const appEvents = {
  /** Sent by the desktop host when a notification or tray entry is clicked. */
  'app:focusResource': event<FocusResourceRequest>(),
}
