import type { SessionState } from '../../shared/models/session'
import type { DnsZone } from '../../shared/models/dns'
import type { LiveProblem, LiveReport, LiveSettings, ReachReport } from '../../shared/models/live'
import type { EventBus } from '../event-bus'
import type { Clock, Logger } from '../ports'
import { allLive, expectedRecords, summarise } from './compare'
import { askServer } from './dns-query'
import { runRound, systemResolversFrom, type Ask } from './live-round'
import { createProbeGuard, ProbeRefused } from './probe-guard'
import { portsToTry, reachServer, serverAddresses } from './reach'
import type { LiveSettingsStore } from './settings'

/**
 * The zones' live checks: a round now, then again on its own (sooner first, then less often) until every record is
 * live on every server or the zone's longest TTL has passed since the check began. A change to a zone starts its
 * check when the settings say so. Reports are kept for this run of Hostdeck only.
 */

/** The waits between rounds: sooner first (a change usually lands within seconds), then once a minute. */
export const ROUND_WAITS_MS = [3_000, 5_000, 10_000, 20_000, 30_000, 60_000] as const
/** How long a change's check waits at most for the change to reach the snapshot. */
const SETTLE_MS = 2_000
/** How long a check re-runs when the zone says no TTL. */
const DEFAULT_TTL_S = 3600

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
  /** Probes per second per target (tests raise it). */
  perSecond?: number
}

interface Run {
  accountId: string
  zoneId: number
  stopAt: number
  round: number
  timer: unknown
  report: LiveReport | null
}

function emptyReport(zoneId: number, zoneName: string, now: number, problem: LiveProblem): LiveReport {
  const summary = summarise([], [])
  return {
    zoneId,
    zoneName,
    checkedAt: now,
    servers: [],
    rows: [],
    summary,
    running: false,
    nextAt: null,
    notDelegated: null,
    problem,
  }
}

export function createLiveService(deps: LiveServiceDeps) {
  const { clock, settings } = deps
  const waits = deps.waitsMs ?? ROUND_WAITS_MS
  const runs = new Map<string, Run>()
  /** Zones changed through Hostdeck whose check waits for the change to reach the snapshot (SETTLE_MS at most). */
  const pending = new Map<number, unknown>()
  let zonesSeen: unknown = undefined
  let state: SessionState | null = null
  const guard = createProbeGuard({
    clock,
    log: deps.log,
    enabled: async () => (await settings.get()).enabled,
    offline: () => state?.status === 'offline',
    perSecond: deps.perSecond,
  })
  const ask = deps.ask ?? askServer
  const systemResolvers = deps.systemResolvers ?? systemResolversFrom()
  const keyOf = (accountId: string, zoneId: number) => `${accountId}:${zoneId}`

  async function current(): Promise<SessionState> {
    state = (await deps.accounts.activeSession()).state()
    return state
  }

  function publish(run: Run, report: LiveReport): LiveReport {
    run.report = report
    deps.bus.emit('live:changed', report)
    return report
  }

  /** Why no probe may go out for this zone now, or null. */
  function problemOf(now: SessionState, live: LiveSettings, zone: DnsZone | undefined): LiveProblem | null {
    if (!live.enabled) return 'off'
    if (now.status === 'offline') return 'offline'
    return zone ? null : 'noZone'
  }

  async function round(run: Run): Promise<LiveReport> {
    run.timer = null
    const now = await current()
    const zones = now.snapshot?.dnsZones ?? []
    const zone = zones.find((z) => z.id === run.zoneId)
    const live = await settings.get()
    const problem = now.accountId === run.accountId ? problemOf(now, live, zone) : 'noZone'
    if (problem || !zone)
      return publish(run, emptyReport(run.zoneId, zone?.name ?? '', clock.now(), problem ?? 'noZone'))
    let result
    try {
      result = await runRound(
        zone,
        zones.map((z) => z.name),
        live,
        clock.now,
        { guard, ask, systemResolvers },
      )
    } catch (error) {
      if (!(error instanceof ProbeRefused)) throw error
      return publish(
        run,
        emptyReport(zone.id, zone.name, clock.now(), error.reason === 'notOwn' ? 'noServers' : error.reason),
      )
    }
    const done = allLive(result.rows) || clock.now() >= run.stopAt
    // The last round falls when the longest TTL has passed, not a wait after it.
    const wait = Math.min(waits[Math.min(run.round, waits.length - 1)] ?? 60_000, run.stopAt - clock.now())
    run.round++
    const nextAt = done ? null : clock.now() + wait
    if (nextAt !== null) run.timer = clock.setTimeout(() => void round(run).catch(reportFailure), wait)
    return publish(run, {
      zoneId: zone.id,
      zoneName: zone.name,
      checkedAt: clock.now(),
      ...result,
      summary: summarise(result.rows, result.servers),
      running: nextAt !== null,
      nextAt,
      problem: result.servers.length === 0 ? 'noServers' : null,
    })
  }

  function reportFailure(error: unknown): void {
    deps.log.warn(`live: a check failed: ${(error as Error)?.message ?? String(error)}`)
  }

  /** Starts (or restarts) the zone's check of the active account: its first round's report. */
  async function check(zoneId: number): Promise<LiveReport> {
    const now = await current()
    const zone = now.snapshot?.dnsZones?.find((z) => z.id === zoneId)
    const key = keyOf(now.accountId, zoneId)
    const previous = runs.get(key)
    if (previous?.timer) clock.clearTimeout(previous.timer)
    const longest = Math.max(0, ...(zone ? expectedRecords(zone).map((e) => e.ttl ?? DEFAULT_TTL_S) : [DEFAULT_TTL_S]))
    const run: Run = {
      accountId: now.accountId,
      zoneId,
      stopAt: clock.now() + longest * 1000,
      round: 0,
      timer: null,
      report: null,
    }
    runs.set(key, run)
    return round(run)
  }

  /** A pending zone's check starts, when the settings say so. */
  async function startPending(zoneId: number): Promise<void> {
    clock.clearTimeout(pending.get(zoneId))
    pending.delete(zoneId)
    const live = await settings.get()
    if (live.enabled && live.afterChange) await check(zoneId)
  }

  /** A DNS change was answered: the zone is checked once the snapshot shows the change (a re-read), or soon anyway. */
  function changed(zoneId: number): void {
    if (pending.has(zoneId)) return
    pending.set(
      zoneId,
      clock.setTimeout(() => void startPending(zoneId).catch(reportFailure), SETTLE_MS),
    )
  }

  /** The zones' section changed (the change's answer or its re-read landed): the pending checks start. */
  function followSession(next: SessionState): void {
    const zones = next.snapshot?.dnsZones
    if (zones === zonesSeen) return
    zonesSeen = zones
    for (const zoneId of [...pending.keys()]) void startPending(zoneId).catch(reportFailure)
  }

  const unfollow = deps.accounts.onSessionChange(followSession)

  /** TCP connects to the active account's server on 22, 80, 443 and `ports`. */
  async function reach(serverId: number, ports: readonly number[] = []): Promise<ReachReport> {
    const now = await current()
    const server = now.snapshot?.servers?.find((s) => s.id === serverId)
    const report = (problem: ReachReport['problem'], addresses: ReachReport['addresses'] = []): ReachReport => ({
      serverId,
      checkedAt: clock.now(),
      addresses,
      problem,
    })
    if (!(await settings.get()).enabled) return report('off')
    if (now.status === 'offline') return report('offline')
    if (!server) return report('noServer')
    const addresses = serverAddresses(server)
    if (addresses.length === 0) return report('noAddress')
    return report(null, await reachServer(addresses, portsToTry(ports), guard, clock))
  }

  return {
    check,
    reach,
    changed,
    report: async (zoneId: number): Promise<LiveReport | null> =>
      runs.get(keyOf((await current()).accountId, zoneId))?.report ?? null,
    settings: () => settings.get(),
    async updateSettings(patch: Partial<LiveSettings>): Promise<LiveSettings> {
      const next = await settings.update(patch)
      // Probing turned off stops every check at once.
      if (!next.enabled) for (const run of runs.values()) if (run.timer) clock.clearTimeout(run.timer)
      return next
    },
    dispose(): void {
      unfollow()
      for (const timer of pending.values()) clock.clearTimeout(timer)
      pending.clear()
      for (const run of runs.values()) if (run.timer) clock.clearTimeout(run.timer)
      runs.clear()
    },
  }
}

export type LiveService = ReturnType<typeof createLiveService>
