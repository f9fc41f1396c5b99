import { createI18n } from 'vue-i18n'
import type { Locale } from '@shared/models/preferences'
// English, compiled at build time (scripts/vite/precompiled-messages.mts): the fallback, always present.
import en from 'virtual:hostdeck-messages/en'
import type { Messages } from './en'
import { russianPlural } from './plural'

export const i18n = createI18n<[Messages], Locale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  // Russian has three plural forms: 1 запись, 2 записи, 5 записей.
  pluralRules: { ru: russianPlural },
})

// Only English is here at start (given here, not in the options, which want every language); setLocale loads the others.
i18n.global.setLocaleMessage('en', en)

/** Every other language is a chunk of its own, loaded the first time it is shown. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  ru: () => import('virtual:hostdeck-messages/ru'),
}

let wanted: Locale = 'en'

/** Shows the app in `locale`, once its messages are here; a later call wins over one still loading. */
export async function setLocale(locale: Locale): Promise<void> {
  wanted = locale
  if (locale !== 'en' && !i18n.global.availableLocales.includes(locale)) {
    const { default: messages } = await loaders[locale]()
    i18n.global.setLocaleMessage(locale, messages)
  }
  if (wanted !== locale) return
  i18n.global.locale.value = locale
  document.documentElement.lang = locale
}
