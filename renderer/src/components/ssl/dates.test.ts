import { describe, expect, it } from 'vitest'
import { daysUntil, parseApiDate, relativeTime, showApiDate, showApiDay } from './dates'

describe('API dates', () => {
  const now = new Date('2025-06-01T12:00:00+03:00').getTime()

  it('shows a service time in the user’s zone: zoneless is Moscow time (C4’s +03:00), a day is that day', () => {
    const inUserZone = new Date('2025-06-30T05:15:42Z').toLocaleString('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    expect(showApiDate('2025-06-30T08:15:42', 'en')).toBe(inUserZone)
    expect(showApiDate('2025-06-30T08:15:42+03:00', 'en')).toBe(inUserZone)
    expect(showApiDate('2025-06-30', 'en')).toBe('Jun 30, 2025')
    expect(showApiDay('2025-06-30', 'en')).toBe('Jun 30, 2025')
    expect(showApiDate(null, 'en')).toBe('—')
    expect(showApiDate('soon', 'en')).toBe('soon')
  })

  it('reads the service’s dates on its clock and counts days', () => {
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
