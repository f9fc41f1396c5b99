import type { LiveSettings, ReachReport } from '../../shared/models/live'
import type { SessionState } from '../../shared/models/session'
import type { EventBus } from '../event-bus'
import type { Clock, Logger } from '../ports'
import { createChangeFollower } from './after-change'
import { createCertificateChecks } from './cert-checks'
import { askServer } from './dns-query'
import { systemResolversFrom, type Ask } from './live-round'
import { createProbeGuard } from './probe-guard'
import { reachReport } from './reach'
import { fetchServed, type TlsOutcome } from './served-tls'
import type { LiveSettingsStore } from './settings'
import { createZoneRuns, ROUND_WAITS_MS } from './zone-runs'

/**
 * The live checks: the zones' runs (zone-runs.ts), a change's check once it reached the snapshot (after-change.ts),
 * a server's reachability (reach.ts), every probe through one guard. Reports are kept for this run of Hostdeck only.
 */

export { ROUND_WAITS_MS } from './zone-runs'

export interface LiveServiceDeps {
  /** The active account's session (what it holds, whether it is offline) and its every change. */
  accounts: {
    activeSession(): Promise<{ state(): SessionState }>
    onSessionChange(follower: (state: SessionState) => void): () => void
  }
  settings: LiveSettingsStore
  bus: EventBus
  clock: Clock
  log: Logger
  ask?: Ask
  systemResolvers?: () => string[]
  waitsMs?: readonly number[]
  /** The TLS handshake of the served-certificate check (tests may stand in for it). */
  connect?: (address: string, port: number, servername: string) => Promise<TlsOutcome>
  /** Probes per second per target (tests raise it). */
  perSecond?: number
}

export function createLiveService(deps: LiveServiceDeps) {
  const { clock, settings } = deps
  let state: SessionState | null = null
  const current = async (): Promise<SessionState> => (state = (await deps.accounts.activeSession()).state())
  const failed = (error: unknown) =>
    deps.log.warn(`live: a check failed: ${(error as Error)?.message ?? String(error)}`)
  const guard = createProbeGuard({
    clock,
    log: deps.log,
    enabled: async () => (await settings.get()).enabled,
    offline: () => state?.status === 'offline',
    perSecond: deps.perSecond,
  })
  const round = { guard, ask: deps.ask ?? askServer, systemResolvers: deps.systemResolvers ?? systemResolversFrom() }
  const runs = createZoneRuns({
    clock,
    bus: deps.bus,
    settings,
    round,
    waits: deps.waitsMs ?? ROUND_WAITS_MS,
    current,
    failed,
  })
  const follower = createChangeFollower({
    clock,
    failed,
    async start(zoneId) {
      const live = await settings.get()
      if (live.enabled && live.afterChange) await runs.check(zoneId)
    },
  })
  const certificates = createCertificateChecks({
    bus: deps.bus,
    clock,
    settings,
    current,
    check: { ...round, connect: deps.connect ?? ((address, port, name) => fetchServed(address, port, name, clock)) },
  })
  const unfollow = deps.accounts.onSessionChange((next) => follower.follow(next.snapshot?.dnsZones))

  return {
    check: runs.check,
    report: runs.report,
    /** A DNS change to the zone was answered (core/live/after-change.ts tells). */
    changed: follower.changed,
    /** TCP connects to the active account's server on 22, 80, 443 and `ports`. */
    async reach(serverId: number, ports: readonly number[] = []): Promise<ReachReport> {
      const now = await current()
      return reachReport(now, (await settings.get()).enabled, { serverId, ports }, guard, clock)
    },
    /** What each of the certificate's domains serves, compared with its crt file when `readPem` gets one. */
    certificate: certificates.check,
    certificateReport: certificates.report,
    /** What the account's sites were last seen serving in this run (the fleet's early warning reads it). */
    servedSites: certificates.servedSites,
    settings: () => settings.get(),
    async updateSettings(patch: Partial<LiveSettings>): Promise<LiveSettings> {
      const next = await settings.update(patch)
      // Probing turned off stops every check at once.
      if (!next.enabled) runs.stopAll()
      return next
    },
    dispose(): void {
      unfollow()
      follower.dispose()
      runs.dispose()
    },
  }
}

export type LiveService = ReturnType<typeof createLiveService>
