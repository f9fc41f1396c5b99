import { shallowRef } from 'vue'
import { enUS, ruRU, type ConfigProviderProps, type GlobalTheme, type GlobalThemeOverrides } from 'naive-ui'
import type { Locale } from '@shared/contract'

const common: GlobalThemeOverrides['common'] = {
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  borderRadius: '6px',
}

/**
 * The dark theme: naive's own colours pass, but for the grey of an empty list's words (3.33:1) and its grey captions
 * (depth 3) on a hovered table row in a dialog (4.39:1, the journal's resource names) or on a popover: 0.62 white
 * keeps ≥ 4.5:1 on each of them.
 */
export const themeOverrides: GlobalThemeOverrides = {
  common: { ...common, textColor3: 'rgba(255, 255, 255, 0.62)' },
  Empty: { textColor: '#a9a9ae' },
}

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

/**
 * naive-ui's dark theme (every component's dark colours, some 60 KiB) is a chunk of its own, loaded the first
 * time the dark theme is shown: before the first paint when the user's theme is dark, otherwise never.
 */
export const darkTheme = shallowRef<GlobalTheme | null>(null)
let darkLoading: Promise<GlobalTheme> | undefined
export function loadDarkTheme(): Promise<GlobalTheme> {
  darkLoading ??= import('naive-ui/es/themes/dark').then(({ darkTheme: theme }) => (darkTheme.value = theme))
  return darkLoading
}

/**
 * naive-ui's words, without its generic placeholders ("Please Input", «Ввести»): a field empty of a placeholder
 * of its own says nothing rather than a command no one asked for.
 */
const quiet = (base: typeof enUS): typeof enUS => ({
  ...base,
  Input: { ...base.Input, placeholder: '' },
  InputNumber: { ...base.InputNumber, placeholder: '' },
  Select: { ...base.Select, placeholder: '' },
})
const enLocale = quiet(enUS)
const ruLocale = quiet(ruRU)

/** naive-ui's settings for a theme and a language: NaiveLayer's config provider and NaiveIsland's share them. */
export function naiveConfig(dark: boolean, locale: Locale): ConfigProviderProps {
  return {
    // Dark only once its colours are here (naive-config.ts asks for them; the light ones stand in for that moment).
    theme: dark ? darkTheme.value : null,
    themeOverrides: dark && darkTheme.value ? themeOverrides : lightThemeOverrides,
    locale: locale === 'ru' ? ruLocale : enLocale,
    // No date picker in the app: no date locale (it would bring date-fns into the first paint).
  }
}
