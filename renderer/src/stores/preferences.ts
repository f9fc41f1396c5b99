import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Locale, Preferences, ThemePreference } from '@shared/contract'
import { call } from '../api/client'
import { setLocale } from '../i18n'
import { notifyError } from '../notify'

export const usePreferencesStore = defineStore('preferences', () => {
  const locale = ref<Locale>('en')
  const theme = ref<ThemePreference>('system')

  function apply(preferences: Preferences): void {
    locale.value = preferences.locale
    theme.value = preferences.theme
    setLocale(preferences.locale)
  }

  async function load(): Promise<void> {
    apply(await call('preferences:get'))
  }

  /**
   * Applies at once (the UI must not wait on disk), then saves; a refused save puts the old value back and says
   * so (the header's switches fire and forget, so nobody else would).
   */
  async function update(patch: Partial<Preferences>): Promise<void> {
    const previous = { locale: locale.value, theme: theme.value }
    apply({ ...previous, ...patch })
    try {
      apply(await call('preferences:set', patch))
    } catch (error) {
      apply(previous)
      notifyError(error, 'saving preferences')
    }
  }

  return { locale, theme, load, update }
})
