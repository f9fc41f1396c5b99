import { DNS_RECORD_TYPES } from '../../shared/models'
import type { dnsChannels, dnsImportChannels } from '../../shared/channels/dns'
import type { ImportBatches } from '../dns/import-batch'
import type { Handlers } from '../dispatch'
import type { ResourceContext } from './resource-context'

/** Zones and records: every change re-reads the dnsZones section so the tree and the panes follow. */
export function buildDnsHandlers(ctx: ResourceContext): Pick<Handlers, keyof typeof dnsChannels> {
  const zones = ['dnsZones'] as const
  return {
    'dns:capabilities': () =>
      ctx.read(async (api) => {
        const can = api.capabilities.isSupported
        return {
          createZone: can('dns.createZone'),
          createRecord: DNS_RECORD_TYPES.filter((t) => can(`dns.createRecord.${t}`)),
          // AAAA and MX updates are seed endpoints: always there.
          updateRecord: DNS_RECORD_TYPES.filter((t) => t === 'AAAA' || t === 'MX' || can(`dns.updateRecord.${t}`)),
          deleteRecord: can('dns.deleteRecord'),
        }
      }),
    'dns:createZone': ({ name }) => ctx.mutate(zones, (api) => api.dns.createZone(name)),
    'dns:deleteZone': async ({ zoneId }) => {
      await ctx.mutate(zones, (api) => api.dns.deleteZone(zoneId))
      return null
    },
    'dns:createRecord': (request) => ctx.mutate(zones, (api) => api.dns.createRecord(request)),
    'dns:updateRecord': (request) => ctx.mutate(zones, (api) => api.dns.updateRecord(request)),
    'dns:deleteRecord': async ({ zoneId, recordId }) => {
      await ctx.mutate(zones, (api) => api.dns.deleteRecord(zoneId, recordId))
      return null
    },
  }
}

/** Zone-file imports: the batch runs in the backend (core/dns/import-batch.ts); these start, stop and read it. */
export function buildDnsImportHandlers(batches: ImportBatches): Pick<Handlers, keyof typeof dnsImportChannels> {
  return {
    'dns:importStart': ({ batchId, zoneId, changes }) => batches.start(batchId, zoneId, changes),
    'dns:importStop': ({ batchId }) => batches.stop(batchId),
    'dns:importStatus': ({ batchId }) => batches.status(batchId),
  }
}
