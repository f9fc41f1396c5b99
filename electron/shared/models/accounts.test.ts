import { describe, expect, it } from 'vitest'
import { fundsUntilDate, formatFundsUntil } from './accounts'

describe('BalanceTillDateUtc (N3, C16: may be a date without a time)', () => {
  it('reads a date-only value as that day, and shows it as that day whatever the time zone', () => {
    expect(fundsUntilDate('2026-12-01')).toEqual({ date: new Date(Date.UTC(2026, 11, 1)), dayOnly: true })
    expect(formatFundsUntil('2026-12-01', 'en-US')).toBe('December 1, 2026')
    expect(formatFundsUntil('2026-12-01', 'ru-RU')).toMatch(/^1 декабря 2026/)
  })

  it('reads a time without a zone as UTC, and one with a zone as written', () => {
    expect(fundsUntilDate('2026-12-01T00:00:00')?.date.toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect(fundsUntilDate('2026-12-01T03:00:00+03:00')?.date.toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect(fundsUntilDate('soon')).toBeNull()
    expect(fundsUntilDate(null)).toBeNull()
  })
})
