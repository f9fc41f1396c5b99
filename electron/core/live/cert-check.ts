import { certificateDomains } from '../../shared/channels/ssl'
import { formatServerAddress } from '../../shared/live/server-address'
import { TLS_PORT, type CertificateLiveReport, type LiveSettings, type ServedRow } from '../../shared/models/live'
import type { SessionState } from '../../shared/models/session'
import type { Clock } from '../ports'
import { orderedFrom, servedState, type OrderedCertificate } from './cert-compare'
import { resolversOf, type Ask } from './live-round'
import type { ProbeGuard, ProbeScope } from './probe-guard'
import type { TlsOutcome } from './served-tls'

/**
 * The served-certificate check: each of a certificate's domains is resolved through the resolvers of the settings,
 * then a TLS handshake with SNI = the domain at the address found, on 443 or the domain's port in the settings.
 * The names are the certificate's own and the addresses what the resolvers answered for them: nothing comes from a
 * field the user typed, and every question and handshake goes through the probe guard.
 */

export interface CertCheckDeps {
  guard: ProbeGuard
  ask: Ask
  systemResolvers: () => string[]
  connect(address: string, port: number, servername: string): Promise<TlsOutcome>
}

/** The domain's first address as the first resolver that answers gives it (IPv4 before IPv6); null when none. */
async function addressOf(domain: string, resolvers: string[], scope: ProbeScope, deps: CertCheckDeps) {
  for (const resolver of resolvers) {
    let answered = false
    for (const type of ['A', 'AAAA'] as const) {
      const answer = await deps.guard.probe(scope, resolver, domain, () => deps.ask(resolver, { name: domain, type }))
      if (answer === 'unreachable') continue
      answered = true
      const [first] = answer.values
      if (first) return first
    }
    if (answered) return null
  }
  return null
}

async function checkDomain(
  domain: string,
  port: number,
  ordered: OrderedCertificate,
  ctx: { resolvers: string[]; names: ReadonlySet<string>; deps: CertCheckDeps },
): Promise<ServedRow> {
  const { resolvers, names, deps } = ctx
  const address = await addressOf(domain, resolvers, { zones: [], names, targets: new Set(resolvers) }, deps)
  if (address === null) return { domain, port, address: null, state: 'unreachable', served: null }
  const target = formatServerAddress({ host: address, port })
  const outcome = await deps.guard.probe(
    { zones: [], names, targets: new Set([target]) },
    target,
    domain,
    () => deps.connect(address, port, domain),
    `TLS port ${port}`,
  )
  const served = typeof outcome === 'string' ? null : outcome
  return { domain, port, address, state: servedState(ordered, domain, outcome), served }
}

/** The certificate's report, or why nothing was tried. `orderedPem` is its crt file when it could be read. */
export async function certificateReport(
  now: SessionState,
  settings: LiveSettings,
  request: { certificateId: number; orderedPem: string | null },
  deps: CertCheckDeps,
  clock: Clock,
): Promise<CertificateLiveReport> {
  const cert = now.snapshot?.sslCertificates?.find((c) => c.id === request.certificateId)
  const ordered = cert ? orderedFrom(cert, request.orderedPem) : null
  const report = (problem: CertificateLiveReport['problem'], rows: ServedRow[] = []): CertificateLiveReport => ({
    certificateId: request.certificateId,
    checkedAt: clock.now(),
    comparedBy: ordered?.file ? 'fingerprint' : 'names',
    rows,
    problem,
  })
  if (!settings.enabled) return report('off')
  if (now.status === 'offline') return report('offline')
  if (!cert || !ordered) return report('noCertificate')
  // A wildcard names no one host to connect to: its site is whichever name the user gives it, so none is tried.
  const domains = [...certificateDomains(cert)].filter((d) => !d.startsWith('*.'))
  if (domains.length === 0) return report('noDomains')
  const ctx = { resolvers: resolversOf(settings, deps.systemResolvers), names: new Set(domains), deps }
  const rows = await Promise.all(
    domains.map((domain) => checkDomain(domain, settings.tlsPorts[domain] ?? TLS_PORT, ordered, ctx)),
  )
  return report(null, rows)
}
