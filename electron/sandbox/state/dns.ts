import { domainToASCII } from 'node:url'
import { formatDate } from '../dates'
import { buildRecord, type RecordInput } from '../dns/records'
import type { DnsRecord, DnsZone } from './dns-types'
import type { IdSource } from './types'

/** A customer's DNS zones (with their records), by id. */
export interface DnsState {
  zones: Map<number, DnsZone>
}

export const initialDnsState = (): DnsState => ({ zones: new Map() })

export function addZone(
  customer: IdSource & DnsState,
  spec: { Name: string; State: string; IsDelegate: boolean; createdAt: number; nullState?: boolean },
): DnsZone {
  const zone: DnsZone = {
    ID: customer.nextId(),
    Name: spec.Name,
    // TechName is the ASCII (punycode) form the DNS servers use.
    TechName: domainToASCII(spec.Name.replace(/\.$/, '')) || spec.Name,
    State: spec.State,
    DateCreate: formatDate(spec.createdAt),
    IsDelegate: spec.IsDelegate,
    LinkedRecords: [],
  }
  if (spec.nullState) zone.nullState = true
  customer.zones.set(zone.ID, zone)
  return zone
}

export function addRecord(customer: IdSource, zone: DnsZone, input: RecordInput, state: string): DnsRecord {
  const record = buildRecord(zone, customer.nextId(), input, state)
  zone.LinkedRecords.push(record)
  return record
}

declare module './types' {
  interface CustomerParts {
    dns: DnsState
  }
}
