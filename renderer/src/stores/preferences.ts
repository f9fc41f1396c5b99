import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Locale, Preferences, ThemePreference } from '@shared/contract'
import {
  START_PREFERENCES_META,
  isSidebarWidth,
  localeFromLanguages,
  locales,
  themePreferences,
} from '@shared/models/preferences'
import { call } from '../api/client'
import { setLocale } from '../i18n'
import { notifyError } from '../notify'

/**
 * The preferences the host wrote into the start page (electron/core/start-page.ts), or null when it did not
 * (the dev server) or wrote something this page does not know: a hint, checked like any input.
 */
export function preferencesFromPage(doc: Pick<Document, 'querySelector'> = document): PagePreferences | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${START_PREFERENCES_META}"]`)?.content
  if (!content) return null
  try {
    const value = JSON.parse(content) as Partial<Record<keyof PagePreferences, unknown>>
    const locale = locales.find((known) => known === value.locale)
    const theme = themePreferences.find((known) => known === value.theme)
    if (!locale || !theme) return null
    const sidebarWidth = sidebarWidthFrom(value.sidebarWidth)
    return {
      locale,
      theme,
      localeChosen: value.localeChosen !== false,
      ...(sidebarWidth !== undefined && { sidebarWidth }),
    }
  } catch {
    return null
  }
}

/** What the shell paints with, before anything else is known. */
export type PagePreferences = Pick<Preferences, 'locale' | 'theme' | 'localeChosen' | 'sidebarWidth'>

/** A kept sidebar width, null (never dragged), or undefined (never kept by the host: an older file). */
const sidebarWidthFrom = (value: unknown): number | null | undefined =>
  isSidebarWidth(value) ? value : value === null ? null : undefined

/** A first run (no language chosen yet) speaks the first of the page's own languages Hostdeck knows. */
export function startLocale(given: PagePreferences, languages: readonly string[]): Locale {
  return given.localeChosen ? given.locale : localeFromLanguages([...languages, given.locale])
}

export const usePreferencesStore = defineStore('preferences', () => {
  const locale = ref<Locale>('en')
  const theme = ref<ThemePreference>('system')
  /** The sidebar's kept width (see Preferences.sidebarWidth); read once, by the shell as it mounts. */
  const sidebarWidth = ref<number | null | undefined>(null)

  /** Resolves once the language's messages are loaded and shown (another language than English is a chunk of its own). */
  function apply(preferences: Pick<Preferences, 'locale' | 'theme'>): Promise<void> {
    locale.value = preferences.locale
    theme.value = preferences.theme
    return setLocale(preferences.locale).catch((error: unknown) => notifyError(error, 'loading the language'))
  }

  /** Every preference (the Settings dialog's), as last read or saved. */
  const all = ref<Preferences | null>(null)

  async function load(): Promise<void> {
    const read = await call('preferences:get')
    all.value = read
    sidebarWidth.value = sidebarWidthFrom(read.sidebarWidth)
    await apply({ ...read, locale: startLocale(read, navigator.languages) })
  }

  /** Whether CSV exports begin with a BOM (read when first needed: the start does not wait for it). */
  async function csvBom(): Promise<boolean> {
    all.value ??= await call('preferences:get')
    return all.value.csvBom
  }

  /** At start: the preferences that came with the page, without a round trip; asked for when none did. */
  async function start(): Promise<void> {
    const given = preferencesFromPage()
    if (given) sidebarWidth.value = given.sidebarWidth
    await (given ? apply({ ...given, locale: startLocale(given, navigator.languages) }) : load())
  }

  /**
   * Applies at once (the UI must not wait on disk), then saves; a refused save puts the old value back and says
   * so (the header's switches fire and forget, so nobody else would).
   */
  async function update(patch: Partial<Preferences>): Promise<void> {
    const previous = { locale: locale.value, theme: theme.value }
    void apply({ ...previous, ...patch })
    try {
      const saved = await call('preferences:set', patch)
      all.value = saved
      void apply(saved)
    } catch (error) {
      void apply(previous)
      notifyError(error, 'saving preferences')
    }
  }

  /** Keeps the sidebar's width for the next start; a refused save is said (the width stays for this session). */
  async function keepSidebarWidth(px: number | null): Promise<void> {
    sidebarWidth.value = px
    try {
      all.value = await call('preferences:set', { sidebarWidth: px })
    } catch (error) {
      notifyError(error, 'saving the sidebar width')
    }
  }

  return { locale, theme, sidebarWidth, all, load, start, update, csvBom, keepSidebarWidth }
})
