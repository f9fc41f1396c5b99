import { z } from 'zod'
import type { CreateRecordRequest, UpdateRecordRequest } from '../../../shared/channels/dns'
import { expandIpv6, type DnsRecord, type DnsZone } from '../../../shared/models'
import { blankAsNull, looseBool, looseNumber, optionalList, optionalText, wireId, withAliases, withIdAlias } from './common'

/**
 * The DNS wire: the only place that knows the API's record fields (HostName, ExtHostName, MnemonicName…).
 * Reading turns a LinkedRecords item into a DnsRecord in the user's words; writing turns a record request
 * into the API's string body.
 */

/** A LinkedRecords item. IDs, Priority and TTL may be strings; "" means not applicable. */
const recordShape = withAliases(
  { Id: 'ID', Type: 'TypeRecord', Ttl: 'TTL' },
  z.object({
    ID: wireId,
    TypeRecord: z.string(),
    IP: blankAsNull,
    HostName: blankAsNull,
    Priority: looseNumber,
    Text: blankAsNull,
    MnemonicName: blankAsNull,
    ExtHostName: blankAsNull,
    Service: blankAsNull,
    Proto: blankAsNull,
    Weight: looseNumber,
    Port: looseNumber,
    Target: blankAsNull,
    State: z.string(),
    TTL: looseNumber,
    CanonicalDescription: blankAsNull,
    // Not in the seed's item; used when present, else the client fills in the zone it knows.
    DomainId: looseNumber,
  }),
)

type RecordWire = z.output<typeof recordShape>

/** SRV owners may read `_sip._tcp[.name]` with no Service/Proto fields: split them off the owner. */
function srvParts(r: RecordWire): Pick<DnsRecord, 'owner' | 'service' | 'proto'> {
  const labels = (r.HostName ?? '').split('.').filter(Boolean)
  const lead = labels[0]?.startsWith('_') && labels[1]?.startsWith('_') ? labels.splice(0, 2) : []
  return {
    service: r.Service ?? lead[0] ?? null,
    proto: (r.Proto ?? lead[1])?.toLowerCase() ?? null,
    owner: labels.join('.') || '@',
  }
}

/** What the record points at, per type: MX/NS name the host in ExtHostName, CNAME in MnemonicName. */
function targetOf(r: RecordWire): string | null {
  switch (r.TypeRecord) {
    case 'CNAME':
      return r.MnemonicName
    case 'SRV':
      return r.Target ?? r.ExtHostName
    default:
      return r.ExtHostName
  }
}

function toRecord(r: RecordWire, zoneId: number): DnsRecord {
  return {
    id: r.ID,
    zoneId,
    type: r.TypeRecord,
    owner: r.HostName ?? '@',
    address: r.IP,
    target: targetOf(r),
    text: r.Text,
    priority: r.Priority,
    weight: r.Weight,
    port: r.Port,
    service: r.Service,
    proto: r.Proto,
    ...(r.TypeRecord === 'SRV' && srvParts(r)),
    ttl: r.TTL,
    state: r.State,
    canonicalDescription: r.CanonicalDescription,
  }
}

export const wireZone = withIdAlias(
  z.object({
    ID: wireId,
    Name: z.string(),
    State: z.string(),
    DateCreate: optionalText,
    IsDelegate: looseBool,
    LinkedRecords: optionalList(recordShape),
  }),
).transform(
  (zone): DnsZone => ({
    id: zone.ID,
    name: zone.Name,
    state: zone.State,
    dateCreate: zone.DateCreate,
    isDelegated: zone.IsDelegate,
    records: zone.LinkedRecords.map((r) => toRecord(r, zone.ID)),
  }),
)

export const wireZoneList = z.array(wireZone)

/**
 * Record create/update answers: the seed's update example is an array with one record; a bare
 * object is accepted too. The zone id comes from the request when the record does not say.
 */
export function wireRecordAnswer(zoneId: number) {
  return z
    .preprocess((v) => (Array.isArray(v) && v.length > 0 ? v[0] : v), recordShape)
    .transform((r) => toRecord(r, r.DomainId ?? zoneId))
}

/** The API's record body: every value a string (PRODUCT §2). */
export type RecordBody = Record<string, string>

/** The body of POST /dns/record{type} or PUT /dns/record{type}/{id}; an update also carries its `id`. */
export function recordBody(request: CreateRecordRequest | UpdateRecordRequest): RecordBody {
  const body: RecordBody = {}
  if ('recordId' in request) body.id = String(request.recordId)
  body.DomainId = String(request.zoneId)
  switch (request.type) {
    case 'A':
      Object.assign(body, { IP: request.address, Name: request.owner })
      break
    case 'AAAA':
      // The seed asks for eight groups of four hex digits; the contract checked the address already.
      Object.assign(body, { IP: expandIpv6(request.address) ?? request.address, Name: request.owner })
      break
    case 'CNAME':
      Object.assign(body, { Name: request.owner, MnemonicName: request.target })
      break
    case 'MX':
      Object.assign(body, { HostName: request.target, Priority: String(request.priority) })
      break
    case 'NS':
      Object.assign(body, { HostName: request.target, Name: request.owner })
      break
    case 'SRV':
      Object.assign(body, {
        Service: request.service,
        Proto: request.proto,
        Name: request.owner,
        Priority: String(request.priority),
        Weight: String(request.weight),
        Port: String(request.port),
        Target: request.target,
      })
      break
    case 'TXT':
      Object.assign(body, { Name: request.owner, Text: request.text })
      break
  }
  if (request.ttl !== undefined) body.TTL = String(request.ttl)
  return body
}
