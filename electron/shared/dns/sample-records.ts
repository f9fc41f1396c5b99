/** Sample DNS records and zones, plain data builders: the tests and the zone-import bench build their fixtures with them. */
import type { DnsRecord, DnsZone } from '../models/dns'
import { NO_RECORD_DATA } from './zone-import'

let nextId = 1

/** A record as the service answers it (zone 1, owner '@', TTL 3600, Active, a fresh id), with the fields given. */
export function dnsRecord(type: string, fields: Partial<DnsRecord> = {}): DnsRecord {
  return {
    id: nextId++,
    zoneId: 1,
    type,
    owner: '@',
    ...NO_RECORD_DATA,
    ttl: 3600,
    state: 'Active',
    canonicalDescription: null,
    ...fields,
  }
}

/** An active, delegated zone with these records and nothing unreadable. */
export function dnsZone(id: number, name: string, records: DnsRecord[]): DnsZone {
  return { id, name, state: 'Active', dateCreate: null, isDelegated: true, unreadableRecords: [], records }
}

/** The SIP service's SRV record at the zone's apex (`_sip._tcp 1 5 5060 target`), pointing at `target`. */
export function sipSrv(target: string) {
  return { type: 'SRV', owner: '@', service: '_sip', proto: '_tcp', priority: 1, weight: 5, port: 5060, target }
}
