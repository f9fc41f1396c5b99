import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import type { FocusResourceRequest } from './tasks'
import type { UpdateCheck } from '../models/updates'

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
  /** Where the log file is written (the data folder's logs/), or null when there is none. */
  logFolder: string | null
}

import {
  SIDEBAR_WIDTH_MAX,
  SIDEBAR_WIDTH_MIN,
  locales,
  themePreferences,
  type Locale,
  type ProxyMode,
  type ProxyPreference,
  type ThemePreference,
} from '../models/preferences'
export { locales, themePreferences, type Locale, type ThemePreference }

export interface Preferences {
  locale: Locale
  /** False while the language is the system's (a first run): the page may follow its own languages then. */
  localeChosen: boolean
  theme: ThemePreference
  proxy: ProxyPreference
  /** Desktop notifications of finished tasks and fleet warnings. */
  notifications: boolean
  /** The desktop app starts (in the tray) when the user logs in. */
  startAtLogin: boolean
  /** CSV exports begin with a byte-order mark (Excel on Windows reads UTF-8 then). */
  csvBom: boolean
  /**
   * The sidebar's width as the user last dragged it; null when never dragged (a width from the window's). Absent
   * in a file written before it was kept here: the page then takes the one it kept itself (its localStorage) once.
   */
  sidebarWidth?: number | null
}

/** A proxy address: http(s)://host:port, nothing else (no credentials in a settings file, no path). */
export const proxyUrlSchema = z.string().superRefine((text, ctx) => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an address such as http://proxy.example:3128' })
    return
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    ctx.addIssue({ code: 'custom', message: 'must start with http:// or https://' })
  else if (url.username || url.password)
    ctx.addIssue({ code: 'custom', message: 'must not contain a user or password' })
  else if (url.pathname !== '/' || url.search || url.hash)
    ctx.addIssue({ code: 'custom', message: 'must be only a scheme, host and port (no path)' })
})

export const proxyPreferenceSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.enum(['system', 'direct'] satisfies ProxyMode[]), url: z.string().max(300) }).strict(),
  z.object({ mode: z.literal('manual'), url: proxyUrlSchema }).strict(),
])

export const preferencesPatchSchema = z
  .object({
    locale: z.enum(locales).optional(),
    theme: z.enum(themePreferences).optional(),
    proxy: proxyPreferenceSchema.optional(),
    notifications: z.boolean().optional(),
    startAtLogin: z.boolean().optional(),
    csvBom: z.boolean().optional(),
    sidebarWidth: z
      .number()
      .int('must be whole pixels')
      .min(SIDEBAR_WIDTH_MIN)
      .max(SIDEBAR_WIDTH_MAX)
      .nullable()
      .optional(),
  })
  .strict()

/** A caller's name for one invoke, so it can be cancelled (`app:cancel`): letters, digits, '-' and '_'. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')

/**
 * What travels beside every invoke's input, for any channel (so no channel's schema repeats it):
 * `requestId` names the call so `app:cancel` can stop waiting for it; `expectAccount` is the account the
 * renderer believes is active (the one a form was filled in for): a change (any channel that writes) is
 * refused, with nothing sent, when another account is active. `source: 'cli'` marks a call the command line made
 * (its journal entries say so).
 */
export const invokeMetaSchema = z
  .object({
    requestId: requestIdSchema.optional(),
    expectAccount: z.string().min(1).max(100).optional(),
    source: z.literal('cli').optional(),
    /** The account's name as the user typed it: what a protected account's change needs (core/accounts/guard.ts). */
    confirmAccount: z.string().max(200).optional(),
    /** Sent as one of several items of a bulk action: a protected account refuses a bulk delete. */
    bulk: z.boolean().optional(),
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
  /**
   * A report for a bug: versions, the system, the number of accounts, the last problems of the log; no secrets,
   * host names or addresses (Help → Copy diagnostics).
   */
  'app:diagnostics': channel(z.undefined(), output<{ text: string }>()),
  /** Asks the update feed for a newer version (Help → Check for updates); refused where no feed is set. */
  'app:checkUpdates': channel(z.undefined(), output<UpdateCheck>()),
  /**
   * "Download and restart" on the notice of an installable newer version: downloads it (the taskbar shows how far)
   * and restarts into it. Refused where this app cannot install (the browser host, a deb, macOS, unpackaged runs).
   */
  'app:installUpdate': channel(z.undefined(), output<null>()),
  /** The notices not yet shown (a save that failed, a file set aside), each handed out once. */
  'app:notices': channel(z.undefined(), output<string[]>()),
}

export const appEvents = {
  /** Sent by the desktop host when a notification or tray entry is clicked. */
  'app:focusResource': event<FocusResourceRequest>(),
  /** A quiet check after the start found a newer version: a notice that does not stand in the way. */
  'app:updateAvailable': event<UpdateCheck>(),
  /** A command of the desktop app's menu that the window carries out (it has the words and the clipboard). */
  'app:command': event<{ command: AppCommand }>(),
  /** The preferences as saved, after every change (the desktop host follows start at login, the menu's language). */
  'preferences:changed': event<Preferences>(),
  /** A notice was written down while Hostdeck runs: the window asks for it with app:notices. */
  'app:noticesChanged': event<null>(),
  /**
   * Said by the browser host's bridge itself (never sent by a host): the host's event stream dropped and does not
   * come back (the host stopped), or came back. A window then knows what it shows may be stale.
   */
  'app:hostConnection': event<{ connected: boolean }>(),
}

/** What the desktop menu asks the window to do. */
export const appCommands = ['settings', 'diagnostics', 'updates'] as const
export type AppCommand = (typeof appCommands)[number]

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    app: { channels: typeof appChannels; events: typeof appEvents }
  }
}
