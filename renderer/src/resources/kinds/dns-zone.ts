import type { DnsZone } from '@shared/models/dns'
import { domainLabel } from '@shared/dns/unicode-name'
import { dnsZoneResource } from '@shared/resources/kinds/dns-zone'
import { badge, branchOf, holdsKinds, stateText, text } from '../../tree/rows'
import { recordDraft } from './dns-record'
import { defineView, listCategory, wordsAt } from '../view'

export const dnsZoneView = defineView<DnsZone>({
  resource: dnsZoneResource,
  words: wordsAt('dns.kinds.dnsZone'),
  category: listCategory(
    dnsZoneResource,
    (z, words) => ({
      // An IDN as its owner wrote it, the service's punycode beside it; found by either.
      label: domainLabel(z.name),
      search: text(domainLabel(z.name), stateText(words, z.state)),
      badge: badge(words, z.state, false, 'f'),
      count: z.records.length,
      branch: branchOf(
        z.records,
        (r) => recordDraft(r, z, words),
        (t) => t.kind === 'dnsRecord' && t.parentId === z.id,
      ),
    }),
    holdsKinds('dnsZone', 'dnsRecord'),
  ),
})
