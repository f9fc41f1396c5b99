import { displayIpv6 } from '../models'
import { recordOwner, type DnsRecord, type DnsZone } from '../models/dns'
import { toAsciiDomain } from './names'

/**
 * A zone as a standard (RFC 1035 / BIND) zone file, for the "Export" button. Pure, so the renderer can build
 * it from the snapshot it already holds — export works offline too.
 *
 * Decisions:
 * - Every record is written on one line with an absolute owner name, its TTL and class IN, so the file
 *   means the same whatever $ORIGIN a reader assumes.
 * - The record's CanonicalDescription gives the owner and TTL when it is one well-formed line of the record's
 *   own type; the data is written from the record's fields with absolute names (the service may write `@`).
 *   Without a usable CanonicalDescription the whole line is built from the fields.
 * - No SOA is written: the API does not expose one, and an invented serial or primary server would be
 *   worse than none (DNS hosts that import zone files supply their own). NS records appear only when the
 *   zone has them. A file meant for a BIND primary needs an SOA added by hand; the header says so.
 */

const DEFAULT_TTL = 3600

/**
 * Characters that could end a line or reorder what a reader sees: C0 and C1 controls (CR, LF, NUL…), DEL, the
 * Unicode line and paragraph separators and the bidi controls. Written as RFC 1035 `\DDD` escapes (one per
 * UTF-8 byte), so no value can start a line of its own (`\n$INCLUDE /etc/passwd`) or hide what it says.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu
/** What a name or an address may hold as it is; everything else in it is escaped. */
const NAME_UNSAFE = /[^A-Za-z0-9._*/:-]/gu

const encoder = new TextEncoder()
/** `\DDD` for each UTF-8 byte of the character (RFC 1035 §5.1). */
function byteEscapes(ch: string): string {
  return [...encoder.encode(ch)].map((byte) => `\\${String(byte).padStart(3, '0')}`).join('')
}

/** A name, host or address as one zone-file token: spaces, `;`, `(`, `"`, `$`, controls and the like escaped. */
export function escapeName(value: string): string {
  return value.replace(NAME_UNSAFE, byteEscapes)
}

/** Free text written as it is (a line the service gave): only controls, separators and bidi marks escaped. */
function escapeControls(value: string): string {
  return value.replace(CONTROL, byteEscapes)
}

const CANONICAL = /^(\S+)\s+(\d+)\s+IN\s+([A-Z0-9]+)\s+(\S.*)$/i

/** The zone's DNS name as a zone file writes it: punycode, lowercase, with the final dot. */
export function zoneOrigin(zone: Pick<DnsZone, 'name'>): string {
  const name = zone.name.trim().replace(/\.$/, '')
  return `${escapeName((toAsciiDomain(name) ?? name).toLowerCase())}.`
}

export function zoneFileName(zone: Pick<DnsZone, 'name'>): string {
  const name = zone.name.trim().replace(/\.$/, '')
  return `${(toAsciiDomain(name) ?? name).toLowerCase().replace(/[^a-z0-9._-]/g, '_')}.zone`
}

/** An owner (HostName): '@', a name relative to the zone, or a full name inside it. */
export function ownerFqdn(name: string | null, origin: string): string {
  const raw = (name ?? '@').trim().toLowerCase()
  if (raw === '' || raw === '@') return origin
  const n = escapeName(raw)
  if (n.endsWith('.')) return n
  const zone = origin.slice(0, -1)
  return n === zone || n.endsWith(`.${zone}`) ? `${n}.` : `${n}.${origin}`
}

/** A host a record points at: the API writes other domains without the final dot, so a dotted name is absolute. */
export function targetFqdn(host: string | null, origin: string): string {
  const raw = (host ?? '@').trim()
  if (raw === '' || raw === '@') return origin
  const h = escapeName(raw)
  if (h.endsWith('.')) return h
  return h.includes('.') ? `${h}.` : `${h}.${origin}`
}

/**
 * Zone files cap one character-string at 255 bytes; longer text is written as several strings. Backslashes
 * and quotes are escaped, and so are line breaks and other controls (`\DDD`): a TXT value stays on its line.
 */
export function quoteTxt(text: string): string {
  const chunks = text.match(/[\s\S]{1,255}/g) ?? ['']
  return chunks.map((chunk) => `"${escapeControls(chunk.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))}"`).join(' ')
}

function recordData(r: DnsRecord, origin: string): string | null {
  switch (r.type) {
    case 'A':
      return r.address === null ? null : escapeName(r.address)
    case 'AAAA':
      return r.address === null ? null : escapeName(displayIpv6(r.address))
    case 'CNAME':
    case 'NS':
      return r.target ? targetFqdn(r.target, origin) : null
    case 'MX':
      return r.target && r.priority !== null ? `${r.priority} ${targetFqdn(r.target, origin)}` : null
    case 'SRV':
      if (!r.target || r.priority === null || r.weight === null || r.port === null) return null
      return `${r.priority} ${r.weight} ${r.port} ${targetFqdn(r.target, origin)}`
    case 'TXT':
      return r.text !== null ? quoteTxt(r.text) : null
    default:
      return null
  }
}

/** One zone-file line for the record, or null when neither the server's line nor the fields make one. */
export function recordLine(r: DnsRecord, origin: string, defaultTtl = DEFAULT_TTL): string | null {
  const canonical = r.canonicalDescription?.trim() ?? ''
  const match = /[\r\n]/.test(canonical) ? null : CANONICAL.exec(canonical)
  const data = recordData(r, origin)
  if (match && match[3]?.toUpperCase() === r.type.toUpperCase()) {
    // The service's own line, with the data written absolute (it may say `@` or a bare name) when the fields have it.
    return `${ownerFqdn(match[1] ?? null, origin)} ${match[2]} IN ${r.type.toUpperCase()} ${data ?? escapeControls(match[4] ?? '')}`
  }
  if (data === null) return null
  const owner = ownerFqdn(recordOwner(r), origin)
  return `${owner} ${r.ttl ?? defaultTtl} IN ${r.type} ${data}`
}

/** The TTL most records use, for $TTL. */
function commonTtl(records: readonly DnsRecord[]): number {
  const counts = new Map<number, number>()
  for (const r of records) if (r.ttl !== null) counts.set(r.ttl, (counts.get(r.ttl) ?? 0) + 1)
  let best = DEFAULT_TTL
  let bestCount = 0
  for (const [ttl, count] of counts) if (count > bestCount) [best, bestCount] = [ttl, count]
  return best
}

export function renderZoneFile(zone: DnsZone, exportedAt: Date = new Date()): string {
  const origin = zoneOrigin(zone)
  const ttl = commonTtl(zone.records)
  const lines = [
    `; Zone ${origin} exported by Hostdeck on ${exportedAt.toISOString()}`,
    '; The API exposes no SOA record: add one before loading this file into a BIND primary.',
    `$ORIGIN ${origin}`,
    `$TTL ${ttl}`,
  ]
  for (const record of zone.records) {
    const line = recordLine(record, origin, ttl)
    lines.push(line ?? `; record ${record.id} (${escapeControls(record.type)}) has no data that can be written`)
  }
  return `${lines.join('\n')}\n`
}
