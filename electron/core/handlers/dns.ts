import { DNS_RECORD_TYPES } from '../../shared/models'
import type { Handlers } from '../dispatch'
import type { ResourceContext } from './resource-context'
import { toClientRecordInput } from './dns.records-tmp'

type DnsChannel = 'dns:capabilities' | 'dns:reread' | 'dns:createZone' | 'dns:deleteZone' | 'dns:createRecord' | 'dns:updateRecord' | 'dns:deleteRecord'

/** Zones and records: every change re-reads the dnsZones section so the tree and the panes follow. */
export function buildDnsHandlers(ctx: ResourceContext): Pick<Handlers, DnsChannel> {
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
    // A change of nothing: what follows every change (the re-read) is the point. Refused offline, as it should be.
    'dns:reread': async () => {
      await ctx.mutate(zones, async () => undefined)
      return null
    },
    'dns:createZone': ({ name }) => ctx.mutate(zones, (api) => api.dns.createZone({ name })),
    'dns:deleteZone': async ({ zoneId }) => {
      await ctx.mutate(zones, (api) => api.dns.deleteZone(zoneId))
      return null
    },
    'dns:createRecord': (request) => {
      const { type, input } = toClientRecordInput(request)
      return ctx.mutate(zones, (api) => api.dns.createRecord(type, input))
    },
    'dns:updateRecord': (request) => {
      const { type, input } = toClientRecordInput(request)
      return ctx.mutate(zones, (api) => api.dns.updateRecord(type, request.recordId, input))
    },
    'dns:deleteRecord': async ({ zoneId, recordId }) => {
      await ctx.mutate(zones, (api) => api.dns.deleteRecord(zoneId, recordId))
      return null
    },
  }
}
