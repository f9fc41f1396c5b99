import { recordOwner, recordValue, type DnsRecord, type DnsZone } from '@shared/models/dns'
import { dnsRecordResource } from '@shared/resources/kinds/dns-record'
import { recordLabel } from '../../format/record-label'
import { badge, stateText, text, type Draft, type TreeWords } from '../../tree/rows'
import { defineView, wordsAt } from '../view'

/** A record's row under its zone. */
export function recordDraft(r: DnsRecord, zone: Pick<DnsZone, 'id' | 'name'>, words: TreeWords): Draft {
  const label = recordLabel(r)
  // The whole value (a long TXT is clipped in the label), so any part of it is found.
  const search = text(
    label,
    recordValue(r),
    r.owner !== '@' ? `${recordOwner(r)}.${zone.name}` : zone.name,
    stateText(words, r.state),
  )
  return {
    label,
    ref: { kind: 'dnsRecord', id: r.id, parentId: zone.id },
    search,
    badge: badge(words, r.state, false, 'f'),
  }
}

/** Records are listed under their zone (dns-zone.ts): no category of their own. */
export const dnsRecordView = defineView<DnsRecord>({
  resource: dnsRecordResource,
  words: wordsAt('dns.kinds.dnsRecord', { section: false }),
})
