import { z } from 'zod'
import type { DnsRecord, DnsZone } from '../../../shared/models'
import { blankAsNull, looseBool, looseNumber, optionalList, optionalText, wireId, withAliases, withIdAlias } from './common'

/**
 * A LinkedRecords item. IDs, Priority and TTL are strings on the wire; "" means not applicable.
 * SRV parts are not in the seed's item shape but are read when a server sends them.
 */
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

function toRecord(r: RecordWire, zoneId: number): DnsRecord {
  return {
    id: r.ID,
    zoneId,
    type: r.TypeRecord,
    ip: r.IP,
    hostName: r.HostName,
    priority: r.Priority,
    text: r.Text,
    mnemonicName: r.MnemonicName,
    extHostName: r.ExtHostName,
    service: r.Service,
    proto: r.Proto,
    weight: r.Weight,
    port: r.Port,
    // SRV target: its own field when sent, else the host the API puts in ExtHostName.
    target: r.Target ?? (r.TypeRecord === 'SRV' ? r.ExtHostName : null),
    state: r.State,
    ttl: r.TTL,
    canonicalDescription: r.CanonicalDescription,
  }
}

export const wireZone = withIdAlias(
  z.object({
    ID: wireId,
    Name: z.string(),
    TechName: blankAsNull,
    State: z.string(),
    DateCreate: optionalText,
    IsDelegate: looseBool,
    LinkedRecords: optionalList(recordShape),
  }),
).transform(
  (zone): DnsZone => ({
    id: zone.ID,
    name: zone.Name,
    techName: zone.TechName,
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
