import type { DcvItem, DnsZone } from '@shared/models'

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
  const match = /^\s*(\S+)\s+(?:IN\s+)?(CNAME|TXT)\s+(.+?)\s*$/i.exec(item.validationData ?? '')
  if (!match) return null
  const [, rawOwner = '', rawType = '', rawValue = ''] = match
  const fqdn = rawOwner.replace(/\.$/, '').toLowerCase()
  const zone = (zones ?? [])
    .filter((z) => fqdn === z.name.toLowerCase() || fqdn.endsWith(`.${z.name.toLowerCase()}`))
    .sort((a, b) => b.name.length - a.name.length)[0]
  if (!zone) return null
  const owner = fqdn === zone.name.toLowerCase() ? '@' : fqdn.slice(0, -(zone.name.length + 1))
  const type = rawType.toUpperCase() as DcvRecord['type']
  const value = type === 'CNAME' ? rawValue.replace(/\.$/, '') : rawValue.replace(/^"(.*)"$/, '$1')
  return { zoneId: zone.id, zoneName: zone.name, type, owner, value }
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
