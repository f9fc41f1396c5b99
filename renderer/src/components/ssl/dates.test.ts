import { describe, expect, it } from 'vitest'
import { daysUntil, parseApiDate, relativeTime, showApiDate } from './dates'

describe('API dates', () => {
  const now = new Date('2025-06-01T12:00:00').getTime()

  it('shows the date as given, without seconds', () => {
    expect(showApiDate('2025-06-30T08:15:42')).toBe('2025-06-30 08:15')
    expect(showApiDate(null)).toBe('—')
  })

  it('reads provider-local dates and counts days', () => {
    const expiry = parseApiDate('2025-06-11T12:00:00')!
    expect(daysUntil(expiry, now)).toBe(10)
    expect(daysUntil(parseApiDate('2025-05-31T11:00:00')!, now)).toBe(-2)
    expect(parseApiDate('not a date')).toBeNull()
  })

  it('says it relative, in the UI language', () => {
    expect(relativeTime(parseApiDate('2025-06-11T12:00:00')!, 'en', now)).toBe('in 10 days')
    expect(relativeTime(parseApiDate('2025-01-01T12:00:00')!, 'en', now)).toBe('5 months ago')
    expect(relativeTime(parseApiDate('2025-06-11T12:00:00')!, 'ru', now)).toBe('через 10 дней')
  })
})
