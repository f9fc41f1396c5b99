import { describe, expect, it } from 'vitest'
import { gigabytes, megabytes, providerDate, relative } from './dates-and-sizes'

describe('format', () => {
  it('shows a provider date as given, with how long ago', () => {
    const now = new Date('2026-11-22T12:00:00').getTime()
    expect(providerDate('2026-11-19T12:00:00', 'en', now)).toBe('2026-11-19 12:00 (3 days ago)')
    expect(providerDate('2026-11-22T11:58:00', 'ru', now)).toBe('2026-11-22 11:58 (2 минуты назад)')
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
