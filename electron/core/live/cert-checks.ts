import type { CertificateLiveReport, ServedSite } from '../../shared/models/live'
import type { SessionState } from '../../shared/models/session'
import type { SslCertificate } from '../../shared/models/ssl'
import type { EventBus } from '../event-bus'
import type { Clock } from '../ports'
import { certificateReport, type CertCheckDeps } from './cert-check'
import type { LiveSettingsStore } from './settings'

/**
 * The certificates' checks and their last reports, per account, for this run of Hostdeck only: a site's certificate
 * is what it served when last asked. Each report is pushed (`live:certificateChanged`), which the fleet hears.
 */
export function createCertificateChecks(deps: {
  bus: EventBus
  clock: Clock
  settings: LiveSettingsStore
  current(): Promise<SessionState>
  check: CertCheckDeps
}) {
  /** By account, then by certificate id. */
  const reports = new Map<string, Map<number, CertificateLiveReport>>()

  return {
    /** `readPem` reads the certificate's crt file (null when there is none to read). */
    async check(
      certificateId: number,
      readPem: (cert: SslCertificate) => Promise<string | null>,
    ): Promise<CertificateLiveReport> {
      const now = await deps.current()
      const settings = await deps.settings.get()
      const cert = now.snapshot?.sslCertificates?.find((c) => c.id === certificateId)
      // Nothing is read for a check that will not run (probing off, offline).
      const runs = cert && settings.enabled && now.status !== 'offline'
      const orderedPem = runs ? await readPem(cert) : null
      const report = await certificateReport(now, settings, { certificateId, orderedPem }, deps.check, deps.clock)
      const held = reports.get(now.accountId) ?? new Map<number, CertificateLiveReport>()
      reports.set(now.accountId, held.set(certificateId, report))
      deps.bus.emit('live:certificateChanged', report)
      return report
    },
    async report(certificateId: number): Promise<CertificateLiveReport | null> {
      const now = await deps.current()
      return reports.get(now.accountId)?.get(certificateId) ?? null
    },
    /** Every site of the account seen serving a certificate, by domain (the last check that reached it). */
    servedSites(accountId: string): ServedSite[] {
      const byDomain = new Map<string, ServedSite>()
      const held = [...(reports.get(accountId)?.values() ?? [])].sort((a, b) => a.checkedAt - b.checkedAt)
      for (const report of held)
        for (const row of report.rows)
          if (row.served) byDomain.set(row.domain, { domain: row.domain, served: row.served, seenAt: report.checkedAt })
      return [...byDomain.values()]
    },
  }
}
