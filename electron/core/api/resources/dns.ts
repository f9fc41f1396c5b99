import type { CreateRecordRequest, UpdateRecordRequest } from '../../../shared/channels/dns'
import type { CapabilityKey, DnsRecord, DnsRecordType, DnsZone } from '../../../shared/models'
import { NO_ANSWER, endpoint } from '../endpoint'
import { ApiError } from '../errors'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
import { recordBody, wireRecordAnswer, wireZone, wireZoneList } from '../wire/dns'

const ep = {
  listZones: endpoint({ method: 'GET', path: '/dns', action: 'load DNS zones', answer: wireZoneList }),
  createZone: endpoint({
    method: 'POST',
    path: '/dns',
    action: 'create the DNS zone',
    answer: wireZone,
    capability: 'dns.createZone',
    routeLevel: true,
  }),
  deleteZone: endpoint({ method: 'DELETE', path: '/dns/{id}', action: 'delete the DNS zone', answer: NO_ANSWER }),
  deleteRecord: endpoint({
    method: 'DELETE',
    path: '/dns/{zoneId}/{recordId}',
    action: 'delete the DNS record',
    answer: NO_ANSWER,
    capability: 'dns.deleteRecord',
  }),
}

/** AAAA and MX updates are in the seed; every other record route is an extension. */
const SEED_UPDATES: readonly DnsRecordType[] = ['AAAA', 'MX']

function createRecordRoute(type: DnsRecordType, zoneId: number) {
  return endpoint({
    method: 'POST',
    path: `/dns/record${type.toLowerCase()}`,
    action: `create the ${type} record`,
    answer: wireRecordAnswer(zoneId),
    capability: `dns.createRecord.${type}` as CapabilityKey,
    routeLevel: true,
  })
}

function updateRecordRoute(type: DnsRecordType, zoneId: number) {
  return endpoint({
    method: 'PUT',
    path: `/dns/record${type.toLowerCase()}/{id}`,
    action: `update the ${type} record`,
    answer: wireRecordAnswer(zoneId),
    ...(!SEED_UPDATES.includes(type) && { capability: `dns.updateRecord.${type}` as CapabilityKey }),
  })
}

/** Requests are the contract's parsed channel inputs: validated once, at the boundary. */
export function createDnsApi(send: Send) {
  return {
    listZones: async (): Promise<ReadList<DnsZone>> => send(ep.listZones),
    /**
     * POST /dns takes {Name} (C1) or {DomainName, Migrate} (C14): the evidence disagrees. {Name} is sent first;
     * a 400 that names DomainName (so nothing was created) is answered once with the other shape.
     */
    async createZone(name: string): Promise<DnsZone> {
      try {
        return await send(ep.createZone, { body: { Name: name } })
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400 || !/DomainName/i.test(error.serverMessage ?? ''))
          throw error
        return send(ep.createZone, { body: { DomainName: name, Migrate: false } })
      }
    },
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
