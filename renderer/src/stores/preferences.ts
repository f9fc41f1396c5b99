import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Locale, Preferences, ThemePreference } from '@shared/contract'
import { call } from '../api/client'
import { setLocale } from '../i18n'
import { notifyError } from '../notify'

export const usePreferencesStore = defineStore('preferences', () => {
  const locale = ref<Locale>('en')
  const theme = ref<ThemePreference>('system')

  /** Resolves once the language's messages are loaded and shown (another language than English is a chunk of its own). */
  function apply(preferences: Preferences): Promise<void> {
    locale.value = preferences.locale
    theme.value = preferences.theme
    return setLocale(preferences.locale).catch((error: unknown) => notifyError(error, 'loading the language'))
  }

  async function load(): Promise<void> {
    await apply(await call('preferences:get'))
  }

  /**
   * Applies at once (the UI must not wait on disk), then saves; a refused save puts the old value back and says
   * so (the header's switches fire and forget, so nobody else would).
   */
  async function update(patch: Partial<Preferences>): Promise<void> {
    const previous = { locale: locale.value, theme: theme.value }
    void apply({ ...previous, ...patch })
    try {
      void apply(await call('preferences:set', patch))
    } catch (error) {
      void apply(previous)
      notifyError(error, 'saving preferences')
    }
  }

  return { locale, theme, load, update }
})
