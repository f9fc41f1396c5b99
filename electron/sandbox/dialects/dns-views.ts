import { hostFqdn, ownerFqdn } from '../dns/records'
import type { Dialect } from '../dialect'
import type { DnsRecord, DnsZone } from '../state/dns-types'

/**
 * The seed's record: IDs and TTL as strings. The seed shows no CNAME item, so a CNAME reads as the live service
 * writes it (HostName = the target, MnemonicName = the alias).
 */
function seedRecord({ nullState: _hidden, ...record }: DnsRecord) {
  return record.TypeRecord === 'CNAME'
    ? { ...record, HostName: record.MnemonicName, MnemonicName: record.HostName }
    : record
}

/** The live service's record (C3, C7, C9-C14): numbers for ID and TTL, its own reading of CNAME, TXT and SRV. */
function realRecord(zone: DnsZone, r: DnsRecord) {
  const { TypeRecord, IP, Priority, Text, MnemonicName, ExtHostName, CanonicalDescription } = r
  const base = {
    ID: Number(r.ID),
    TypeRecord,
    IP,
    HostName: r.HostName,
    Priority,
    Text,
    MnemonicName,
    ExtHostName,
    State: r.nullState ? null : r.State,
    TTL: Number(r.TTL),
    CanonicalDescription,
  }
  switch (TypeRecord) {
    case 'CNAME':
      // HostName = the target as given ('@' is normal), MnemonicName = the alias.
      return {
        ...base,
        HostName: MnemonicName,
        MnemonicName: r.HostName,
        CanonicalDescription: `${ownerFqdn(zone, r.HostName)} ${r.TTL} IN CNAME ${MnemonicName}`,
      }
    case 'TXT':
      // Text comes back wrapped in double quotes plus a space; HostName is the full name with a trailing dot.
      return { ...base, HostName: ownerFqdn(zone, r.HostName), Text: `"${Text}" ` }
    case 'SRV': {
      const prefix = `${r.Service}.${r.Proto}`
      const name = r.HostName === prefix ? '@' : r.HostName.slice(prefix.length + 1)
      return {
        ...base,
        HostName: name,
        ExtHostName: '',
        Service: `${r.Service}.`,
        Proto: (r.Proto ?? '').replace(/^_/, ''),
        Weight: r.Weight,
        Port: r.Port,
        Target: hostFqdn(zone, ExtHostName),
      }
    }
    default:
      return base
  }
}

export const recordView = (zone: DnsZone, record: DnsRecord, dialect: Dialect) =>
  dialect === 'real' ? realRecord(zone, record) : seedRecord(record)

/** Create and update answer one record object on the live service, an array with one record in the seed. */
export const recordAnswer = (zone: DnsZone, record: DnsRecord, dialect: Dialect) =>
  dialect === 'real' ? realRecord(zone, record) : [seedRecord(record)]

export function zoneView(zone: DnsZone, dialect: Dialect) {
  const { ID, Name, TechName, State, DateCreate, IsDelegate } = zone
  const LinkedRecords = zone.LinkedRecords.map((r) => recordView(zone, r, dialect))
  if (dialect === 'seed')
    return { ID, Name, TechName, State, DateCreate, IsDelegate: String(IsDelegate), LinkedRecords }
  return {
    ID,
    Name,
    // Not a DNS name: dots become underscores (C3 `list_test.go`); the ASCII name is NamePunyCode.
    TechName: TechName.replace(/\./g, '_'),
    NamePunyCode: TechName,
    State: zone.nullState ? null : State,
    DateCreate,
    IsDelegate,
    LinkedRecords,
  }
}
