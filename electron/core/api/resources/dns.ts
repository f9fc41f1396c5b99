import type { CreateRecordRequest, UpdateRecordRequest } from '../../../shared/channels/dns'
import type { CapabilityKey } from '../../../shared/models'
import type { DnsRecord, DnsRecordType, DnsZone } from '../../../shared/models/dns'
import { NO_ANSWER, route } from '../endpoint'
import { perSend } from '../resource-slices'
import type { Send } from '../transport'
import type { ReadList } from '../wire/lists'
import { recordBody, wireRecordAnswer, wireZone, wireZoneList } from '../wire/dns'

const ep = {
  listZones: route('GET', '/dns', 'load DNS zones', wireZoneList),
  createZone: route('POST', '/dns', 'create the DNS zone', wireZone, {
    capability: 'dns.createZone',
    routeLevel: true,
  }),
  deleteZone: route('DELETE', '/dns/{id}', 'delete the DNS zone', NO_ANSWER),
  deleteRecord: route('DELETE', '/dns/{zoneId}/{recordId}', 'delete the DNS record', NO_ANSWER, {
    capability: 'dns.deleteRecord',
  }),
}

/** AAAA and MX updates are in the seed; every other record route is an extension. */
const SEED_UPDATES: readonly DnsRecordType[] = ['AAAA', 'MX']

function createRecordRoute(type: DnsRecordType, zoneId: number) {
  return route('POST', `/dns/record${type.toLowerCase()}`, `create the ${type} record`, wireRecordAnswer(zoneId), {
    capability: `dns.createRecord.${type}` as CapabilityKey,
    routeLevel: true,
  })
}

function updateRecordRoute(type: DnsRecordType, zoneId: number) {
  const capability = SEED_UPDATES.includes(type) ? {} : { capability: `dns.updateRecord.${type}` as CapabilityKey }
  return route(
    'PUT',
    `/dns/record${type.toLowerCase()}/{id}`,
    `update the ${type} record`,
    wireRecordAnswer(zoneId),
    capability,
  )
}

/** Requests are the contract's parsed channel inputs: validated once, at the boundary. */
export function createDnsApi(send: Send) {
  return {
    listZones: async (): Promise<ReadList<DnsZone>> => send(ep.listZones),
    /**
     * POST /dns: C1 binds {Name}, C14 (2026) sends {DomainName, Migrate}; both names go in one body, so either binder
     * finds its field and nothing hangs on the wording of a refusal.
     */
    createZone: async (name: string): Promise<DnsZone> =>
      send(ep.createZone, { body: { Name: name, DomainName: name, Migrate: false } }),
    deleteZone: async (id: number): Promise<void> => send(ep.deleteZone, { params: { id } }),
    createRecord: async (request: CreateRecordRequest): Promise<DnsRecord> =>
      send(createRecordRoute(request.type, request.zoneId), { body: recordBody(request) }),
    updateRecord: async (request: UpdateRecordRequest): Promise<DnsRecord> =>
      send(updateRecordRoute(request.type, request.zoneId), {
        params: { id: request.recordId },
        body: recordBody(request),
      }),
    deleteRecord: async (zoneId: number, recordId: number): Promise<void> =>
      send(ep.deleteRecord, { params: { zoneId, recordId } }),
  }
}

/** The client's `dns` member. */
export const dnsResources = { dns: perSend(createDnsApi) }

declare module '../resource-slices' {
  interface ResourceSlices {
    dns: typeof dnsResources
  }
}
