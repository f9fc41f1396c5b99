import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { en } from '../i18n/en'
import { russianPlural } from '../i18n/plural'
import { ru } from '../i18n/ru'
import { warningText } from './warning-text'

const i18n = createI18n({ legacy: false, locale: 'en', messages: { en, ru }, pluralRules: { ru: russianPlural } })
const t = (key: string, named: Record<string, unknown>, plural?: number) =>
  plural === undefined ? i18n.global.t(key, named) : i18n.global.t(key, named, plural)
const funds = (daysLeft: number) => warningText(t, { kind: 'fundsRunningOut', subject: 'Demo', daysLeft })

describe('warnings in words', () => {
  it('count days with the plural forms of each language, and say "within a day" for none left', () => {
    i18n.global.locale.value = 'en'
    expect(funds(1)).toBe('Funds run out in 1 day')
    expect(funds(2)).toBe('Funds run out in 2 days')
    expect(funds(0)).toBe('Funds run out within a day')
    i18n.global.locale.value = 'ru'
    expect(funds(2)).toBe('Средства закончатся через 2 дня')
    expect(funds(5)).toBe('Средства закончатся через 5 дней')
    expect(funds(21)).toBe('Средства закончатся через 21 день')
    expect(warningText(t, { kind: 'certificateExpiry', subject: 'a.example', daysLeft: 0 })).toBe(
      'Сертификат a.example истекает сегодня',
    )
  })

  it('say "ends today" when the certificate a renewal still waits on ends today', () => {
    const renewal = (daysLeft: number) => warningText(t, { kind: 'installRenewed', subject: 'shop.example', daysLeft })
    i18n.global.locale.value = 'en'
    expect(renewal(0)).toBe('Install the renewed certificate on shop.example: the one served ends today')
    expect(renewal(2)).toBe('Install the renewed certificate on shop.example: the one served ends in 2 days')
    expect(renewal(-1)).toBe('Install the renewed certificate on shop.example: the one served has expired')
    i18n.global.locale.value = 'ru'
    expect(renewal(0)).toBe('Установите обновлённый сертификат на shop.example: отдаваемый истекает сегодня')
  })
})
