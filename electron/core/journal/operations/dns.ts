import { toJournalRecord, type JournalRecord } from '../../../shared/channels/journal'
import type { dnsChannels } from '../../../shared/channels/dns'
import type { AccountSnapshot } from '../../../shared/contract'
import { recordOwner, type DnsRecord } from '../../../shared/models/dns'
import { idOf, idsOf, type Operations } from './operation-kit'

/** What names a record: its type and owner (an MX has no owner field: the zone itself). */
type RecordNaming = { type: string; owner?: string; service?: string | null; proto?: string | null }

export const zoneOf = (known: AccountSnapshot | null, zoneId: number) =>
  known?.dnsZones?.find((z) => z.id === zoneId) ?? null
export const recordOf = (known: AccountSnapshot | null, zoneId: number, recordId: number): DnsRecord | null =>
  zoneOf(known, zoneId)?.records.find((r) => r.id === recordId) ?? null
const zoneName = (known: AccountSnapshot | null, zoneId: number) => zoneOf(known, zoneId)?.name ?? `zone #${zoneId}`

const ownerOf = (r: RecordNaming) =>
  recordOwner({ type: r.type, owner: r.owner ?? '@', service: r.service ?? null, proto: r.proto ?? null })
/** English words for the summary: "A record www". */
const recordWords = (r: RecordNaming) => `${r.type} record ${ownerOf(r)}`
/** The resource's name in no language: "www A", as a zone file orders it. */
const recordName = (r: RecordNaming) => `${ownerOf(r)} ${r.type}`

const kept = (record: DnsRecord | null): JournalRecord | null => (record ? toJournalRecord(record) : null)

export const dnsOperations: Operations<typeof dnsChannels> = {
  'dns:createZone': {
    kind: 'dnsZone',
    outcome: { created: async (api) => (await api.dns.listZones()).map((z) => z.name) },
    fields: 'all',
    describe: ({ name }) => ({ id: null, name, summary: `Create DNS zone ${name}` }),
    result: idOf,
  },
  'dns:deleteZone': {
    kind: 'dnsZone',
    outcome: { deleted: async (api) => idsOf(await api.dns.listZones()) },
    fields: 'all',
    describe: ({ zoneId }, k) => ({
      id: zoneId,
      name: zoneName(k, zoneId),
      summary: `Delete DNS zone ${zoneName(k, zoneId)}`,
    }),
  },
  'dns:createRecord': {
    kind: 'dnsRecord',
    fields: 'all',
    describe: (i, k) => ({
      id: null,
      parentId: i.zoneId,
      name: recordName(i),
      summary: `Create the ${recordWords(i)} in ${zoneName(k, i.zoneId)}`,
    }),
    result: idOf,
    states: (_i, _k, made) => ({ before: null, after: kept(made) }),
  },
  'dns:updateRecord': {
    kind: 'dnsRecord',
    fields: 'all',
    describe: (i, k) => ({
      id: i.recordId,
      parentId: i.zoneId,
      name: recordName(i),
      summary: `Change the ${recordWords(i)} in ${zoneName(k, i.zoneId)}`,
    }),
    states: (i, k, made) => ({ before: kept(recordOf(k, i.zoneId, i.recordId)), after: kept(made) }),
  },
  'dns:deleteRecord': {
    kind: 'dnsRecord',
    fields: 'all',
    describe: ({ zoneId, recordId }, k) => {
      const record = recordOf(k, zoneId, recordId)
      return {
        id: recordId,
        parentId: zoneId,
        name: record ? recordName(record) : `#${recordId}`,
        summary: `Delete the ${record ? recordWords(record) : `record #${recordId}`} in ${zoneName(k, zoneId)}`,
      }
    },
    states: ({ zoneId, recordId }, k) => ({ before: kept(recordOf(k, zoneId, recordId)), after: null }),
  },
}

declare module './operation-kit' {
  interface OperationSlices {
    dns: typeof dnsOperations
  }
}
