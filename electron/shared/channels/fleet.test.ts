import { describe, expect, it } from 'vitest'
import { nativeWarningTitle, PALETTE_QUERY_MAX, fleetChannels } from './fleet'

describe('fleet texts', () => {
  it("puts an API subject into a native title as it is: `$'`, `$&` and `{days}` in it are text", () => {
    for (const subject of ["evil$'.example", 'a$&b', 'x{days}y', '$`']) {
      const title = nativeWarningTitle('en', { kind: 'certificateExpiry', subject, daysLeft: 3 })
      expect(title).toContain(subject)
      expect(title).toContain('3')
    }
  })

  it('says days in the plural form of each language, never "day(s)"', () => {
    const title = (locale: 'en' | 'ru', daysLeft: number) =>
      nativeWarningTitle(locale, { kind: 'fundsRunningOut', subject: 'Demo', daysLeft })
    expect([1, 2, 0].map((n) => title('en', n))).toEqual([
      'Funds run out in 1 day',
      'Funds run out in 2 days',
      'Funds run out within a day',
    ])
    expect([1, 3, 5, 21, 11].map((n) => title('ru', n))).toEqual([
      'Средства закончатся через 1 день',
      'Средства закончатся через 3 дня',
      'Средства закончатся через 5 дней',
      'Средства закончатся через 21 день',
      'Средства закончатся через 11 дней',
    ])
  })

  it('says "ends today" when the served certificate of a renewal ends today, never "in 0 days"', () => {
    const title = (locale: 'en' | 'ru', daysLeft: number) =>
      nativeWarningTitle(locale, { kind: 'installRenewed', subject: 'shop.example', daysLeft })
    expect([3, 0, -1].map((n) => title('en', n))).toEqual([
      'Install the renewed certificate on shop.example: the one served ends in 3 days',
      'Install the renewed certificate on shop.example: the one served ends today',
      'Install the renewed certificate on shop.example: the one served has expired',
    ])
    expect([3, 0, -1].map((n) => title('ru', n))).toEqual([
      'Установите обновлённый сертификат на shop.example: отдаваемый истекает через 3 дня',
      'Установите обновлённый сертификат на shop.example: отдаваемый истекает сегодня',
      'Установите обновлённый сертификат на shop.example: отдаваемый уже истёк',
    ])
  })

  it('bounds the palette query', () => {
    const schema = fleetChannels['fleet:search'].input
    expect(schema.safeParse({ query: 'x'.repeat(PALETTE_QUERY_MAX) }).success).toBe(true)
    expect(schema.safeParse({ query: 'x'.repeat(PALETTE_QUERY_MAX + 1) }).success).toBe(false)
  })
})
