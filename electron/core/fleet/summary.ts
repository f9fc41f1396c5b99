import type { AccountSnapshot } from '../../shared/contract'
import type { FleetCard, FleetItem, FleetWarning } from '../../shared/channels/fleet'
import { allResources, resourceItems } from '../../shared/resources'
import { fundsUntilDate, momentOf } from '../../shared/models'

export const DAY_MS = 24 * 60 * 60 * 1000
/** Certificates listed on a card: expiring within this many days, or expired. */
export const CERTIFICATE_WINDOW_DAYS = 30
const TROUBLE_STATES = new Set(['NeedMoney', 'Blocked'])

/**
 * Whole days from `now` until `iso` (negative once past); null when there is no date or it is unreadable. A timestamp
 * without a zone is on the service's clock (service-time.ts) unless `read` says otherwise (fundsUntilDate: UTC).
 */
export function daysUntil(
  iso: string | null | undefined,
  now: number,
  read: typeof momentOf = momentOf,
): number | null {
  const at = read(iso)
  return at === null ? null : Math.floor((at.date.getTime() - now) / DAY_MS)
}

const GONE_CERTIFICATE_STATES = new Set(['Deleted', 'Canceled', 'Canceling', 'Rejected'])

/** Certificates expiring within the window or expired, soonest first (deleted and cancelled ones are gone). */
export function expiringCertificates(snapshot: AccountSnapshot | null, now: number): FleetItem[] {
  const items: FleetItem[] = []
  for (const cert of snapshot?.sslCertificates ?? []) {
    if (GONE_CERTIFICATE_STATES.has(cert.state)) continue
    const daysLeft = daysUntil(cert.expireDate, now)
    if (daysLeft === null || daysLeft > CERTIFICATE_WINDOW_DAYS) continue
    items.push({
      resource: { kind: 'sslCertificate', id: cert.id },
      name: cert.domain,
      state: cert.state,
      expireDate: cert.expireDate,
      daysLeft,
    })
  }
  return items.sort((a, b) => a.daysLeft! - b.daysLeft!)
}

/** The kinds whose NeedMoney or Blocked the card shows (their descriptors say `troubles`). */
const troubling = allResources().filter((d) => d.troubles)

/** Everything in NeedMoney or Blocked, of the kinds that can be (servers, networks, certificates, storage…). */
export function troubledResources(snapshot: AccountSnapshot | null): FleetItem[] {
  if (!snapshot) return []
  const items: FleetItem[] = []
  for (const { descriptor, entry, ref } of resourceItems(snapshot, troubling)) {
    const state = descriptor.state(entry.item)
    if (state && TROUBLE_STATES.has(state))
      items.push({ resource: ref, name: descriptor.name(entry.item, entry.parent), state })
  }
  return items
}

export function serverCounts(snapshot: AccountSnapshot | null): FleetCard['servers'] {
  const servers = snapshot?.servers ?? []
  const byState: Record<string, number> = {}
  let poweredOn = 0
  for (const s of servers) {
    byState[s.state] = (byState[s.state] ?? 0) + 1
    if (s.isPowerOn) poweredOn++
  }
  return { total: servers.length, poweredOn, poweredOff: servers.length - poweredOn, byState }
}

export interface CardInput {
  account: { id: string; label: string; color: string; active: boolean }
  watched: boolean
  snapshot: AccountSnapshot | null
  fetchedAt: string | null
  runningTasks: number
  warnings: FleetWarning[]
  now: number
}

/**
 * How bad an account looks: expired certificates and resources in trouble first, then money about to run out,
 * certificates expiring soon, open warnings; an account never read sorts after those with a problem.
 */
export function severityOf(card: Pick<FleetCard, 'certificates' | 'troubled' | 'fundsDaysLeft' | 'warnings'>): number {
  let score = 0
  for (const cert of card.certificates) {
    const days = cert.daysLeft ?? CERTIFICATE_WINDOW_DAYS
    score += days < 0 ? 1000 : days <= 1 ? 500 : days <= 7 ? 200 : 50
  }
  score += card.troubled.length * 400
  if (card.fundsDaysLeft !== null)
    score += card.fundsDaysLeft <= 0 ? 1000 : card.fundsDaysLeft <= 7 ? 300 : card.fundsDaysLeft <= 30 ? 20 : 0
  score += card.warnings.length * 10
  return score
}

/** One account's card from its cached snapshot. */
export function summarizeAccount(input: CardInput): FleetCard {
  const { snapshot, now } = input
  const account = snapshot?.account
  const certificates = expiringCertificates(snapshot, now)
  const troubled = troubledResources(snapshot)
  const fundsUntil = account?.fundsUntil ?? null
  const fundsDaysLeft = daysUntil(fundsUntil, now, fundsUntilDate)
  const card: FleetCard = {
    accountId: input.account.id,
    label: input.account.label,
    color: input.account.color,
    active: input.account.active,
    watched: input.watched,
    fetchedAt: input.fetchedAt,
    balance: account?.balance ?? null,
    fundsUntil,
    fundsDaysLeft,
    servers: serverCounts(snapshot),
    certificates,
    troubled,
    runningTasks: input.runningTasks,
    warnings: input.warnings,
    severity: 0,
  }
  card.severity = severityOf(card)
  return card
}

/** Worst first; equally bad accounts keep the active one first, then by label. */
export function sortWorstFirst(cards: FleetCard[]): FleetCard[] {
  return [...cards].sort(
    (a, b) => b.severity - a.severity || Number(b.active) - Number(a.active) || a.label.localeCompare(b.label),
  )
}
