import { computed, watch, type ComputedRef } from 'vue'
import type { ConfigProviderProps } from 'naive-ui'
import { osTheme, wantsDark } from '../../look'
import { notifyError } from '../../notify'
import { usePreferencesStore } from '../../stores/preferences'
import { darkTheme, loadDarkTheme, naiveConfig } from '../../theme'

/** Whether the dark theme is wanted now (the user's choice, or the system's). */
function darkWanted(): boolean {
  return wantsDark(usePreferencesStore().theme, osTheme.value)
}

/** Before naive's parts first render: the dark colours, when they are wanted (no light flash of a dark window). */
export async function themeReady(): Promise<void> {
  if (darkWanted()) await loadDarkTheme().catch(() => undefined)
}

/**
 * naive's settings for the app's theme and language, for a config provider (NaiveLayer's, a NaiveIsland's). Dark
 * once the dark colours are here; they load the first time they are wanted.
 */
export function useNaiveConfig(): ComputedRef<ConfigProviderProps> {
  const preferences = usePreferencesStore()
  const wanted = computed(darkWanted)
  watch(
    wanted,
    (dark) => dark && void loadDarkTheme().catch((error: unknown) => notifyError(error, 'loading the dark theme')),
    { immediate: true },
  )
  return computed(() => naiveConfig(wanted.value && darkTheme.value !== null, preferences.locale))
}
