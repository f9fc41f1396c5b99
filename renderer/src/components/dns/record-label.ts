import { recordOwner, recordValue, type DnsRecord } from '@shared/models'

const clip = (text: string, max = 48): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** A record's value for tables and labels: TXT in quotes and clipped, the rest as the zone file writes it. */
export function recordValueLabel(record: DnsRecord): string {
  const value = recordValue(record)
  return record.type === 'TXT' && value !== '' ? `"${clip(value)}"` : value
}

/** `www A 203.0.113.10`: owner, type, value — the way people read a zone. */
export function recordLabel(record: DnsRecord): string {
  return [recordOwner(record), record.type, recordValueLabel(record)].filter(Boolean).join(' ')
}
