import {
  englishDns,
  type CreateRecordRequest,
  type dnsChannels,
  type dnsImportChannels,
  type UpdateRecordRequest,
} from '../../shared/channels/dns'
import type { AccountSnapshot } from '../../shared/contract'
import { zoneRefusal } from '../../shared/dns/zone-checks'
import type { Handlers } from '../dispatch'
import { BackendError } from '../errors'
import { replacingRecord } from '../session/answers'
import type { HandlerContext } from './handler-context'

/**
 * The record form's zone checks (CNAME beside other data, CNAME to itself, duplicates), again here against
 * what the snapshot knows of the zone: a request that bypassed the form is refused before it is sent.
 */
function refuseZoneConflict(request: CreateRecordRequest | UpdateRecordRequest, known: AccountSnapshot | null): void {
  const zone = known?.dnsZones?.find((z) => z.id === request.zoneId)
  if (!zone) return
  const refusal = zoneRefusal(request, zone, 'recordId' in request ? request.recordId : undefined)
  if (refusal)
    throw new BackendError({
      kind: 'invalidInput',
      field: refusal.field,
      message: englishDns(refusal.code, refusal.params),
    })
}

/** Zones and records: every change re-reads the dnsZones section so the tree and the panes follow. */
export function buildDnsHandlers({
  resources: ctx,
}: Pick<HandlerContext, 'resources'>): Pick<Handlers, keyof typeof dnsChannels> {
  const zones = ['dnsZones'] as const
  return {
    'dns:createZone': ({ name }) => ctx.mutate(zones, (api) => api.dns.createZone(name)),
    'dns:deleteZone': async ({ zoneId }) => {
      await ctx.mutate(zones, (api) => api.dns.deleteZone(zoneId))
      return null
    },
    'dns:createRecord': (request) =>
      ctx.mutate(zones, (api, _account, known) => {
        refuseZoneConflict(request, known)
        return api.dns.createRecord(request)
      }),
    'dns:updateRecord': (request) =>
      ctx.mutate(
        zones,
        (api, _account, known) => {
          refuseZoneConflict(request, known)
          return api.dns.updateRecord(request)
        },
        replacingRecord,
      ),
    'dns:deleteRecord': async ({ zoneId, recordId }) => {
      await ctx.mutate(zones, (api) => api.dns.deleteRecord(zoneId, recordId))
      return null
    },
  }
}

/** Zone-file imports: the batch runs in the backend (core/dns/import-batch.ts); these start, stop and read it. */
export function buildDnsImportHandlers({
  imports: batches,
}: Pick<HandlerContext, 'imports'>): Pick<Handlers, keyof typeof dnsImportChannels> {
  return {
    'dns:importStart': ({ batchId, zoneId, changes }) => batches.start(batchId, zoneId, changes),
    'dns:importStop': ({ batchId }) => batches.stop(batchId),
    'dns:importStatus': ({ batchId }) => batches.status(batchId),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    dns: typeof buildDnsHandlers
    dnsImport: typeof buildDnsImportHandlers
  }
}
