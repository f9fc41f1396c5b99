import type { DnsRecord } from '../models/dns'
import { expandIpv6 } from '../models/ip-address'

/**
 * Whether a DNS record holds what a form typed, the way the records list may spell it back: what tells a created or
 * edited record in a re-read zone when the answer left the change unsure.
 */

/** A DNS name as the records list may spell it: lower case, no trailing dot, relative to the zone, '@' for the zone. */
export function relativeOwner(owner: string, zone: string): string {
  const name = owner.trim().toLowerCase().replace(/\.$/, '')
  const apex = zone.trim().toLowerCase().replace(/\.$/, '')
  if (name === '' || name === '@' || name === apex) return '@'
  return name.endsWith(`.${apex}`) ? name.slice(0, -apex.length - 1) : name
}

const hostValue = (value: string, zone: string) => relativeOwner(value, zone)

/** The fields of a record the user typed (what a create or edit request holds), as loose strings. */
export interface RecordValues {
  type: string
  owner?: string
  address?: string
  target?: string
  text?: string
  priority?: number | string | null
  ttl?: number | null
}

/** Whether a record holds the typed values (names compared relative to the zone, IPv6 expanded, TXT exact). */
export function recordMatches(record: DnsRecord, values: RecordValues, zone: string): boolean {
  if (record.type !== values.type) return false
  if (values.owner !== undefined && relativeOwner(record.owner, zone) !== relativeOwner(values.owner, zone))
    return false
  if (values.address !== undefined) {
    const want =
      values.type === 'AAAA' ? (expandIpv6(values.address.trim()) ?? values.address.trim()) : values.address.trim()
    const have =
      values.type === 'AAAA' ? (expandIpv6(record.address ?? '') ?? record.address ?? '') : (record.address ?? '')
    if (want.toLowerCase() !== have.toLowerCase()) return false
  }
  if (values.target !== undefined && hostValue(record.target ?? '', zone) !== hostValue(values.target, zone))
    return false
  if (values.text !== undefined && (record.text ?? '') !== values.text) return false
  if (
    values.priority !== undefined &&
    values.priority !== null &&
    values.priority !== '' &&
    Number(record.priority) !== Number(values.priority)
  )
    return false
  return true
}
