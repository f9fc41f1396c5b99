import zonefile from 'dns-zonefile'
import { DNS_RECORD_TYPES, type DnsRecord, type DnsRecordType } from '../models'
import { toAsciiDomain } from './names'

/**
 * Reading a BIND zone file for import. The records are parsed by `dns-zonefile`; around it, the least needed
 * for what it does not do (each covered by zone-import.test.ts):
 * - before: comments dropped and `( … )` joined onto one line (it reads only the first line of a multi-line
 *   TXT); the file cut into runs of one `$ORIGIN`/`$TTL` each (it keeps only the last `$ORIGIN`); TTLs with
 *   units (`1h`) turned into seconds; each line's type looked at, so types the service cannot hold (SOA, CAA,
 *   SSHFP…; it silently drops those it does not know) are listed apart instead of lost;
 * - after: names made absolute against their `$ORIGIN` (it returns them as written), `$TTL` applied to records
 *   without their own, and TXT character-strings unquoted and unescaped (`\"`, `\\`, `\DDD`) and joined (it
 *   returns the quoted text as written).
 */

/** What a record says beyond its owner, type and TTL, in the model's words (DnsRecord). */
export type RecordData = Pick<
  DnsRecord,
  'address' | 'target' | 'text' | 'priority' | 'weight' | 'port' | 'service' | 'proto'
>

/** A record that says nothing yet: each field is filled in by its type. */
export const NO_RECORD_DATA: Readonly<RecordData> = {
  address: null,
  target: null,
  text: null,
  priority: null,
  weight: null,
  port: null,
  service: null,
  proto: null,
}

/** A record of the file; its `target` is absolute, without the final dot (how the service takes another domain's name). */
export interface ImportedRecord extends RecordData {
  type: DnsRecordType
  /** The owner relative to the zone as the service takes it ('@', 'www'); for SRV without service and protocol. */
  owner: string
  /** The full owner name (SRV: with service and protocol), lowercase, with the final dot: what records are matched by. */
  fqdn: string
  /** As the file says (or its $TTL); null when it says neither. */
  ttl: number | null
}

export type UnsupportedReason =
  'soa' | 'type' | 'outsideZone' | 'mxOwner' | 'cnameApex' | 'srvName' | 'tooLong' | 'notOffered'

export interface UnsupportedRecord {
  type: string
  /** The owner as the file wrote it (absolute). */
  name: string
  /** The rest of the line. */
  data: string
  reason: UnsupportedReason
}

export interface ParsedZoneFile {
  records: ImportedRecord[]
  unsupported: UnsupportedRecord[]
  /** Lines that could not be read, in English ("line 12: …"). */
  problems: string[]
}

/** The types dns-zonefile parses; the service holds the DNS_RECORD_TYPES among them. */
const LIB_TYPES = new Set(['SOA', 'NS', 'A', 'AAAA', 'CNAME', 'MX', 'PTR', 'SRV', 'SPF', 'CAA', 'DS', 'TXT'])
const CLASSES = new Set(['IN', 'CH', 'HS', 'CS'])
const TTL_TOKEN = /^(\d+[smhdw]?)+$/i
const UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 }

/** `3600`, `1h`, `1h30m` → seconds; null when it is not a TTL. */
export function ttlSeconds(token: string): number | null {
  if (!TTL_TOKEN.test(token)) return null
  if (/^\d+$/.test(token)) return Number(token)
  let total = 0
  for (const [, n, unit] of token.toLowerCase().matchAll(/(\d+)([smhdw]?)/g)) total += Number(n) * UNIT[unit || 's']!
  return total
}

/** Logical lines: comments dropped, `( … )` joined, quotes respected. Each with its first physical line number. */
function logicalLines(text: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = []
  let current = ''
  let depth = 0
  let quoted = false
  let comment = false
  let line = 1
  let start = 1
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '\n') {
      comment = false
      if (depth > 0 && !quoted) {
        current += ' '
      } else {
        if (current.trim() !== '') out.push({ text: current.replace(/\s+$/, ''), line: start })
        current = ''
        quoted = false
        start = line + 1
      }
      line++
      continue
    }
    if (comment || ch === '\r') continue
    if (ch === '\\' && i + 1 < text.length && text[i + 1] !== '\n') {
      current += ch + text[++i]
      continue
    }
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === ';') {
      comment = true
      continue
    } else if (!quoted && ch === '(') {
      depth++
      current += ' '
      continue
    } else if (!quoted && ch === ')') {
      depth = Math.max(0, depth - 1)
      current += ' '
      continue
    }
    current += ch
  }
  if (current.trim() !== '') out.push({ text: current.replace(/\s+$/, ''), line: start })
  return out
}

/** Splits on blanks outside quotes. */
function tokens(line: string): string[] {
  return line.match(/"(?:[^"\\]|\\.)*"|(?:[^\s"\\]|\\.)+/g) ?? []
}

const lower = (name: string) => name.toLowerCase()
/** A name made absolute against the origin ('@' is the origin itself). */
function absolute(name: string, origin: string): string {
  if (name === '@') return origin
  if (name.endsWith('.')) return lower(name)
  return lower(origin === '.' ? `${name}.` : `${name}.${origin}`)
}

/** The TXT data as dns-zonefile gives it (quoted strings, as written) → the text: unescaped and joined. */
export function txtText(raw: string): string {
  const bytes: number[] = []
  const encoder = new TextEncoder()
  for (const part of tokens(raw.trim())) {
    const body = part.startsWith('"') && part.endsWith('"') && part.length >= 2 ? part.slice(1, -1) : part
    for (let i = 0; i < body.length; i++) {
      const ch = body[i]!
      if (ch === '\\' && /^\d{3}$/.test(body.slice(i + 1, i + 4))) {
        bytes.push(Number(body.slice(i + 1, i + 4)) & 0xff)
        i += 3
      } else if (ch === '\\' && i + 1 < body.length) {
        bytes.push(...encoder.encode(body[++i]!))
      } else {
        bytes.push(...encoder.encode(ch))
      }
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes))
}

interface Section {
  origin: string
  ttl: number | null
  lines: string[]
}

/** What a reading collects: the records, those the service cannot hold, and the lines it could not read. */
type Found = ParsedZoneFile

/**
 * The file cut into runs of one `$ORIGIN`/`$TTL` each, every record line written out in full (absolute owner, TTL
 * in seconds) so each stands alone for the library; directives followed, lines of unknown types set apart.
 */
function readSections(text: string, zone: string, found: Found): Section[] {
  const sections: Section[] = []
  let origin = zone
  let ttl: number | null = null
  let lastOwner: string | null = null
  let section: Section | null = null
  for (const { text: raw, line } of logicalLines(text)) {
    const parts = tokens(raw)
    const head = parts[0]!.toUpperCase()
    if (head === '$ORIGIN') {
      origin = parts[1] ? absolute(parts[1], origin) : origin
      section = null
      continue
    }
    if (head === '$TTL') {
      ttl = parts[1] ? ttlSeconds(parts[1]) : null
      if (ttl === null) found.problems.push(`line ${line}: $TTL needs a time such as 3600 or 1h`)
      section = null
      continue
    }
    if (head.startsWith('$')) {
      found.problems.push(`line ${line}: ${parts[0]} is not followed; paste the records it would include`)
      continue
    }
    const inherits = /^\s/.test(raw)
    const owner: string | null = inherits ? lastOwner : absolute(parts[0]!, origin)
    if (owner === null) {
      found.problems.push(`line ${line}: the record has no name and no record before it gives one`)
      continue
    }
    lastOwner = owner
    const written = recordLine(parts, inherits ? 0 : 1, owner, line, found)
    if (written === null) continue
    if (!section || section.origin !== origin || section.ttl !== ttl)
      sections.push((section = { origin, ttl, lines: [] }))
    section.lines.push(written)
  }
  return sections
}

/** `[ttl] [class] type data` after the owner (TTL and class in either order), in full; null when set apart. */
function recordLine(parts: string[], from: number, owner: string, line: number, found: Found): string | null {
  let at = from
  let lineTtl: string | null = null
  while (at < parts.length && (ttlSeconds(parts[at]!) !== null || CLASSES.has(parts[at]!.toUpperCase()))) {
    if (ttlSeconds(parts[at]!) !== null) lineTtl = String(ttlSeconds(parts[at]!))
    at++
  }
  const type = (parts[at] ?? '').toUpperCase()
  const data = parts.slice(at + 1).join(' ')
  if (!type) {
    found.problems.push(`line ${line}: no record type`)
    return null
  }
  if (!LIB_TYPES.has(type) || !(DNS_RECORD_TYPES as readonly string[]).includes(type)) {
    found.unsupported.push({ type, name: owner, data, reason: type === 'SOA' ? 'soa' : 'type' })
    return null
  }
  return [owner, lineTtl ?? '', 'IN', type, data].filter((p) => p !== '').join(' ')
}

/** Why a record of the file cannot be imported into the zone as it is, or null. */
function placeRefusal(type: DnsRecordType, fqdn: string, zone: string): UnsupportedReason | null {
  const inside = fqdn === zone || fqdn.endsWith(`.${zone}`)
  if (!inside) return 'outsideZone'
  if (type === 'MX' && fqdn !== zone) return 'mxOwner'
  if (type === 'CNAME' && fqdn === zone) return 'cnameApex'
  return null
}

/** One record the library read, as the service takes it (owner relative to the zone; SRV split), or set apart. */
function addRecord(
  found: Found,
  place: { zone: string; section: Section },
  read: { name: string; type: DnsRecordType; ttl: number | undefined; data: string },
  fields: Partial<ImportedRecord>,
): void {
  const { zone, section } = place
  const { type, data } = read
  const fqdn = absolute(read.name, section.origin)
  const reason = placeRefusal(type, fqdn, zone)
  if (reason) return void found.unsupported.push({ type, name: fqdn, data, reason })
  const relative = fqdn === zone ? '@' : fqdn.slice(0, -zone.length - 1)
  const record: ImportedRecord = {
    type,
    owner: relative,
    fqdn,
    ttl: read.ttl ?? section.ttl,
    ...NO_RECORD_DATA,
    ...fields,
  }
  if (type === 'SRV') {
    const match = /^(_[^.]+)\.(_[^.]+)(?:\.(.+))?$/.exec(relative === '@' ? '' : relative)
    if (!match) return void found.unsupported.push({ type, name: fqdn, data, reason: 'srvName' })
    Object.assign(record, { service: match[1], proto: match[2]!.toLowerCase(), owner: match[3] ?? '@' })
  }
  if (type === 'TXT' && (record.text ?? '').length > 4096)
    return void found.unsupported.push({ type, name: fqdn, data, reason: 'tooLong' })
  found.records.push(record)
}

/** One run of the file through the library, its records added (names made absolute against the run's $ORIGIN). */
function readSection(section: Section, zone: string, found: Found): void {
  let parsed: ReturnType<typeof zonefile.parse>
  try {
    parsed = zonefile.parse(`$ORIGIN ${section.origin}\n${section.lines.join('\n')}\n`)
  } catch (error) {
    found.problems.push(`records under $ORIGIN ${section.origin} could not be read: ${(error as Error).message}`)
    return
  }
  const place = { zone, section }
  const add = (
    name: string,
    type: DnsRecordType,
    ttl: number | undefined,
    fields: Partial<ImportedRecord>,
    data: string,
  ) => addRecord(found, place, { name, type, ttl, data }, fields)
  const host = (h: string) => absolute(h, section.origin).replace(/\.$/, '')
  for (const r of parsed.a ?? []) add(r.name, 'A', r.ttl, { address: r.ip }, r.ip)
  for (const r of parsed.aaaa ?? []) add(r.name, 'AAAA', r.ttl, { address: r.ip.toLowerCase() }, r.ip)
  for (const r of parsed.cname ?? []) add(r.name, 'CNAME', r.ttl, { target: host(r.alias) }, r.alias)
  for (const r of parsed.ns ?? []) add(r.name, 'NS', r.ttl, { target: host(r.host) }, r.host)
  for (const r of parsed.mx ?? [])
    add(r.name, 'MX', r.ttl, { target: host(r.host), priority: Number(r.preference) }, `${r.preference} ${r.host}`)
  for (const r of parsed.srv ?? []) {
    add(
      r.name,
      'SRV',
      r.ttl,
      { target: host(r.target), priority: Number(r.priority), weight: Number(r.weight), port: Number(r.port) },
      `${r.priority} ${r.weight} ${r.port} ${r.target}`,
    )
  }
  for (const r of parsed.txt ?? []) add(r.name, 'TXT', r.ttl, { text: txtText(r.txt) }, r.txt)
}

export function parseZoneFile(text: string, zoneName: string): ParsedZoneFile {
  const zone = `${lower(toAsciiDomain(zoneName.replace(/\.$/, '')) ?? zoneName.replace(/\.$/, ''))}.`
  const found: Found = { records: [], unsupported: [], problems: [] }
  for (const section of readSections(text, zone, found)) readSection(section, zone, found)
  return found
}
