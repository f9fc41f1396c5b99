import type { AccountSnapshot, SnapshotSection } from '@shared/contract'

type Section = SnapshotSection

const DELETING = 'deleting'
const UNPUBLISHED = 'new'
const BEING_BUILT = new Set(['new', 'frompool'])
/** Short steps only: validation (InProgress) can take the authority days, and is followed by "Check validation". */
const CERTIFICATE_MOVING = new Set(['new', 'canceling'])
const is = (state: string | null | undefined, expected: string | Set<string>) => {
  const key = state?.trim().toLowerCase() ?? ''
  return typeof expected === 'string' ? key === expected : expected.has(key)
}

/**
 * Sections holding something the provider is still changing without a task to follow: servers being
 * deleted (batch deletion answers only text), private networks being built, zones and records not yet
 * published. Re-read until they settle.
 */
export function settlingSections(snapshot: AccountSnapshot | null): Section[] {
  if (!snapshot) return []
  const sections = new Set<Section>()
  if (snapshot.servers?.some((s) => is(s.state, DELETING))) {
    // A deleted server also leaves the networks it was linked to.
    sections.add('servers').add('privateNetworks').add('publicNetworks')
  }
  if (snapshot.privateNetworks?.some((n) => is(n.state, BEING_BUILT))) sections.add('privateNetworks')
  if (snapshot.publicNetworks?.some((n) => is(n.state, DELETING))) sections.add('publicNetworks').add('servers')
  if (snapshot.publicNetworks?.some((n) => is(n.state, BEING_BUILT))) sections.add('publicNetworks')
  // Certificate orders move on at the authority (an order being sent, a cancellation) with no task to follow.
  if (snapshot.sslCertificates?.some((c) => is(c.state, CERTIFICATE_MOVING))) sections.add('sslCertificates')
  if (snapshot.dnsZones?.some((z) => is(z.state, UNPUBLISHED) || z.records.some((r) => is(r.state, UNPUBLISHED))))
    sections.add('dnsZones')
  return [...sections]
}
