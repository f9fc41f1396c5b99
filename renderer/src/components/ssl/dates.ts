/**
 * API dates are ISO 8601 without an offset (provider-local): shown as given, plus a relative phrase.
 * Parsed as local time, which is what `new Date('YYYY-MM-DDTHH:mm:ss')` does.
 */

const DAY = 86_400_000

export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "2025-03-01 12:00" — the date as the API gave it, without seconds noise. */
export function showApiDate(value: string | null | undefined): string {
  if (!value) return '—'
  return value.replace('T', ' ').replace(/(\d{2}:\d{2}):\d{2}(\.\d+)?$/, '$1')
}

/** "in 3 days", "2 months ago", in the UI language. */
export function relativeTime(date: Date, locale: string, now = Date.now()): string {
  const diff = date.getTime() - now
  const abs = Math.abs(diff)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (abs < 3_600_000) return format.format(Math.round(diff / 60_000), 'minute')
  if (abs < DAY) return format.format(Math.round(diff / 3_600_000), 'hour')
  if (abs < 60 * DAY) return format.format(Math.round(diff / DAY), 'day')
  if (abs < 730 * DAY) return format.format(Math.round(diff / (30 * DAY)), 'month')
  return format.format(Math.round(diff / (365 * DAY)), 'year')
}

/** Whole days left until the date (negative once past). */
export function daysUntil(date: Date, now = Date.now()): number {
  return Math.floor((date.getTime() - now) / DAY)
}
