/**
 * The service's clock. A server's DateCreate is written with its offset, `2023-05-13T16:57:15.495094+03:00` (C4,
 * REAL-API.md "Transport and errors"), so the service keeps Moscow time (+03:00, no summer time since 2014); its
 * other timestamps come without an offset (DNS dates, C3; the seed's DateTime) and are read on that same clock.
 * A field that names its zone (BalanceTillDateUtc) is read in it; a date without a time is that day, in every zone.
 */
export const SERVICE_OFFSET = '+03:00'

const ZONELESS_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** The timestamp with `offset` added when it has a time and no zone (`T` for a space); anything else as written. */
export function withZone(text: string, offset: string): string {
  const trimmed = text.trim()
  return ZONELESS_TIME.test(trimmed) ? `${trimmed.replace(' ', 'T')}${offset}` : text
}

/**
 * A timestamp as a moment: one with a zone as written, one without on `offset` (the service's clock unless the field
 * says otherwise); a date without a time is that day (midnight UTC, `dayOnly`: format it in UTC). Null when empty
 * or unreadable.
 */
export function momentOf(
  text: string | null | undefined,
  offset: string = SERVICE_OFFSET,
): { date: Date; dayOnly: boolean } | null {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') return null
  const dayOnly = DAY_ONLY.test(trimmed)
  const date = new Date(dayOnly ? `${trimmed}T00:00:00Z` : withZone(trimmed, offset))
  return Number.isNaN(date.getTime()) ? null : { date, dayOnly }
}
