import { invalidField } from '../errors'
import type { DnsZone } from '../state/dns-types'
import { isRelativeName } from '../validation/fields'

/** Accepts '@', a name relative to the zone, or a full name inside the zone; answers the relative form. */
export function relativeName(zone: DnsZone, name: string, field = 'Name'): string {
  const lower = name.trim().toLowerCase().replace(/\.$/, '')
  if (lower === '@' || lower === zone.TechName) return '@'
  const suffix = `.${zone.TechName}`
  const relative = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (!isRelativeName(relative))
    throw invalidField(field, `'${name}' is not a valid name in ${zone.TechName} (use @ for the apex)`)
  return relative
}
