import { txtText } from '../../shared/dns/zone-lexer'
import { displayIpv6 } from '../../shared/models/ip-address'
import { recordOwner, type DnsRecord } from '../../shared/models/dns'

/**
 * The zone's records and the servers' answers written one way, so that "the same value" is string equality: names
 * in lowercase ASCII (IDN as punycode) without the final dot, IPv6 compressed, TXT as its joined text, MX and SRV as
 * their numbers and target. Pure.
 */

/** The record types the live check compares: the ones Hostdeck edits. */
export const LIVE_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'] as const
export type LiveType = (typeof LIVE_TYPES)[number]

export function isLiveType(type: string): type is LiveType {
  return (LIVE_TYPES as readonly string[]).includes(type)
}

/** A name as DNS compares it: lowercase, punycode for Unicode labels, no final dot. */
export function asciiName(name: string): string {
  const bare = name.trim().replace(/\.$/, '')
  if (bare === '') return ''
  // Label by label: the URL parser punycodes a label but refuses or rewrites some names whole (all-digit ends).
  return bare
    .split('.')
    .map((label) => {
      // eslint-disable-next-line no-control-regex -- ASCII labels stay as they are
      if (/^[\x00-\x7f]*$/.test(label)) return label.toLowerCase()
      try {
        return new URL(`http://${label}.invalid/`).hostname.slice(0, -'.invalid'.length)
      } catch {
        return label.toLowerCase()
      }
    })
    .join('.')
}

/** A name written in a record (owner or target): '@' is the zone, a final dot or a zone suffix makes it absolute. */
function inZone(name: string | null, zone: string, dottedIsAbsolute: boolean): string {
  const raw = (name ?? '@').trim()
  if (raw === '' || raw === '@') return zone
  if (raw.endsWith('.')) return asciiName(raw)
  const ascii = asciiName(raw)
  if (ascii === zone || ascii.endsWith(`.${zone}`)) return ascii
  // The API writes targets in other domains without the final dot: a dotted target is absolute.
  if (dottedIsAbsolute && ascii.includes('.')) return ascii
  return `${ascii}.${zone}`
}

/** The record's full owner name (SRV with its _service._proto in front). */
export function ownerName(record: Pick<DnsRecord, 'type' | 'owner' | 'service' | 'proto'>, zone: string): string {
  return inZone(recordOwner(record), asciiName(zone), false)
}

export function targetName(target: string | null, zone: string): string {
  return inZone(target, asciiName(zone), true)
}

/** An address as compared: IPv6 compressed and lowercase (the service keeps it expanded), IPv4 as it is. */
export function addressValue(address: string): string {
  return displayIpv6(address.trim().toLowerCase())
}

/**
 * TXT as compared: the text itself. A text held in its zone-file form (`"v=spf1 …" "more"`, as some services keep
 * it) is unquoted and joined, as the servers' strings are.
 */
export function txtValue(text: string): string {
  return /^\s*"[\s\S]*"\s*$/.test(text) ? txtText(text) : text
}

/** The record's value as compared, or null when the record lacks what its type needs. */
export function recordValueOf(record: DnsRecord, zone: string): string | null {
  const target = () => (record.target ? targetName(record.target, zone) : null)
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return record.address ? addressValue(record.address) : null
    case 'CNAME':
    case 'NS':
      return target()
    case 'MX':
      return record.priority === null || !record.target ? null : `${record.priority} ${target()}`
    case 'SRV':
      if (record.priority === null || record.weight === null || record.port === null || !record.target) return null
      return `${record.priority} ${record.weight} ${record.port} ${target()}`
    case 'TXT':
      return record.text === null ? null : txtValue(record.text)
    default:
      return null
  }
}
