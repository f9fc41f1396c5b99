import type { Clock } from '../ports'

/**
 * The fleet's clock, shifted so that "now" starts at `startIso` (HOSTDECK_FLEET_NOW; the e2e journeys use it to
 * put a certificate's expiry in reach) and runs on from there; the system clock when unset or unreadable.
 */
export function fleetClockFrom(startIso: string | undefined, base: Clock): Clock {
  const start = startIso ? Date.parse(startIso) : Number.NaN
  if (Number.isNaN(start)) return base
  const offset = start - base.now()
  return { ...base, now: () => base.now() + offset }
}
