export const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The API writes dates as ISO 8601 without a zone offset and without fractions (2026-11-22T10:15:00).
 * The state keeps the clock in UTC so that tests can compute expected values; answers move these onto the service's
 * clock, Moscow time (dialects/service-clock.ts).
 */
export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19)
}

export function daysFrom(ms: number, days: number): string {
  return formatDate(ms + days * DAY_MS)
}
