import {
  sameRecord,
  type JournalEntry,
  type JournalRecord,
  type RevertPlan,
  type RevertProblem,
} from '../../shared/channels/journal'
import { DNS_RECORD_FIELDS, DNS_RECORD_TYPES, type DnsRecordType, type DnsZone } from '../../shared/models/dns'
import { BackendError } from '../errors'

/** The inverse of a journaled DNS record change, checked against the zone as it is now. */
export function planRevert(entry: JournalEntry, zones: readonly DnsZone[]): RevertPlan {
  const { before, after } = entry
  const refused = (problem: RevertProblem): RevertPlan => ({
    entryId: entry.id,
    action: null,
    record: null,
    current: null,
    problem,
  })
  if (entry.resource.kind !== 'dnsRecord' || entry.outcome !== 'ok' || (!before && !after)) return refused('notDns')
  const zoneId = (after ?? before)!.zoneId
  const zone = zones.find((z) => z.id === zoneId)
  if (!zone) return refused('zoneGone')
  const byId = (id: number): JournalRecord | null => {
    const found = zone.records.find((r) => r.id === id)
    return found ? { ...found, zoneId } : null
  }
  if (after) {
    const current = byId(after.id)
    const problem = !current ? 'gone' : sameRecord(current, after) ? null : 'changedSince'
    if (!before) return { entryId: entry.id, action: 'delete', record: after, current, problem }
    return { entryId: entry.id, action: 'update', record: { ...before, id: after.id, zoneId }, current, problem }
  }
  const twin = zone.records.find((r) => sameRecord(r, before!))
  return {
    entryId: entry.id,
    action: 'create',
    record: before!,
    current: twin ? { ...twin, zoneId } : null,
    problem: twin ? 'alreadyThere' : null,
  }
}

/** The channel and input that apply a plan: the same channels a user's edit goes through. */
export function revertRequest(plan: RevertPlan & { record: JournalRecord }): {
  channel: 'dns:createRecord' | 'dns:updateRecord' | 'dns:deleteRecord'
  input: Record<string, unknown>
} {
  const { record } = plan
  if (plan.action === 'delete')
    return { channel: 'dns:deleteRecord', input: { zoneId: record.zoneId, recordId: record.id } }
  if (!(DNS_RECORD_TYPES as readonly string[]).includes(record.type))
    throw new BackendError({ kind: 'invalidInput', message: `A ${record.type} record cannot be written by Hostdeck.` })
  const type = record.type as DnsRecordType
  const input: Record<string, unknown> = {
    type,
    zoneId: record.zoneId,
    ...(record.ttl !== null && { ttl: record.ttl }),
  }
  for (const field of DNS_RECORD_FIELDS[type]) input[field] = record[field as keyof JournalRecord]
  if (plan.action === 'update') input.recordId = record.id
  return { channel: plan.action === 'update' ? 'dns:updateRecord' : 'dns:createRecord', input }
}
