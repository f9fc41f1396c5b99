import type { CreateRecordRequest } from '@shared/channels/dns.records-tmp'
import { SRV_PROTOCOLS } from '@shared/channels/dns.records-tmp'
import {
  DNS_RECORD_FIELDS,
  isAllowedTtl,
  isDnsRecordType,
  type DnsRecord,
  type DnsRecordField,
  type DnsRecordType,
} from '@shared/models'

/** Every field any record form shows; the type decides which ones are sent. */
export interface RecordModel {
  type: DnsRecordType
  ttl: number
  name: string
  ip: string
  mnemonicName: string
  hostName: string
  priority: number | null
  service: string
  proto: string
  weight: number | null
  port: number | null
  target: string
  text: string
}

export const DEFAULT_TTL = 3600

export function blankRecordModel(type: DnsRecordType = 'A'): RecordModel {
  return {
    type, ttl: DEFAULT_TTL, name: '', ip: '', mnemonicName: '', hostName: '', priority: 10,
    service: '', proto: SRV_PROTOCOLS[0], weight: 0, port: null, target: '', text: '',
  }
}

/** SRV owners read `_sip._tcp[.name]`; the form edits the three parts apart. */
function srvParts(record: DnsRecord): { service: string; proto: string; name: string } {
  const labels = (record.hostName ?? '').split('.').filter(Boolean)
  const lead = labels[0]?.startsWith('_') && labels[1]?.startsWith('_') ? labels.splice(0, 2) : []
  return {
    service: record.service ?? lead[0] ?? '',
    proto: (record.proto ?? lead[1] ?? SRV_PROTOCOLS[0]).toLowerCase(),
    name: labels.join('.') || '@',
  }
}

/** The edit form's starting values, from the record as the API described it. */
export function modelFromRecord(record: DnsRecord): RecordModel {
  const type = isDnsRecordType(record.type) ? record.type : 'A'
  const model = blankRecordModel(type)
  Object.assign(model, {
    ttl: isAllowedTtl(record.ttl) ? record.ttl : DEFAULT_TTL,
    name: record.hostName || '@',
    ip: record.ip ?? '',
    mnemonicName: record.mnemonicName ?? '',
    hostName: record.extHostName ?? '',
    priority: record.priority,
    weight: record.weight,
    port: record.port,
    target: record.target ?? record.extHostName ?? '',
    text: record.text ?? '',
  })
  if (type === 'SRV') Object.assign(model, srvParts(record))
  return model
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
