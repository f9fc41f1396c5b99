import type {} from '../../slices'
import { recordMatches, type RecordValues } from '../../dns/record-match'
import { recordOwner, type DnsRecord } from '../../models/dns'
import { defineResource, stateIs } from '../descriptor'

export const dnsRecordResource = defineResource<DnsRecord, { zoneId: number; values: RecordValues }>({
  kind: 'dnsRecord',
  order: 50,
  section: 'dnsZones',
  parent: 'dnsZone',
  entries: (snapshot) =>
    snapshot.dnsZones?.flatMap((z) => z.records.map((item) => ({ item, parent: { id: z.id, name: z.name } }))) ?? null,
  id: (r) => r.id,
  name: (r) => `${recordOwner(r)} ${r.type}`,
  state: (r) => r.state,
  settling: (r) => (stateIs(r.state, 'new') ? ['dnsZones'] : null),
  palette: {
    rank: 2,
    // The full name: the zone's for @, the owner as it is when it ends in a dot, else owner.zone.
    label: (r, zone) =>
      r.owner === '@' ? (zone?.name ?? '@') : r.owner.endsWith('.') || !zone ? r.owner : `${r.owner}.${zone.name}`,
    // The value as the record holds it (no MX or SRV numbers): what the palette has always searched.
    detail: (r) => `${r.type} ${r.address ?? r.target ?? r.text ?? ''}`.trim(),
  },
  // A record with the typed values in the zone (it was not there before, or the form would have refused it).
  created: ({ item, parent }, { zoneId, values }) => parent?.id === zoneId && recordMatches(item, values, parent.name),
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    dnsRecord: typeof dnsRecordResource
  }
}
