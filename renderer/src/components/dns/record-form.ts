import { SRV_PROTOCOLS, type CreateRecordRequest } from '@shared/channels/dns'
import {
  DNS_RECORD_FIELDS,
  isAllowedTtl,
  isDnsRecordType,
  type DnsRecord,
  type DnsRecordField,
  type DnsRecordType,
} from '@shared/models/dns'

/** Every field any record form shows (the record's own words); the type decides which ones are sent. */
export interface RecordModel {
  type: DnsRecordType
  ttl: number
  owner: string
  address: string
  target: string
  text: string
  priority: number | null
  weight: number | null
  port: number | null
  service: string
  proto: string
}

export const DEFAULT_TTL = 3600

export function blankRecordModel(type: DnsRecordType = 'A'): RecordModel {
  return {
    type,
    ttl: DEFAULT_TTL,
    owner: '',
    address: '',
    target: '',
    text: '',
    priority: 10,
    weight: 0,
    port: null,
    service: '',
    proto: SRV_PROTOCOLS[0],
  }
}

/** The edit form's starting values: the record as read, with blanks where it says nothing. */
export function modelFromRecord(record: DnsRecord): RecordModel {
  const type = isDnsRecordType(record.type) ? record.type : 'A'
  return {
    ...blankRecordModel(type),
    ttl: isAllowedTtl(record.ttl) ? record.ttl : DEFAULT_TTL,
    owner: record.owner,
    address: record.address ?? '',
    target: record.target ?? '',
    text: record.text ?? '',
    priority: record.priority,
    weight: record.weight,
    port: record.port,
    service: record.service ?? '',
    proto: (record.proto ?? SRV_PROTOCOLS[0]).toLowerCase(),
  }
}

/** Only the fields of the chosen type go out: the channel's schema refuses any other. */
export function recordRequest(model: RecordModel, zoneId: number): CreateRecordRequest {
  const fields: Partial<Record<DnsRecordField, unknown>> = {}
  for (const field of DNS_RECORD_FIELDS[model.type]) fields[field] = model[field]
  return { type: model.type, zoneId, ttl: model.ttl, ...fields } as CreateRecordRequest
}

export function fieldsOf(type: DnsRecordType): readonly DnsRecordField[] {
  return DNS_RECORD_FIELDS[type]
}
