export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'] as const
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number]

/** The only TTL values the API accepts (PRODUCT §2), in seconds. */
export const DNS_TTL_VALUES = [1, 5, 30, 60, 300, 600, 900, 1800, 3600, 7200, 21160, 43200, 86400] as const
export type DnsTtl = (typeof DNS_TTL_VALUES)[number]

export function isDnsRecordType(value: unknown): value is DnsRecordType {
  return typeof value === 'string' && (DNS_RECORD_TYPES as readonly string[]).includes(value)
}

export function isAllowedTtl(value: unknown): value is DnsTtl {
  return typeof value === 'number' && (DNS_TTL_VALUES as readonly number[]).includes(value)
}

export interface DnsRecord {
  id: number
  /** The zone the record belongs to (filled in by the client; the record item does not carry it). */
  zoneId: number
  /** Raw `TypeRecord`; usually a DnsRecordType, but the zone may hold others (SOA…). */
  type: string
  /** Empty-string wire values ("not applicable") become null. */
  ip: string | null
  /** Host name, or @ for the zone apex. */
  hostName: string | null
  priority: number | null
  text: string | null
  mnemonicName: string | null
  /** For MX: the mail host. */
  extHostName: string | null
  /** SRV parts; only present when the server sends them. */
  service: string | null
  proto: string | null
  weight: number | null
  port: number | null
  target: string | null
  state: string
  ttl: number | null
  /** Zone-file form of the record: name, TTL, class, type, data. */
  canonicalDescription: string | null
}

export interface DnsZone {
  id: number
  name: string
  techName: string | null
  state: string
  dateCreate: string | null
  /** Wire `IsDelegate` (text "true"); anything but a true value counts as not delegated. */
  isDelegated: boolean
  records: DnsRecord[]
}

export interface CreateZoneInput {
  name: string
}

interface RecordBase {
  domainId: number
  /** One of DNS_TTL_VALUES; omitted = the server's default. */
  ttl?: number
}

/** Input per record type, camelCase; the client turns it into the API's string body. */
export interface DnsRecordInputs {
  A: RecordBase & { ip: string; name: string }
  /** `ip` may be compressed (2001:db8::1); it is sent expanded. */
  AAAA: RecordBase & { ip: string; name: string }
  CNAME: RecordBase & { name: string; mnemonicName: string }
  MX: RecordBase & { hostName: string; priority: number }
  NS: RecordBase & { hostName: string; name: string }
  SRV: RecordBase & {
    service: string
    proto: string
    name: string
    priority: number
    weight: number
    port: number
    target: string
  }
  TXT: RecordBase & { name: string; text: string }
}

export type CreateRecordInput<T extends DnsRecordType = DnsRecordType> = DnsRecordInputs[T]
export type UpdateRecordInput<T extends DnsRecordType = DnsRecordType> = DnsRecordInputs[T]

/** Every type-specific input field (for forms that switch record type). */
export type DnsRecordField =
  | 'ip' | 'name' | 'mnemonicName' | 'hostName' | 'priority'
  | 'service' | 'proto' | 'weight' | 'port' | 'target' | 'text'

/** Required fields per type, beyond domainId (ttl is optional everywhere). */
export const DNS_RECORD_FIELDS: {
  readonly [T in DnsRecordType]: readonly Exclude<keyof DnsRecordInputs[T], 'domainId' | 'ttl'>[]
} = {
  A: ['ip', 'name'],
  AAAA: ['ip', 'name'],
  CNAME: ['name', 'mnemonicName'],
  MX: ['hostName', 'priority'],
  NS: ['hostName', 'name'],
  SRV: ['service', 'proto', 'name', 'priority', 'weight', 'port', 'target'],
  TXT: ['name', 'text'],
}
