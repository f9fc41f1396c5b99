import type { ImportChangeRequest } from '@shared/channels/dns'
import { changeInput, mapTtl, type ImportChange } from '@shared/dns/zone-diff'
import type { ImportedRecord } from '@shared/dns/zone-import'
import { recordOwner, recordValue, type DnsRecord } from '@shared/models/dns'

/** A record of the file in zone-file words, with the TTL that will be sent: `www 300 A 203.0.113.7`. */
export function importedText(r: ImportedRecord): string {
  const full = { ...r, id: 0, zoneId: 0, state: '', canonicalDescription: null } as DnsRecord
  return [recordOwner(full), mapTtl(r.ttl) ?? '', r.type, recordValue(full)].filter((p) => p !== '').join(' ')
}

/** A record of the zone in the same words. */
export function existingText(r: DnsRecord): string {
  return [recordOwner(r), r.ttl ?? '', r.type, recordValue(r)].filter((p) => p !== '').join(' ')
}

/** The ticked changes as the batch channel takes them. */
export function batchChanges(changes: readonly ImportChange[], zoneId: number): ImportChangeRequest[] {
  return changes.map((change) => {
    const { input } = changeInput(change, zoneId)
    return { id: change.id, action: change.action, input } as ImportChangeRequest
  })
}

export function newBatchId(): string {
  return `import-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** How many of the ticked changes add, change and delete: the summary by the Apply button and in its question. */
export function importCounts(changes: readonly ImportChange[]): { add: number; change: number; remove: number } {
  const count = (action: ImportChange['action']) => changes.filter((c) => c.action === action).length
  return { add: count('create'), change: count('update'), remove: count('delete') }
}

/** Ticked at first: the adds and changes, but not one that would break the CNAME rule (nor any removal). */
export function tickedAtFirst(diff: { add: readonly ImportChange[]; change: readonly ImportChange[] }): Set<string> {
  return new Set([...diff.add, ...diff.change].filter((c) => !c.conflict).map((c) => c.id))
}
