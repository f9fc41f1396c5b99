import { createI18n } from 'vue-i18n'
import type { Locale } from '@shared/contract'
import { en, type Messages } from './en'
import { russianPlural } from './plural'
import { ru } from './ru'

export const i18n = createI18n<[Messages], Locale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en, ru },
  // Russian has three plural forms: 1 запись, 2 записи, 5 записей.
  pluralRules: { ru: russianPlural },
})

export function setLocale(locale: Locale): void {
  i18n.global.locale.value = locale
  document.documentElement.lang = locale
}
