import type { DnsRecord } from '@shared/models'

const clip = (text: string, max = 48): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** What a record points at, in zone-file order: `10 mail.example.com` for MX, the address for A. */
export function recordValue(record: DnsRecord): string {
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return record.ip ?? ''
    case 'CNAME':
      return record.mnemonicName ?? ''
    case 'MX':
      return [record.priority, record.extHostName].filter((part) => part !== null && part !== '').join(' ')
    case 'NS':
      return record.extHostName ?? ''
    case 'SRV':
      return [record.priority, record.weight, record.port, record.target ?? record.extHostName].filter((p) => p !== null && p !== '').join(' ')
    case 'TXT':
      return record.text ? `"${clip(record.text)}"` : ''
    default:
      return record.ip ?? record.text ?? record.extHostName ?? ''
  }
}

/** `www A 203.0.113.10`: host, type, value — the way people read a zone. */
export function recordLabel(record: DnsRecord): string {
  return [record.hostName || '@', record.type, recordValue(record)].filter(Boolean).join(' ')
}
