import type { AccountSnapshot } from '../../shared/contract'
import { certificateDomains } from '../../shared/channels/ssl'
import type { ServedSite } from '../../shared/models/live'
import type { ResourceRef } from '../../shared/resources'
import { momentOf } from '../../shared/models/service-time'

/**
 * A renewed certificate not installed yet: a site serves a certificate that ends within RENEWED_THRESHOLD_DAYS while
 * the account holds an issued certificate for the site's name that ends later. The snapshot holds no fingerprint,
 * so "later" is what tells the held one from the served one: more than a day after it (the service's expiry is a
 * date on its own clock). Sites are grouped by the held certificate and the certificate served, so one renewal not
 * installed on all of its names is one warning, not one per name.
 */

/** Days before a served certificate ends at which the renewed one is asked to be installed. */
export const RENEWED_THRESHOLD_DAYS = 14

const DAY_MS = 86_400_000
const ISSUED = new Set(['Active'])

export interface RenewalNotInstalled {
  /** The renewed certificate held. */
  resource: ResourceRef
  /** The served certificate's fingerprint: a later one served (another renewal) is another condition. */
  servedFingerprint: string
  /** Whole days until the served one ends (negative once past). */
  daysLeft: number
  /** The sites still serving the old one, in the order checked. */
  domains: string[]
}

/** The renewals the sites seen call for, by held certificate and served one. */
export function renewalsNotInstalled(
  snapshot: AccountSnapshot | null,
  sites: readonly ServedSite[],
  now: number,
): RenewalNotInstalled[] {
  const held = (snapshot?.sslCertificates ?? [])
    .filter((c) => ISSUED.has(c.state))
    .map((c) => ({ id: c.id, names: certificateDomains(c), endsAt: momentOf(c.expireDate)?.date.getTime() ?? null }))
  const found = new Map<string, RenewalNotInstalled>()
  for (const site of sites) {
    const daysLeft = Math.floor((site.served.validTo - now) / DAY_MS)
    if (daysLeft > RENEWED_THRESHOLD_DAYS) continue
    const renewed = held.find(
      (c) => c.names.has(site.domain) && c.endsAt !== null && c.endsAt - site.served.validTo > DAY_MS,
    )
    if (!renewed) continue
    const key = `${renewed.id}|${site.served.fingerprint}`
    const known = found.get(key)
    if (known) known.domains.push(site.domain)
    else
      found.set(key, {
        resource: { kind: 'sslCertificate', id: renewed.id },
        servedFingerprint: site.served.fingerprint,
        daysLeft,
        domains: [site.domain],
      })
  }
  return [...found.values()]
}
