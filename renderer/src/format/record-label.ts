import { recordOwner, recordValue, type DnsRecord } from '@shared/models'

const clip = (text: string, max = 48): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * An IPv6 address as people write it (RFC 5952): lower case, no leading zeros, the longest run of zero groups
 * as "::". What is sent stays as the user typed it (the seed asks for the full form); this is only for reading.
 */
export function compressIpv6(address: string): string {
  const [head, tail, extra] = address.toLowerCase().split('::')
  if (extra !== undefined) return address
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups]
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return address
  const short = groups.map((g) => g.replace(/^0+(?=.)/, ''))
  let best = { at: -1, length: 1 }
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && short[j] === '0') j++
    if (j - i > best.length) best = { at: i, length: j - i }
    i = j > i ? j : i + 1
  }
  if (best.at < 0) return short.join(':')
  return `${short.slice(0, best.at).join(':')}::${short.slice(best.at + best.length).join(':')}`
}

/** A record's value for tables and labels: TXT in quotes and clipped, AAAA compressed, the rest as the zone file writes it. */
export function recordValueLabel(record: DnsRecord, options: { whole?: boolean } = {}): string {
  const value = recordValue(record)
  if (record.type === 'AAAA') return compressIpv6(value)
  return record.type === 'TXT' && value !== '' ? `"${options.whole ? value : clip(value)}"` : value
}

/** `www A 203.0.113.10`: owner, type, value — the way people read a zone. */
export function recordLabel(record: DnsRecord): string {
  return [recordOwner(record), record.type, recordValueLabel(record)].filter(Boolean).join(' ')
}
