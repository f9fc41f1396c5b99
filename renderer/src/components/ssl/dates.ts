import { momentOf } from '@shared/models/service-time'

/**
 * The service's timestamps, shown in the user's time zone. A timestamp read from the service carries its zone (the
 * wire adds the service's own, Moscow, where it wrote none: service-time.ts); one without a zone is read on that
 * clock too. A date without a time is that day wherever the user is.
 */

const DAY = 86_400_000

export function parseApiDate(value: string | null | undefined): Date | null {
  return momentOf(value)?.date ?? null
}

/** "1 Mar 2026, 12:00" in the user's language and zone (a date without a time: "1 Mar 2026"); unreadable as given. */
export function showApiDate(value: string | null | undefined, locale: string): string {
  if (!value) return '—'
  const at = momentOf(value)
  if (!at) return value
  return at.dayOnly
    ? at.date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    : at.date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
}

/** The day of a timestamp in the user's language and zone: "1 Mar 2026". */
export function showApiDay(value: string | null | undefined, locale: string): string {
  const at = momentOf(value)
  if (!at) return value || '—'
  return at.date.toLocaleDateString(locale, { dateStyle: 'medium', ...(at.dayOnly && { timeZone: 'UTC' }) })
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
