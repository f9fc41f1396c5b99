import type {} from './session'
import type { UnreadableItem } from './unreadable'

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'] as const
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number]

/**
 * The TTL values offered, in seconds: the list the API documents (PRODUCT §2), and 30 days (2592000), which a public
 * DNS client offers for this service and no source in REAL-API.md shows: offered too, the service refusing it if it
 * does not take it.
 */
export const DNS_TTL_VALUES = [1, 5, 30, 60, 300, 600, 900, 1800, 3600, 7200, 21160, 43200, 86400, 2592000] as const
export type DnsTtl = (typeof DNS_TTL_VALUES)[number]

export function isDnsRecordType(value: unknown): value is DnsRecordType {
  return typeof value === 'string' && (DNS_RECORD_TYPES as readonly string[]).includes(value)
}

export function isAllowedTtl(value: unknown): value is DnsTtl {
  return typeof value === 'number' && (DNS_TTL_VALUES as readonly number[]).includes(value)
}

/** A record in the user's words: whom it is for (owner), what it says (address, target or text) and how. */
export interface DnsRecord {
  id: number
  /** The zone the record belongs to (filled in by the client; the record item does not carry it). */
  zoneId: number
  /** Usually a DnsRecordType, but the zone may hold others (SOA…). */
  type: string
  /** The name the record is for: '@' for the zone itself, a name relative to the zone, or a full name. */
  owner: string
  /** A and AAAA: the address. */
  address: string | null
  /** CNAME, MX, NS and SRV: the host the record points at ('@' = the zone itself). */
  target: string | null
  /** TXT: the text, without the quotes of the zone-file form. */
  text: string | null
  /** MX and SRV. */
  priority: number | null
  /** SRV: weight, port, service (e.g. _sip) and protocol (e.g. _tcp). */
  weight: number | null
  port: number | null
  service: string | null
  proto: string | null
  ttl: number | null
  state: string
  /** The service's zone-file form of the record: name, TTL, class, type, data. */
  canonicalDescription: string | null
}

export interface DnsZone {
  id: number
  /** The zone's DNS name (example.com); never the service's internal TechName. */
  name: string
  state: string
  dateCreate: string | null
  isDelegated: boolean
  records: DnsRecord[]
  /** Records the service sent that could not be read: left out of `records`, shown as a count with reasons. */
  unreadableRecords: UnreadableItem[]
}

/** The fields each record type's form shows and its channel takes (beyond zoneId and ttl). */
export const DNS_RECORD_FIELDS = {
  A: ['owner', 'address'],
  AAAA: ['owner', 'address'],
  CNAME: ['owner', 'target'],
  MX: ['target', 'priority'],
  NS: ['owner', 'target'],
  SRV: ['service', 'proto', 'owner', 'priority', 'weight', 'port', 'target'],
  TXT: ['owner', 'text'],
} as const satisfies Record<DnsRecordType, readonly (keyof DnsRecord)[]>
export type DnsRecordField = (typeof DNS_RECORD_FIELDS)[DnsRecordType][number]

/** The owner as a zone file writes it: SRV records carry their service and protocol in front. */
export function recordOwner(record: Pick<DnsRecord, 'type' | 'owner' | 'service' | 'proto'>): string {
  if (record.type !== 'SRV' || !record.service || !record.proto) return record.owner
  const prefix = `${record.service}.${record.proto}`
  return record.owner === '@' ? prefix : `${prefix}.${record.owner}`
}

/** What a record says, in zone-file order: `10 mail.example.com` for MX, the address for A, the text for TXT. */
export function recordValue(record: DnsRecord): string {
  const parts = (...values: (string | number | null)[]) => values.filter((v) => v !== null && v !== '').join(' ')
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return record.address ?? ''
    case 'MX':
      return parts(record.priority, record.target)
    case 'SRV':
      return parts(record.priority, record.weight, record.port, record.target)
    case 'TXT':
      return record.text ?? ''
    default:
      return record.target ?? record.address ?? record.text ?? ''
  }
}

// This domain's sections of the snapshot (session.ts).
declare module './session' {
  interface AccountSnapshot {
    dnsZones?: DnsZone[]
  }
}
