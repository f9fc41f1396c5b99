import { DNS_RECORD_FIELDS, isDnsRecordType, type DnsRecord } from '@shared/models/dns'
import type { FieldView } from '../../composables/field-changes'

type Translate = (key: string) => string

/** The fields of a record the edit form shows, as the form labels them, for "changed since you opened this". */
export function recordFieldViews(record: DnsRecord, t: Translate): FieldView<DnsRecord>[] {
  const type = isDnsRecordType(record.type) ? record.type : 'A'
  const label = (field: string): string => {
    if (field === 'address') return t(type === 'AAAA' ? 'dns.fields.ipv6' : 'dns.fields.ipv4')
    if (field === 'target') return t(`dns.fields.target${type}`)
    return t(`dns.fields.${field}`)
  }
  const fields = [...DNS_RECORD_FIELDS[type], 'ttl' as const]
  return fields.map((field) => ({ label: label(field), value: (r: DnsRecord) => r[field] }))
}
