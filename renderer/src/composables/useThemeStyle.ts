import { computed, type ComputedRef } from 'vue'
import { useThemeVars, type ThemeCommonVars } from 'naive-ui'

/**
 * The theme's values as CSS variables, for a component's scoped style (`:style`): `names` says which variable is
 * which of naive's theme values (`{ '--ttl-border': 'borderColor' }`). They follow the theme as it changes.
 */
export function useThemeStyle(names: Record<string, keyof ThemeCommonVars>): ComputedRef<Record<string, string>> {
  const theme = useThemeVars()
  return computed(() =>
    Object.fromEntries(Object.entries(names).map(([variable, name]) => [variable, theme.value[name]])),
  )
}
