import {
  isDnsRecordType,
  type CapabilityKey,
  type CreateRecordInput,
  type CreateZoneInput,
  type DnsRecord,
  type DnsRecordType,
  type DnsZone,
  type UpdateRecordInput,
} from '../../../shared/models'
import { NO_ANSWER, contextOf, endpoint } from '../endpoint'
import { invalidInput } from '../error-messages'
import { buildRecordBody } from '../requests/dnsRecordBody'
import { requireId, requireText } from '../requests/validate'
import type { Send } from '../transport'
import { wireRecordAnswer, wireZone, wireZoneList } from '../wire/dns'

const ep = {
  listZones: endpoint({ method: 'GET', path: '/dns', action: 'load DNS zones', answer: wireZoneList }),
  createZone: endpoint({
    method: 'POST', path: '/dns', action: 'create the DNS zone', answer: wireZone,
    capability: 'dns.createZone', routeLevel: true,
  }),
  deleteZone: endpoint({ method: 'DELETE', path: '/dns/{id}', action: 'delete the DNS zone', answer: NO_ANSWER }),
  deleteRecord: endpoint({
    method: 'DELETE', path: '/dns/{zoneId}/{recordId}', action: 'delete the DNS record', answer: NO_ANSWER,
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

function checkType(ctx: { action: string; endpoint: string }, type: unknown): DnsRecordType {
  if (isDnsRecordType(type)) return type
  throw invalidInput(ctx, 'type', 'must be one of A, AAAA, CNAME, MX, NS, SRV, TXT')
}

export function createDnsApi(send: Send) {
  return {
    listZones: async (): Promise<DnsZone[]> => send(ep.listZones),
    createZone: async (input: CreateZoneInput): Promise<DnsZone> =>
      send(ep.createZone, { body: { Name: requireText(contextOf(ep.createZone), 'name', input.name) } }),
    deleteZone: async (id: number): Promise<void> =>
      send(ep.deleteZone, { params: { id: requireId(contextOf(ep.deleteZone), 'id', id) } }),

    async createRecord<T extends DnsRecordType>(type: T, input: CreateRecordInput<T>): Promise<DnsRecord> {
      const probe = { action: 'create the DNS record', endpoint: 'POST /dns/record{type}' }
      const route = createRecordRoute(checkType(probe, type), Number(input.domainId))
      const body = buildRecordBody(contextOf(route), type, { ...input })
      return send(route, { body })
    },

    async updateRecord<T extends DnsRecordType>(type: T, recordId: number, input: UpdateRecordInput<T>): Promise<DnsRecord> {
      const probe = { action: 'update the DNS record', endpoint: 'PUT /dns/record{type}/{id}' }
      const route = updateRecordRoute(checkType(probe, type), Number(input.domainId))
      const ctx = contextOf(route)
      const id = requireId(ctx, 'recordId', recordId)
      return send(route, { params: { id }, body: buildRecordBody(ctx, type, { ...input }, id) })
    },

    async deleteRecord(zoneId: number, recordId: number): Promise<void> {
      const ctx = contextOf(ep.deleteRecord)
      return send(ep.deleteRecord, { params: { zoneId: requireId(ctx, 'zoneId', zoneId), recordId: requireId(ctx, 'recordId', recordId) } })
    },
  }
}
