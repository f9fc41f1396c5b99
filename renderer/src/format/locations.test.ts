import { describe, expect, it } from 'vitest'
import type { Location } from '@shared/models/networks'
import { i18n } from '../i18n'
import { ru } from '../i18n/ru'
import { locationName } from './locations'

const at = (techTitle: string, title: string, shortTitle: string | null, city: string | null): Location => ({
  id: 1,
  techTitle,
  title,
  shortTitle,
  city,
  country: null,
})

describe('location names', () => {
  it('name a location by its city and data centre in the language shown, never by its code', () => {
    const live = [at('SdnSpb', 'Xelent', 'СПБ', 'Санкт-Петербург'), at('DsMsk', 'DataSpace', 'МСК', 'Москва')]
    const seed = [at('SdnSpb', 'St. Petersburg, Dataspace', 'St. Petersburg', null)]
    i18n.global.setLocaleMessage('ru', ru)
    i18n.global.locale.value = 'en'
    expect(locationName('SdnSpb', live)).toBe('St. Petersburg (Xelent)')
    expect(locationName('SdnSpb', seed)).toBe('St. Petersburg (Dataspace)')
    i18n.global.locale.value = 'ru'
    expect(locationName('DsMsk', live)).toBe('Москва (DataSpace)')
    expect(locationName('SdnSpb', seed)).toBe('Санкт-Петербург (Dataspace)')
    i18n.global.locale.value = 'en'
  })
})
