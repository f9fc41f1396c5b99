import type { DateTime } from './types'

/**
 * HostName is always the owner relative to the zone ('@', 'www', '_sip._tcp'); the data sits where the seed
 * dialect shows it: IP, Text, MnemonicName (CNAME target), ExtHostName (MX, NS and SRV target).
 */
export interface DnsRecord {
  ID: string
  TypeRecord: DnsRecordType
  IP: string
  HostName: string
  Priority: string
  Text: string
  MnemonicName: string
  ExtHostName: string
  State: string
  TTL: string
  CanonicalDescription: string
  /** The real dialect sends State null for this record. */
  nullState?: boolean
  /** SRV only: the parts that have no field of their own in the seed's record shape. */
  Service?: string
  Proto?: string
  Weight?: string
  Port?: string
}

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'NS' | 'SRV' | 'TXT'

export interface DnsZone {
  ID: number
  Name: string
  TechName: string
  State: string
  DateCreate: DateTime
  /** The seed dialect writes it as text ("true"), the real one as a bool. */
  IsDelegate: boolean
  /** The real dialect sends State null for this zone. */
  nullState?: boolean
  LinkedRecords: DnsRecord[]
}
