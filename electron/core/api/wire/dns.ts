import { z } from 'zod'
import type { CreateRecordRequest, UpdateRecordRequest } from '../../../shared/channels/dns'
import { displayIpv6, expandIpv6 } from '../../../shared/models'
import { type DnsRecord, type DnsZone } from '../../../shared/models/dns'
import {
  blankAsNull,
  looseBool,
  looseNumber,
  serviceTime,
  unknownText,
  wireId,
  wireText,
  withAliases,
  withIdAlias,
} from './common'
import { answerList, tolerantList } from './lists'

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
    TypeRecord: wireText,
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
    // Null on the live service for some records (C3, C7); absent in some answers: unknown either way, never unreadable.
    State: unknownText,
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
    service: srvLabel(r.Service ?? lead[0] ?? null),
    proto: srvLabel(r.Proto ?? lead[1] ?? null)?.toLowerCase() ?? null,
    owner: labels.join('.') || '@',
  }
}

/**
 * Owner and target per type. CNAME: the service reads and writes the alias as MnemonicName and the target as
 * HostName/Name (REAL-API, several clients); NS: HostName is the owner, ExtHostName the name server;
 * MX: ExtHostName is the mail host; SRV: Target (or ExtHostName).
 */
function ownerAndTarget(r: RecordWire): Pick<DnsRecord, 'owner' | 'target'> {
  switch (r.TypeRecord) {
    case 'CNAME':
      return { owner: r.MnemonicName ?? '@', target: r.HostName }
    case 'SRV':
      return { owner: r.HostName ?? '@', target: r.Target ?? r.ExtHostName }
    default:
      return { owner: r.HostName ?? '@', target: r.ExtHostName }
  }
}

/**
 * TXT text as the user means it. The service answers it in zone-file form — wrapped in quotes, maybe in
 * several quoted strings, with a trailing space — which must never be sent back (it would double the quotes).
 */
export function unquoteTxt(text: string | null): string | null {
  if (text === null) return null
  const trimmed = text.trim()
  const strings = trimmed.match(/^(?:"(?:[^"\\]|\\.)*"\s*)+$/) ? [...trimmed.matchAll(/"((?:[^"\\]|\\.)*)"/g)] : null
  // One quoted string whose inner quotes the service left unescaped (`"say "hi"" `): only the outer pair goes.
  if (!strings)
    return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : text
  return strings.map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1')).join('')
}

/** SRV parts as the form edits them: `_xmpp-client.` → `_xmpp-client`, `tcp` → `_tcp`. */
const srvLabel = (value: string | null): string | null => {
  const bare = value?.trim().replace(/\.$/, '')
  if (!bare) return null
  return bare.startsWith('_') ? bare : `_${bare}`
}

function toRecord(r: RecordWire, zoneId: number): DnsRecord {
  return {
    id: r.ID,
    zoneId,
    type: r.TypeRecord,
    ...ownerAndTarget(r),
    // Read as people write it (RFC 5952); sent expanded again (recordBody).
    address: r.TypeRecord === 'AAAA' && r.IP !== null ? displayIpv6(r.IP) : r.IP,
    text: r.TypeRecord === 'TXT' ? unquoteTxt(r.Text) : r.Text,
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

/** The service may write owners as full names (`_dmarc.example.com.`): inside the zone they read relative. */
function relativeTo(zoneName: string, record: DnsRecord): DnsRecord {
  // Most owners are relative already: nothing to compute for them (10,000 records in a first read).
  if (!record.owner.endsWith('.')) return record
  const zone = zoneName.trim().toLowerCase().replace(/\.$/, '')
  const owner = record.owner.trim().replace(/\.$/, '')
  const lower = owner.toLowerCase()
  if (zone === '') return record
  if (lower === zone) return { ...record, owner: '@' }
  if (lower.endsWith(`.${zone}`)) return { ...record, owner: owner.slice(0, -(zone.length + 1)) }
  return record
}

export const wireZone = withIdAlias(
  z.object({
    ID: wireId,
    Name: wireText,
    // Possibly null (REAL-API.md "DNS"), or left out: unknown.
    State: unknownText,
    // Without a zone (C3 `2019-02-02T21:17:11.64`): the service's clock (service-time.ts).
    DateCreate: serviceTime,
    IsDelegate: looseBool,
    LinkedRecords: tolerantList(recordShape),
  }),
).transform((zone): DnsZone => ({
  id: zone.ID,
  name: zone.Name,
  state: zone.State,
  dateCreate: zone.DateCreate,
  isDelegated: zone.IsDelegate,
  records: zone.LinkedRecords.map((r) => relativeTo(zone.Name, toRecord(r, zone.ID))),
  unreadableRecords: zone.LinkedRecords.skipped,
}))

export const wireZoneList = answerList(wireZone)

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
      // The service takes the target as Name and the alias as MnemonicName (a target of @ is normal).
      Object.assign(body, { Name: request.target, MnemonicName: request.owner })
      break
    case 'MX':
      Object.assign(body, { HostName: request.target, Priority: String(request.priority) })
      break
    case 'NS':
      // The service takes the owner as HostName and the name server as Name.
      Object.assign(body, { HostName: request.owner, Name: request.target })
      break
    case 'SRV':
      // Sent bare (`sip`, `tcp`: C3's recorded request, C14's docs); the service adds the underscores itself.
      Object.assign(body, {
        Service: request.service.replace(/^_/, ''),
        Proto: request.proto.replace(/^_/, ''),
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
