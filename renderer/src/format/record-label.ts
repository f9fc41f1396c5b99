import { displayIpv6 } from '@shared/models'
import { recordOwner, recordValue, type DnsRecord } from '@shared/models/dns'

const clip = (text: string, max = 48): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** An IPv6 address as people write it (RFC 5952); the one helper the zone file and the client use too. */
export { displayIpv6 as compressIpv6 } from '@shared/models'

/** A record's value for tables and labels: TXT in quotes and clipped, AAAA compressed, the rest as the zone file writes it. */
export function recordValueLabel(record: DnsRecord, options: { whole?: boolean } = {}): string {
  const value = recordValue(record)
  if (record.type === 'AAAA') return displayIpv6(value)
  return record.type === 'TXT' && value !== '' ? `"${options.whole ? value : clip(value)}"` : value
}

/** `www A 203.0.113.10`: owner, type, value — the way people read a zone. */
export function recordLabel(record: DnsRecord): string {
  return [recordOwner(record), record.type, recordValueLabel(record)].filter(Boolean).join(' ')
}
