import { momentOf } from '@shared/models/service-time'

/**
 * A service timestamp in the user's zone and language, plus how long ago: the service writes its zoneless times in
 * Moscow time (service-time.ts), the user reads them on their own clock.
 */
export function providerDate(value: string | null | undefined, locale: string, now = Date.now()): string {
  if (!value) return '—'
  const at = momentOf(value)?.date
  if (!at) return value
  const shown = at.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })
  return `${shown} (${relative(at.getTime() - now, locale)})`
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

export function relative(deltaMs: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(deltaMs) >= size) return format.format(Math.round(deltaMs / size), unit)
  }
  return format.format(Math.round(deltaMs / 1000), 'second')
}

/** A size in the user's language: megabytes(4096, 'en') → "4 GB", gigabytes(40, 'ru') → "40 ГБ". */
export function megabytes(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—'
  if (value < 1024) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(value)
  return gigabytes(Math.round((value / 1024) * 10) / 10, locale)
}

export function gigabytes(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—'
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(value)
}
