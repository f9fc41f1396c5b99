/** A UTC timestamp as JSON and the service write it (2026-12-07T21:05:09.123Z): what people are shown in local time. */
const UTC_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

const two = (n: number) => String(n).padStart(2, '0')

/**
 * A moment as ISO 8601 in local time with its offset (2026-12-08T00:05:09+03:00): the clock on the wall beside
 * it, and still one moment for a script that reads it. `offsetMinutes` is east of UTC (the system's by default).
 */
export function localIso(at: number | string, offsetMinutes = -new Date(at).getTimezoneOffset()): string {
  const shifted = new Date(new Date(at).getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19)
  const size = Math.abs(offsetMinutes)
  return `${shifted}${offsetMinutes < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`
}

/** A table's or a listing's cell for people: a UTC timestamp in local time with its offset, any other as it is. */
export const forPeople = (value: string): string => (UTC_STAMP.test(value) ? localIso(value) : value)
