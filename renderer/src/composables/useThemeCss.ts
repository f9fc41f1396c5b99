import { computed, type ComputedRef } from 'vue'
import { useThemeVars } from 'naive-ui'

type ThemeVars = ReturnType<typeof useThemeVars>['value']

/**
 * CSS custom properties taken from naive-ui's theme, for a style binding: `{ '--ttl-border': 'borderColor' }`
 * gives `{ '--ttl-border': <the theme's border colour> }`, following the theme as it changes (light, dark).
 */
export function useThemeCss(names: Record<`--${string}`, keyof ThemeVars>): ComputedRef<Record<string, string>> {
  const vars = useThemeVars()
  return computed(() => Object.fromEntries(Object.entries(names).map(([css, name]) => [css, String(vars.value[name])])))
}
