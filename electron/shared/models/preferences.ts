// The languages and themes a user can pick: plain values (the renderer's first paint loads no zod).
export const locales = ['en', 'ru'] as const
export type Locale = (typeof locales)[number]
export const themePreferences = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof themePreferences)[number]

/** The `<meta>` a host writes the preferences into as it serves the start page (electron/core/start-page.ts). */
export const START_PREFERENCES_META = 'hostdeck-preferences'
