import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { en } from '../i18n/en'
import { ru } from '../i18n/ru'
import { storageLabel } from './storage-name'

const i18n = createI18n({ legacy: false, locale: 'en', messages: { en, ru } })
const t = (key: string, named: Record<string, unknown>) => i18n.global.t(key, named)

describe('the storage by name', () => {
  it('a bare number is said as the storage of that number, in either language; a name stays', () => {
    i18n.global.locale.value = 'en'
    expect(storageLabel('10057', t)).toBe('Storage No. 10057')
    expect(storageLabel('media', t)).toBe('media')
    i18n.global.locale.value = 'ru'
    expect(storageLabel('10057', t)).toBe('Хранилище № 10057')
  })
})
