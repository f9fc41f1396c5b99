/**
 * The service's clock in its answers. The state keeps UTC (tests compute it from the manual clock); the live service
 * writes its zoneless timestamps in Moscow time, the clock a server's DateCreate shows with its offset (C4,
 * `2023-05-13T16:57:15.495094+03:00`). The seed names no zone for its DateTime, and it is the same service: both
 * dialects write them on that clock. A field that names its zone (BalanceTillDateUtc) and a timestamp written with
 * an offset are left as they are.
 */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000

/** The answers' zoneless timestamps (the seed's DateTime fields). */
const SERVICE_TIMES = new Set([
  'StartDate',
  'EndDate',
  'DateCreate',
  'ActivationDate',
  'ExpireDate',
  'LastRevalidateDate',
])
const ZONELESS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/

/** A stored UTC time (2026-03-01T09:00:00) as the service writes it: 2026-03-01T12:00:00. */
export function onServiceClock(utc: string): string {
  return new Date(Date.parse(`${utc}Z`) + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)
}

/** JSON.stringify's replacer for an answer: its zoneless timestamps moved onto the service's clock. */
export function serviceClockReplacer(key: string, value: unknown): unknown {
  return SERVICE_TIMES.has(key) && typeof value === 'string' && ZONELESS.test(value) ? onServiceClock(value) : value
}
