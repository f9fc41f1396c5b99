/** Provider dates carry no zone (PRODUCT §2): shown as given, plus how long ago in the user's language. */
export function providerDate(value: string | null | undefined, locale: string, now = Date.now()): string {
  if (!value) return '—'
  const shown = value.replace('T', ' ').slice(0, 16)
  const at = new Date(value.replace(' ', 'T')).getTime()
  if (Number.isNaN(at)) return value
  return `${shown} (${relative(at - now, locale)})`
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
