import { createI18n } from 'vue-i18n'
import type { Locale } from '@shared/contract'
import { en, type Messages } from './en'
import { ru } from './ru'

export const i18n = createI18n<[Messages], Locale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en, ru },
})

export function setLocale(locale: Locale): void {
  i18n.global.locale.value = locale
  document.documentElement.lang = locale
}
