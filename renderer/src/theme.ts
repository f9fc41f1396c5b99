import { darkTheme, dateEnUS, dateRuRU, enUS, ruRU, type ConfigProviderProps, type GlobalThemeOverrides } from 'naive-ui'
import type { Locale } from '@shared/contract'

export const themeOverrides: GlobalThemeOverrides = {
  common: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    borderRadius: '6px',
  },
}

/** naive-ui's settings for a theme and a language: the app's config provider and the discrete messages share them. */
export function naiveConfig(dark: boolean, locale: Locale): ConfigProviderProps {
  return {
    theme: dark ? darkTheme : null,
    themeOverrides,
    locale: locale === 'ru' ? ruRU : enUS,
    dateLocale: locale === 'ru' ? dateRuRU : dateEnUS,
  }
}
