import {
  DNS_RECORD_FIELDS,
  DNS_RECORD_TYPES,
  DNS_TTL_VALUES,
  expandIpv6,
  recordOwner,
  type DnsRecord,
  type DnsRecordType,
  type DnsZone,
} from '../models'
import type { ImportedRecord, ParsedZoneFile, UnsupportedRecord } from './zone-import'
import { ownerFqdn, targetFqdn, zoneOrigin } from './zone-file'

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

export function diffZone(
  zone: DnsZone,
  parsed: ParsedZoneFile,
  writable: readonly DnsRecordType[] = DNS_RECORD_TYPES,
): ZoneDiff {
  const origin = zoneOrigin(zone)
  const diff: ZoneDiff = { add: [], change: [], remove: [], identical: [], unsupported: [...parsed.unsupported] }
  const existingBy = new Map<string, DnsRecord[]>()
  for (const r of zone.records) {
    if (!(DNS_RECORD_TYPES as readonly string[]).includes(r.type)) continue
    existingBy.set(existingKey(r, origin), [...(existingBy.get(existingKey(r, origin)) ?? []), r])
  }
  const importedBy = new Map<string, ImportedRecord[]>()
  for (const r of parsed.records) {
    if (!writable.includes(r.type)) {
      diff.unsupported.push({ type: r.type, name: r.fqdn, data: valueOf(r, origin), reason: 'notOffered' })
      continue
    }
    importedBy.set(importedKey(r), [...(importedBy.get(importedKey(r)) ?? []), r])
  }
  const note = (r: ImportedRecord): TtlNote | null =>
    r.ttl !== null && mapTtl(r.ttl) !== r.ttl ? { from: r.ttl, to: mapTtl(r.ttl)! } : null
  const sameTtl = (r: ImportedRecord, e: DnsRecord) => r.ttl === null || mapTtl(r.ttl) === e.ttl
  for (const key of new Set([...importedBy.keys(), ...existingBy.keys()])) {
    const wanted = [...(importedBy.get(key) ?? [])]
    const have = [...(existingBy.get(key) ?? [])]
    // Same data and TTL first: nothing to do.
    for (const r of [...wanted]) {
      const twin = have.find((e) => valueOf(e, origin) === valueOf(r, origin) && sameTtl(r, e))
      if (!twin) continue
      diff.identical.push({ record: r, existing: twin })
      wanted.splice(wanted.indexOf(r), 1)
      have.splice(have.indexOf(twin), 1)
    }
    // Same data, other TTL, before any other pairing: a change of TTL only.
    const pairs: Array<[ImportedRecord, DnsRecord]> = []
    for (const r of [...wanted]) {
      const twin = have.find((e) => valueOf(e, origin) === valueOf(r, origin))
      if (!twin) continue
      pairs.push([r, twin])
      wanted.splice(wanted.indexOf(r), 1)
      have.splice(have.indexOf(twin), 1)
    }
    while (wanted.length > 0 && have.length > 0) pairs.push([wanted.shift()!, have.shift()!])
    for (const [r, e] of pairs)
      diff.change.push({
        id: `update ${e.id} ${key} ${valueOf(r, origin)} ${r.ttl}`,
        action: 'update',
        record: r,
        existing: e,
        ttlNote: note(r),
      })
    for (const r of wanted)
      diff.add.push({
        id: `create ${key} ${valueOf(r, origin)} ${r.ttl}`,
        action: 'create',
        record: r,
        existing: null,
        ttlNote: note(r),
      })
    for (const e of have)
      diff.remove.push({ id: `delete ${e.id}`, action: 'delete', record: null, existing: e, ttlNote: null })
  }
  // Two identical lines in the file would be two creates with one id: the second is told apart.
  const seen = new Map<string, number>()
  for (const c of diff.add) {
    const n = seen.get(c.id) ?? 0
    seen.set(c.id, n + 1)
    if (n > 0) c.id = `${c.id} #${n + 1}`
  }
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
