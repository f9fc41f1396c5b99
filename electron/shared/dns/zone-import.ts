import { DNS_RECORD_TYPES, type DnsRecord, type DnsRecordType } from '../models/dns'
import { displayIpv6 } from '../models'
import { toAsciiDomain } from './names'
import { isRecordTypeName } from './rr-types'
import { logicalLines, tokens, ttlSeconds, txtText } from './zone-lexer'

/**
 * Reading a BIND zone file for import, in one pass over the text and linear in its length (no pattern that can
 * backtrack: each line is cut into tokens by hand, TTLs are read by hand):
 * - comments dropped and `( … )` joined onto one line; `$ORIGIN` and `$TTL` followed wherever they change;
 * - TTLs with units (`1h`, `1h30m`) turned into seconds; each line's type looked at, so types the service cannot
 *   hold (SOA, CAA, SSHFP…) are listed apart instead of lost;
 * - names made absolute against their `$ORIGIN`, `$TTL` applied to records without their own, and TXT
 *   character-strings unquoted and unescaped (`\"`, `\\`, `\DDD`) and joined.
 * A record that cannot be read is skipped and said (`problems`, "line 12: …"); the rest are still read.
 */

/** The largest zone file the import reads: 10 MB (a zone of a few hundred thousand records). */
export const ZONE_FILE_MAX_BYTES = 10 * 1024 * 1024

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
  | 'soa'
  | 'type'
  | 'outsideZone'
  | 'mxOwner'
  | 'cnameApex'
  | 'srvName'
  | 'tooLong'
  | 'notOffered'
  | 'badName'
  | 'refused'
  | 'unreadable'

export interface UnsupportedRecord {
  type: string
  /** The owner as the file wrote it (absolute). */
  name: string
  /** The rest of the line. */
  data: string
  reason: UnsupportedReason
  /** What the service's rules say of it (reason `refused`), in English. */
  detail?: string
  /** The file's line (reason `unreadable`: a line that reads as no record, whose `data` is the whole line). */
  line?: number
}

export interface ParsedZoneFile {
  records: ImportedRecord[]
  unsupported: UnsupportedRecord[]
  /** Lines that could not be read, in English ("line 12: …"). */
  problems: string[]
}

export { ttlSeconds, txtText } from './zone-lexer'

export interface ParseOptions {
  /** Told how far the reading is (0–1), every few thousand lines. */
  onProgress?: (fraction: number) => void
}

const CLASSES = new Set(['IN', 'CH', 'HS', 'CS'])
const PROGRESS_EVERY = 5000

/** What a reading collects: the records, those the service cannot hold, and the lines it could not read. */
type Found = ParsedZoneFile

/** One record line: its absolute owner, its own TTL (or the $TTL in force), type and data tokens. */
interface RecordLine {
  owner: string
  ttl: number | null
  type: string
  data: string[]
  line: number
  origin: string
  /** The line as written (comments dropped), said when it cannot be read. */
  raw: string
}

const lower = (name: string) => name.toLowerCase()
/** A name made absolute against the origin ('@' is the origin itself). */
function absolute(name: string, origin: string): string {
  if (name === '@') return origin
  if (name.endsWith('.')) return lower(name)
  return lower(origin === '.' ? `${name}.` : `${name}.${origin}`)
}
const withoutDot = (name: string) => (name.endsWith('.') ? name.slice(0, -1) : name)

/** Control characters and blanks: what no owner or host name can hold (a NUL, a line break). */
function hasControl(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f) return true
  }
  return false
}

/** Follows the directives and reads each record line, in order; a line that cannot be read is said and skipped. */
function readLines(text: string, zone: string, found: Found, options: ParseOptions): void {
  let origin = zone
  let ttl: number | null = null
  let lastOwner: string | null = null
  const lines = logicalLines(text)
  for (const [index, { text: raw, line, end }] of lines.entries()) {
    if (options.onProgress && index % PROGRESS_EVERY === 0) options.onProgress(end / Math.max(1, text.length))
    const parts = tokens(raw)
    const head = parts[0]!.toUpperCase()
    if (head === '$ORIGIN') {
      origin = parts[1] ? absolute(parts[1], origin) : origin
    } else if (head === '$TTL') {
      ttl = parts[1] ? ttlSeconds(parts[1]) : null
      if (ttl === null) found.problems.push(`line ${line}: $TTL needs a time such as 3600 or 1h`)
    } else if (head.startsWith('$')) {
      found.problems.push(`line ${line}: ${parts[0]} is not followed; paste the records it would include`)
    } else {
      const inherits = raw.startsWith(' ') || raw.startsWith('\t')
      const owner: string | null = inherits ? lastOwner : absolute(parts[0]!, origin)
      if (owner === null) {
        found.problems.push(`line ${line}: the record has no name and no record before it gives one`)
        continue
      }
      lastOwner = owner
      const record = recordLine(parts, inherits ? 0 : 1, { owner, line, origin, ttl, raw })
      if (record === null) found.problems.push(`line ${line}: no record type`)
      else addRecord(found, zone, record)
    }
  }
}

/** `[ttl] [class] type data` after the owner (TTL and class in either order); null without a type. */
function recordLine(
  parts: string[],
  from: number,
  place: Pick<RecordLine, 'owner' | 'line' | 'origin' | 'ttl' | 'raw'>,
): RecordLine | null {
  let at = from
  let ttl = place.ttl
  for (; at < parts.length; at++) {
    const seconds = ttlSeconds(parts[at]!)
    if (seconds !== null) ttl = seconds
    else if (!CLASSES.has(parts[at]!.toUpperCase())) break
  }
  const type = (parts[at] ?? '').toUpperCase()
  if (!type) return null
  return { ...place, ttl, type, data: parts.slice(at + 1) }
}

/** Why a record of the file cannot be imported into the zone as it is, or null. */
function placeRefusal(type: string, fqdn: string, zone: string): UnsupportedReason | null {
  if (hasControl(fqdn)) return 'badName'
  const inside = fqdn === zone || fqdn.endsWith(`.${zone}`)
  if (!inside) return 'outsideZone'
  if (type === 'MX' && fqdn !== zone) return 'mxOwner'
  if (type === 'CNAME' && fqdn === zone) return 'cnameApex'
  return null
}

/** One record line, as the service takes it (owner relative to the zone; SRV split), or set apart, or said. */
function addRecord(found: Found, zone: string, read: RecordLine): void {
  const { type, owner: fqdn } = read
  const data = read.data.join(' ')
  const apart = (reason: UnsupportedReason) => void found.unsupported.push({ type, name: fqdn, data, reason })
  if (!isRecordTypeName(type))
    return void found.unsupported.push({
      type: '',
      name: '',
      data: read.raw.trim().slice(0, 200),
      reason: 'unreadable',
      line: read.line,
    })
  if (!(DNS_RECORD_TYPES as readonly string[]).includes(type)) return apart(type === 'SOA' ? 'soa' : 'type')
  const recordType = type as DnsRecordType
  const reason = placeRefusal(type, fqdn, zone)
  if (reason) return apart(reason)
  const fieldsRead = recordFields(recordType, read)
  if ('problem' in fieldsRead) return void found.problems.push(`line ${read.line}: ${fieldsRead.problem}`)
  if ('apart' in fieldsRead) return apart(fieldsRead.apart)
  const { fields } = fieldsRead
  const relative = fqdn === zone ? '@' : fqdn.slice(0, -zone.length - 1)
  const record: ImportedRecord = {
    type: recordType,
    owner: relative,
    fqdn,
    ttl: read.ttl,
    ...NO_RECORD_DATA,
    ...fields,
  }
  if (type === 'SRV') {
    const labels = relative === '@' ? [] : relative.split('.')
    const underscored = (label: string | undefined) => !!label && label.length > 1 && label.startsWith('_')
    if (!underscored(labels[0]) || !underscored(labels[1])) return apart('srvName')
    const rest = labels.slice(2).join('.')
    Object.assign(record, { service: labels[0], proto: labels[1]!.toLowerCase(), owner: rest || '@' })
  }
  if (type === 'TXT' && (record.text ?? '').length > 4096) return apart('tooLong')
  found.records.push(record)
}

type FieldsRead = { fields: Partial<RecordData> } | { problem: string } | { apart: UnsupportedReason }

const NUMBER_MAX = 65535
/** A 16-bit number as zone files write it (priority, weight, port); null when it is not one. */
function uint16(token: string | undefined): number | null {
  if (!token || token.length > 5) return null
  for (const ch of token) if (ch < '0' || ch > '9') return null
  const n = Number(token)
  return n <= NUMBER_MAX ? n : null
}

/** The data of one record by its type, in the model's words; or what is wrong with it. */
function recordFields(type: DnsRecordType, read: RecordLine): FieldsRead {
  const { data, origin } = read
  const host = (token: string | undefined) => (token ? withoutDot(absolute(token, origin)) : null)
  const expect = (count: number, what: string): string | null =>
    data.length === count ? null : `${type} needs ${what} (it has ${data.length === 0 ? 'nothing' : data.join(' ')})`
  const named = (fields: Partial<RecordData>): FieldsRead =>
    fields.target && hasControl(fields.target) ? { apart: 'badName' } : { fields }
  switch (type) {
    case 'A':
    case 'AAAA': {
      const problem = expect(1, 'one address')
      return problem ? { problem } : { fields: { address: type === 'AAAA' ? displayIpv6(lower(data[0]!)) : data[0]! } }
    }
    case 'CNAME':
    case 'NS': {
      const problem = expect(1, 'one host name')
      return problem ? { problem } : named({ target: host(data[0]) })
    }
    case 'MX': {
      const priority = uint16(data[0])
      if (expect(2, 'a preference and a host') || priority === null)
        return { problem: expect(2, 'a preference and a host') ?? `MX preference ${data[0]} is not a number` }
      return named({ priority, target: host(data[1]) })
    }
    case 'SRV': {
      const [priority, weight, port] = data.slice(0, 3).map(uint16)
      const problem = expect(4, 'priority, weight, port and target')
      if (problem || priority == null || weight == null || port == null)
        return { problem: problem ?? `SRV priority, weight and port must be numbers up to ${NUMBER_MAX}` }
      return named({ priority, weight, port, target: host(data[3]) })
    }
    case 'TXT':
      return data.length === 0 ? { problem: 'TXT needs its text' } : { fields: { text: txtText(data.join(' ')) } }
  }
}

export function parseZoneFile(text: string, zoneName: string, options: ParseOptions = {}): ParsedZoneFile {
  const bare = zoneName.endsWith('.') ? zoneName.slice(0, -1) : zoneName
  const zone = `${lower(toAsciiDomain(bare) ?? bare)}.`
  const found: Found = { records: [], unsupported: [], problems: [] }
  readLines(text, zone, found, options)
  options.onProgress?.(1)
  return found
}
