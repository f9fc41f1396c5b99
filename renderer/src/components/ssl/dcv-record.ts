import type { DcvItem } from '@shared/models/ssl'
import type { DnsZone } from '@shared/models/dns'

/** A DNS validation record to publish, in the zone of this account that holds the domain. */
export interface DcvRecord {
  zoneId: number
  zoneName: string
  type: 'CNAME' | 'TXT'
  /** Relative to the zone ('@' for the zone itself). */
  owner: string
  /** CNAME target, or TXT text. */
  value: string
}

/**
 * Reads DNS validation data ("_hash.example.com. CNAME target.example.net." or "… TXT value") and finds the
 * account's zone whose name is the longest suffix of the owner. Null when it is not DNS data or no zone here
 * holds the name.
 */
export function dcvRecordFor(
  item: Pick<DcvItem, 'validationData'>,
  zones: Pick<DnsZone, 'id' | 'name'>[] | undefined,
): DcvRecord | null {
  const read = readDcvData(item.validationData ?? '')
  if (!read) return null
  const { rawOwner, rawType, rawValue } = read
  const fqdn = rawOwner.replace(/\.$/, '').toLowerCase()
  const zone = (zones ?? [])
    .filter((z) => fqdn === z.name.toLowerCase() || fqdn.endsWith(`.${z.name.toLowerCase()}`))
    .sort((a, b) => b.name.length - a.name.length)[0]
  if (!zone) return null
  const owner = fqdn === zone.name.toLowerCase() ? '@' : fqdn.slice(0, -(zone.name.length + 1))
  const type = rawType.toUpperCase() as DcvRecord['type']
  const quoted = rawValue.length >= 2 && rawValue.startsWith('"') && rawValue.endsWith('"')
  const value = type === 'CNAME' ? rawValue.replace(/\.$/, '') : quoted ? rawValue.slice(1, -1) : rawValue
  return { zoneId: zone.id, zoneName: zone.name, type, owner, value }
}

const isBlank = (ch: string) => ch.trim() === ''

/** The first word and what follows it (blanks before it dropped); one pass, no pattern that can backtrack. */
function firstWord(text: string): [string, string] {
  let end = 0
  while (end < text.length && !isBlank(text[end]!)) end++
  return [text.slice(0, end), text.slice(end).trimStart()]
}

/** `owner [IN] CNAME|TXT value`, read in linear time (a 200 KB value full of blanks took 20 s with a pattern). */
function readDcvData(data: string): { rawOwner: string; rawType: string; rawValue: string } | null {
  const [rawOwner, afterOwner] = firstWord(data.trim())
  let [rawType, rawValue] = firstWord(afterOwner)
  if (rawType.toUpperCase() === 'IN') [rawType, rawValue] = firstWord(rawValue)
  if (!['CNAME', 'TXT'].includes(rawType.toUpperCase()) || rawOwner === '' || rawValue === '') return null
  return { rawOwner, rawType, rawValue }
}

/** Whether the zone already holds this record (then publishing again is pointless). */
export function isPublished(record: DcvRecord, zone: Pick<DnsZone, 'records'> | undefined): boolean {
  return !!zone?.records.some(
    (r) =>
      r.type === record.type &&
      r.owner.toLowerCase() === record.owner &&
      (record.type === 'CNAME'
        ? (r.target ?? '').replace(/\.$/, '').toLowerCase() === record.value.toLowerCase()
        : r.text === record.value),
  )
}
