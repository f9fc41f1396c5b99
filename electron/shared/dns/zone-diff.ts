import {
  DNS_RECORD_FIELDS,
  DNS_RECORD_TYPES,
  DNS_TTL_VALUES,
  recordOwner,
  type DnsRecord,
  type DnsRecordType,
  type DnsZone,
} from '../models/dns'
import { expandIpv6 } from '../models'
import type { ImportedRecord, ParsedZoneFile, UnsupportedRecord } from './zone-import'
import { ownerFqdn, targetFqdn, zoneOrigin } from './zone-file'
import { markCnameConflicts, type CnameConflict } from './zone-diff-conflicts'

/**
 * An imported zone file against the zone as it is: what to add, to change, to remove, what is already there,
 * and (apart) what the service cannot hold. Records are matched by type and full owner name; within one
 * name, identical ones pair first, then the rest pair in order as changes, the leftovers are adds or removes.
 */

export interface TtlNote {
  from: number
  to: number
}

export interface ImportChange {
  /** Stable for the same file and zone: what a resumed batch skips by. */
  id: string
  action: 'create' | 'update' | 'delete'
  /** What the zone will hold (create, update); null for delete. */
  record: ImportedRecord | null
  /** The record it replaces or removes (update, delete). */
  existing: DnsRecord | null
  /** The file's TTL is not one the service offers: the nearest is used. */
  ttlNote: TtlNote | null
  /** It would break the CNAME rule (a CNAME stands alone at its name): warned of, not ticked by default. */
  conflict?: CnameConflict
}

export interface ZoneDiff {
  add: ImportChange[]
  change: ImportChange[]
  remove: ImportChange[]
  identical: Array<{ record: ImportedRecord; existing: DnsRecord }>
  unsupported: UnsupportedRecord[]
}

/** The allowed TTL nearest to the file's (the larger on a tie); null stays null (the service's default). */
export function mapTtl(ttl: number | null): number | null {
  if (ttl === null) return null
  let best: number = DNS_TTL_VALUES[0]
  for (const allowed of DNS_TTL_VALUES) if (Math.abs(allowed - ttl) <= Math.abs(best - ttl)) best = allowed
  return best
}

type Comparable = Pick<DnsRecord, 'type' | 'address' | 'target' | 'text' | 'priority' | 'weight' | 'port'>

/** What a record says, in one canonical string (names absolute, IPv6 expanded). */
function valueOf(r: Comparable, origin: string): string {
  const host = (h: string | null) => targetFqdn(h, origin).toLowerCase()
  switch (r.type) {
    case 'A':
      return r.address ?? ''
    case 'AAAA':
      return expandIpv6(r.address ?? '') ?? r.address ?? ''
    case 'CNAME':
    case 'NS':
      return host(r.target)
    case 'MX':
      return `${r.priority} ${host(r.target)}`
    case 'SRV':
      return `${r.priority} ${r.weight} ${r.port} ${host(r.target)}`
    default:
      return r.text ?? ''
  }
}

const existingKey = (r: DnsRecord, origin: string) => `${r.type} ${ownerFqdn(recordOwner(r), origin).toLowerCase()}`
const importedKey = (r: ImportedRecord) => `${r.type} ${r.fqdn}`

/** FNV-1a, 2×32 bits, in hex: a change's id names its content without carrying it (a TXT can be 4 KB, a name odd). */
export function contentHash(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    a = Math.imul(a ^ code, 0x01000193)
    b = Math.imul(b ^ code, 0x5bd1e995)
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`
}

/** Records waiting to be paired, found by a key in constant time; each is taken at most once. */
class Pool<T> {
  private readonly lists = new Map<string, T[]>()
  private readonly cursors = new Map<string, number>()
  constructor(private readonly taken: Set<T>) {}
  add(key: string, item: T): void {
    const list = this.lists.get(key)
    if (list) list.push(item)
    else this.lists.set(key, [item])
  }
  /** The first item under the key not taken yet (taking it), or undefined. */
  take(key: string): T | undefined {
    const list = this.lists.get(key)
    if (!list) return undefined
    let at = this.cursors.get(key) ?? 0
    while (at < list.length && this.taken.has(list[at]!)) at++
    this.cursors.set(key, at)
    const item = list[at]
    if (item !== undefined) this.taken.add(item)
    return item
  }
}

interface Group {
  wanted: ImportedRecord[]
  have: DnsRecord[]
}

/** The records of the file and of the zone, by type and full owner name. */
function groupRecords(zone: DnsZone, parsed: ParsedZoneFile, writable: readonly DnsRecordType[], diff: ZoneDiff) {
  const origin = zoneOrigin(zone)
  const groups = new Map<string, Group>()
  const group = (key: string) => groups.get(key) ?? groups.set(key, { wanted: [], have: [] }).get(key)!
  for (const r of parsed.records) {
    if (writable.includes(r.type)) group(importedKey(r)).wanted.push(r)
    else diff.unsupported.push({ type: r.type, name: r.fqdn, data: valueOf(r, origin), reason: 'notOffered' })
  }
  for (const r of zone.records)
    if ((DNS_RECORD_TYPES as readonly string[]).includes(r.type)) group(existingKey(r, origin)).have.push(r)
  return groups
}

const note = (r: ImportedRecord): TtlNote | null =>
  r.ttl !== null && mapTtl(r.ttl) !== r.ttl ? { from: r.ttl, to: mapTtl(r.ttl)! } : null

/** One name and type: identical pairs first, then same data with another TTL, then the rest in order. */
function diffGroup(key: string, { wanted, have }: Group, origin: string, diff: ZoneDiff): void {
  const taken = new Set<DnsRecord>()
  const byValue = new Pool<DnsRecord>(taken)
  const byValueTtl = new Pool<DnsRecord>(taken)
  const value = new Map<ImportedRecord | DnsRecord, string>()
  for (const r of [...wanted, ...have]) value.set(r, valueOf(r, origin))
  for (const e of have) {
    byValue.add(value.get(e)!, e)
    byValueTtl.add(`${e.ttl}\u0000${value.get(e)}`, e)
  }
  const left: ImportedRecord[] = []
  for (const r of wanted) {
    // Same data and TTL (or the file says none): nothing to do.
    const twin = r.ttl === null ? byValue.take(value.get(r)!) : byValueTtl.take(`${mapTtl(r.ttl)}\u0000${value.get(r)}`)
    if (twin) diff.identical.push({ record: r, existing: twin })
    else left.push(r)
  }
  const pairs: Array<[ImportedRecord, DnsRecord]> = []
  const unpaired: ImportedRecord[] = []
  for (const r of left) {
    // Same data, other TTL, before any other pairing: a change of TTL only.
    const twin = byValue.take(value.get(r)!)
    if (twin) pairs.push([r, twin])
    else unpaired.push(r)
  }
  const rest = have.filter((e) => !taken.has(e))
  const paired = Math.min(unpaired.length, rest.length)
  for (let i = 0; i < paired; i++) pairs.push([unpaired[i]!, rest[i]!])
  const hash = (r: ImportedRecord) => contentHash(`${key}\u0000${value.get(r)}\u0000${r.ttl}`)
  for (const [r, e] of pairs)
    diff.change.push({ id: `update ${e.id} ${hash(r)}`, action: 'update', record: r, existing: e, ttlNote: note(r) })
  for (const r of unpaired.slice(paired))
    diff.add.push({ id: `create ${r.type} ${hash(r)}`, action: 'create', record: r, existing: null, ttlNote: note(r) })
  for (const e of rest.slice(paired))
    diff.remove.push({ id: `delete ${e.id}`, action: 'delete', record: null, existing: e, ttlNote: null })
}

/** Two identical lines in the file would be two changes with one id: the second is told apart. */
function distinctIds(changes: ImportChange[]): void {
  const seen = new Map<string, number>()
  for (const c of changes) {
    const n = seen.get(c.id) ?? 0
    seen.set(c.id, n + 1)
    if (n > 0) c.id = `${c.id} #${n + 1}`
  }
}

/** The diff, linear in the records of the file and the zone (pairs are found by key, never by scanning). */
export function diffZone(
  zone: DnsZone,
  parsed: ParsedZoneFile,
  writable: readonly DnsRecordType[] = DNS_RECORD_TYPES,
): ZoneDiff {
  const origin = zoneOrigin(zone)
  const diff: ZoneDiff = { add: [], change: [], remove: [], identical: [], unsupported: [...parsed.unsupported] }
  for (const [key, group] of groupRecords(zone, parsed, writable, diff)) diffGroup(key, group, origin, diff)
  distinctIds([...diff.add, ...diff.change, ...diff.remove])
  markCnameConflicts(zone, diff)
  return diff
}

/** The channel input that applies one change: the same the record forms send. */
export function changeInput(
  change: ImportChange,
  zoneId: number,
): { channel: 'dns:createRecord' | 'dns:updateRecord' | 'dns:deleteRecord'; input: Record<string, unknown> } {
  if (change.action === 'delete')
    return { channel: 'dns:deleteRecord', input: { zoneId, recordId: change.existing!.id } }
  const r = change.record!
  const input: Record<string, unknown> = { type: r.type, zoneId }
  const ttl = mapTtl(r.ttl)
  if (ttl !== null) input.ttl = ttl
  for (const field of DNS_RECORD_FIELDS[r.type]) input[field] = r[field as keyof ImportedRecord]
  if (change.action === 'update') input.recordId = change.existing!.id
  return { channel: change.action === 'update' ? 'dns:updateRecord' : 'dns:createRecord', input }
}
