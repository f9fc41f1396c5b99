import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { CreateRecordRequest, ImportChangeRequest, UpdateRecordRequest } from '@shared/channels/dns'
import { isDnsRecordType, type DnsRecord, type DnsRecordType, type DnsZone } from '@shared/models/dns'
import { call } from '../api/client'
import { useCapabilitiesStore } from './capabilities'
import { useSessionStore } from './session'

/** DNS zones and records: lookups in the session snapshot and the changes the panes make. */
export const useDnsStore = defineStore('dns', () => {
  const session = useSessionStore()
  /** undefined = the account's API does not offer DNS. */
  const zones = computed<DnsZone[] | undefined>(() => session.snapshot?.dnsZones)
  /** What the account's service offers of the DNS extensions: everything while it is not known. */
  const capabilities = useCapabilitiesStore()
  const { learning } = capabilities

  function zone(id: number | string): DnsZone | undefined {
    return zones.value?.find((z) => String(z.id) === String(id))
  }

  /** Record ids are only unique inside their zone; without the zone every zone is searched. */
  function record(id: number | string, zoneId?: number): { zone: DnsZone; record: DnsRecord } | undefined {
    for (const z of zoneId !== undefined ? [zone(zoneId)] : (zones.value ?? [])) {
      const found = z?.records.find((r) => String(r.id) === String(id))
      if (z && found) return { zone: z, record: found }
    }
    return undefined
  }

  const canCreateZone = computed(() => capabilities.dns?.createZone ?? true)
  const canDeleteRecord = computed(() => capabilities.dns?.deleteRecord ?? true)
  const canCreateRecord = (type: DnsRecordType) => capabilities.dns?.createRecord.includes(type) ?? true
  const canUpdateRecord = (type: string) =>
    isDnsRecordType(type) && (capabilities.dns?.updateRecord.includes(type) ?? true)

  return {
    zones,
    zone,
    record,
    canCreateZone,
    canDeleteRecord,
    canCreateRecord,
    canUpdateRecord,
    createZone: (name: string) => learning(call('dns:createZone', { name })),
    deleteZone: (zoneId: number) => call('dns:deleteZone', { zoneId }),
    createRecord: (request: CreateRecordRequest) => learning(call('dns:createRecord', request)),
    updateRecord: (request: UpdateRecordRequest) => learning(call('dns:updateRecord', request)),
    deleteRecord: (zoneId: number, recordId: number) => learning(call('dns:deleteRecord', { zoneId, recordId })),
    importStart: (batchId: string, zoneId: number, changes: ImportChangeRequest[]) =>
      call('dns:importStart', { batchId, zoneId, changes }),
    importStop: (batchId: string) => call('dns:importStop', { batchId }),
  }
})
