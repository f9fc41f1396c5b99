// The languages and themes a user can pick: plain values (the renderer's first paint loads no zod).
export const locales = ['en', 'ru'] as const
export type Locale = (typeof locales)[number]
export const themePreferences = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof themePreferences)[number]

/** The sidebar's width in pixels, as the user can drag it (a window narrower than both keeps the tree readable). */
export const SIDEBAR_WIDTH_MIN = 200
export const SIDEBAR_WIDTH_MAX = 560

/** A width the sidebar can take: whole pixels within the bounds. */
export const isSidebarWidth = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= SIDEBAR_WIDTH_MIN && (value as number) <= SIDEBAR_WIDTH_MAX

/** The `<meta>` a host writes the preferences into as it serves the start page (electron/core/start-page.ts). */
export const START_PREFERENCES_META = 'hostdeck-preferences'

/**
 * How API calls reach the service: `system` as the system does (the desktop host: the OS proxy settings and PAC;
 * the browser host: HTTPS_PROXY/HTTP_PROXY/NO_PROXY), `direct` never through a proxy, `manual` through `url`.
 */
export const proxyModes = ['system', 'direct', 'manual'] as const
export type ProxyMode = (typeof proxyModes)[number]
export interface ProxyPreference {
  mode: ProxyMode
  /** http://host:port (used when `mode` is manual; kept otherwise so switching back restores it). */
  url: string
}
export const defaultProxy: ProxyPreference = { mode: 'system', url: '' }

/** The first of the system's languages Hostdeck speaks (`ru-RU` → ru), English when none: a first run's language. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0]
    const known = locales.find((locale) => locale === primary)
    if (known) return known
  }
  return 'en'
}
