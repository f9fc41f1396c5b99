import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { DnsCapabilities } from '@shared/channels/dns'
import type { CreateRecordRequest, ImportChangeRequest, UpdateRecordRequest } from '@shared/channels/dns'
import { isDnsRecordType, type DnsRecord, type DnsRecordType, type DnsZone } from '@shared/models'
import { HostdeckError } from '@shared/errors'
import { call } from '../api/client'
import { useSessionStore } from './session'

/** DNS zones and records: lookups in the session snapshot and the changes the panes make. */
export const useDnsStore = defineStore('dns', () => {
  const session = useSessionStore()
  /** undefined = the account's API does not offer DNS. */
  const zones = computed<DnsZone[] | undefined>(() => session.snapshot?.dnsZones)
  const capabilities = shallowRef<DnsCapabilities | null>(null)

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

  async function loadCapabilities(): Promise<void> {
    try {
      capabilities.value = await call('dns:capabilities')
    } catch {
      // Unknown until the next try: every button stays offered.
    }
  }

  const canCreateZone = computed(() => capabilities.value?.createZone ?? true)
  const canDeleteRecord = computed(() => capabilities.value?.deleteRecord ?? true)
  const canCreateRecord = (type: DnsRecordType) => capabilities.value?.createRecord.includes(type) ?? true
  const canUpdateRecord = (type: string) =>
    isDnsRecordType(type) && (capabilities.value?.updateRecord.includes(type) ?? true)

  /** A route the server turned out not to have: learn it, so the button hides rather than failing again. */
  async function learning<T>(change: Promise<T>): Promise<T> {
    try {
      return await change
    } catch (error) {
      if (error instanceof HostdeckError && error.kind === 'unsupported') void loadCapabilities()
      throw error
    }
  }

  return {
    zones,
    capabilities,
    zone,
    record,
    loadCapabilities,
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
