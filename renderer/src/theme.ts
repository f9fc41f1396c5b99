import { darkTheme, dateEnUS, dateRuRU, enUS, ruRU, type ConfigProviderProps, type GlobalThemeOverrides } from 'naive-ui'
import type { Locale } from '@shared/contract'

const common: GlobalThemeOverrides['common'] = {
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  borderRadius: '6px',
}

/** The dark theme: naive's own colours pass, but for the grey of an empty list's words (3.33:1). */
export const themeOverrides: GlobalThemeOverrides = { common, Empty: { textColor: '#a9a9ae' } }

/**
 * The light theme with WCAG AA contrast (4.5:1) for small text: naive's default greens, blues, oranges and reds
 * are too light as text on white (links 3.38:1) and on their own tag tint (state tags 2.96:1), and its grey
 * captions are 4.22:1. These darker shades keep ≥ 4.5:1 even for a tag on a selected tree row.
 */
export const lightThemeOverrides: GlobalThemeOverrides = {
  common: {
    ...common,
    primaryColor: '#0a6e3c',
    primaryColorHover: '#0c7a43',
    primaryColorPressed: '#075c32',
    primaryColorSuppl: '#0c7a43',
    successColor: '#0a6e3c',
    successColorHover: '#0c7a43',
    successColorPressed: '#075c32',
    successColorSuppl: '#0c7a43',
    infoColor: '#0f5bb5',
    infoColorHover: '#1463c2',
    infoColorPressed: '#0a4d9a',
    infoColorSuppl: '#1463c2',
    warningColor: '#845000',
    warningColorHover: '#955c00',
    warningColorPressed: '#6e4300',
    warningColorSuppl: '#955c00',
    errorColor: '#ad2540',
    errorColorHover: '#b8283f',
    errorColorPressed: '#8f1d34',
    errorColorSuppl: '#b8283f',
    textColor3: '#5c6166',
    placeholderColor: '#6b7075',
  },
  Empty: { textColor: '#5c6166' },
}

/** naive-ui's settings for a theme and a language: the app's config provider and the discrete messages share them. */
export function naiveConfig(dark: boolean, locale: Locale): ConfigProviderProps {
  return {
    theme: dark ? darkTheme : null,
    themeOverrides: dark ? themeOverrides : lightThemeOverrides,
    locale: locale === 'ru' ? ruRU : enUS,
    dateLocale: locale === 'ru' ? dateRuRU : dateEnUS,
  }
}
