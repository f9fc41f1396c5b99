import { recordOwner, type DnsZone } from '../models/dns'
import type { ImportChange, ZoneDiff } from './zone-diff'
import { ownerFqdn, zoneOrigin } from './zone-file'

/**
 * A CNAME must stand alone at its name (RFC 1034 §3.6.2): an add or change that would put a CNAME beside other
 * records, or another record beside a CNAME, is marked so the import dialog warns on its row and leaves it
 * unticked. The zone's records count as staying (removals are the user's call, unticked by default).
 */
export interface CnameConflict {
  code: 'cnameBesideOthers' | 'othersBesideCname'
  /** The name as the zone file writes it, and the other types there ("A, MX"). */
  owner: string
  types: string
}

/** The types each full name will hold: the file's records (adds, changes, identical) and the zone's. */
function typesByName(zone: DnsZone, diff: ZoneDiff): Map<string, Set<string>> {
  const origin = zoneOrigin(zone)
  const names = new Map<string, Set<string>>()
  const note = (fqdn: string, type: string) => (names.get(fqdn) ?? names.set(fqdn, new Set()).get(fqdn)!).add(type)
  for (const r of zone.records) note(ownerFqdn(recordOwner(r), origin).toLowerCase(), r.type)
  for (const c of [...diff.add, ...diff.change]) note(c.record!.fqdn, c.record!.type)
  return names
}

function conflictOf(change: ImportChange, types: Set<string>): CnameConflict | null {
  const { type, fqdn } = change.record!
  const owner = fqdn.replace(/\.$/, '')
  const others = [...types].filter((t) => t !== 'CNAME').sort()
  if (type === 'CNAME' && others.length > 0) return { code: 'cnameBesideOthers', owner, types: others.join(', ') }
  if (type !== 'CNAME' && types.has('CNAME')) return { code: 'othersBesideCname', owner, types: 'CNAME' }
  return null
}

/** Marks the adds and changes that would break the CNAME rule (`conflict`); returns how many were marked. */
export function markCnameConflicts(zone: DnsZone, diff: ZoneDiff): number {
  const names = typesByName(zone, diff)
  let marked = 0
  for (const change of [...diff.add, ...diff.change]) {
    const conflict = conflictOf(change, names.get(change.record!.fqdn) ?? new Set())
    if (conflict) {
      change.conflict = conflict
      marked++
    }
  }
  return marked
}
