import { describe, expect, it } from 'vitest'
import { gigabytes, megabytes, providerDate, relative } from './dates-and-sizes'

describe('format', () => {
  it('shows a service time in the user’s zone (its zoneless times are Moscow time: C4’s +03:00), with how long ago', () => {
    const now = Date.parse('2026-11-22T09:00:00Z')
    const inUserZone = (iso: string, locale: string) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })
    expect(providerDate('2026-11-19T12:00:00', 'en', now)).toBe(
      `${inUserZone('2026-11-19T09:00:00Z', 'en')} (3 days ago)`,
    )
    expect(providerDate('2026-11-22T11:58:00+03:00', 'ru', now)).toBe(
      `${inUserZone('2026-11-22T08:58:00Z', 'ru')} (2 минуты назад)`,
    )
    expect(providerDate(null, 'en', now)).toBe('—')
    expect(providerDate('soon', 'en', now)).toBe('soon')
  })

  it('says sizes in the user’s language', () => {
    expect(megabytes(4096, 'en')).toBe('4 GB')
    expect(megabytes(512, 'en')).toBe('512 MB')
    expect(megabytes(1536, 'en')).toBe('1.5 GB')
    expect(gigabytes(40, 'ru')).toBe('40 ГБ')
    expect(relative(-30_000, 'en')).toBe('30 seconds ago')
  })
})
