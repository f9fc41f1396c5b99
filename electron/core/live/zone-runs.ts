import type { DnsZone } from '../../shared/models/dns'
import type { LiveProblem, LiveReport, LiveSettings } from '../../shared/models/live'
import type { SessionState } from '../../shared/models/session'
import type { EventBus } from '../event-bus'
import type { Clock } from '../ports'
import { allLive, expectedRecords, summarise } from './compare'
import { runRound, type RoundDeps } from './live-round'
import { ProbeRefused } from './probe-guard'
import type { LiveSettingsStore } from './settings'

/**
 * The zones' checks as they run: a round now, then again on its own (sooner first, then less often) until every
 * record is live on every server or the zone's longest TTL has passed since the check began.
 */

/** The waits between rounds: sooner first (a change usually lands within seconds), then once a minute. */
export const ROUND_WAITS_MS = [3_000, 5_000, 10_000, 20_000, 30_000, 60_000] as const
/** How long a check re-runs when the zone says no TTL. */
const DEFAULT_TTL_S = 3600

export interface RunsContext {
  clock: Clock
  bus: EventBus
  settings: LiveSettingsStore
  round: RoundDeps
  waits: readonly number[]
  /** The active account's state now. */
  current(): Promise<SessionState>
  failed(error: unknown): void
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
  const none = { servers: [], rows: [], summary, running: false, nextAt: null, notDelegated: null }
  return { zoneId, zoneName, checkedAt: now, ...none, problem }
}

/** Why no probe may go out for this zone now, or null. */
function problemOf(now: SessionState, live: LiveSettings, zone: DnsZone | undefined): LiveProblem | null {
  if (!live.enabled) return 'off'
  if (now.status === 'offline') return 'offline'
  return zone ? null : 'noZone'
}

function publish(ctx: RunsContext, run: Run, report: LiveReport): LiveReport {
  run.report = report
  ctx.bus.emit('live:changed', report)
  return report
}

/** One round of the run, and the next one scheduled unless all is live or the longest TTL has passed. */
async function round(ctx: RunsContext, run: Run): Promise<LiveReport> {
  const { clock } = ctx
  run.timer = null
  const now = await ctx.current()
  const zones = now.snapshot?.dnsZones ?? []
  const zone = zones.find((z) => z.id === run.zoneId)
  const live = await ctx.settings.get()
  const problem = now.accountId === run.accountId ? problemOf(now, live, zone) : 'noZone'
  if (problem || !zone)
    return publish(ctx, run, emptyReport(run.zoneId, zone?.name ?? '', clock.now(), problem ?? 'noZone'))
  let result
  try {
    result = await runRound(
      zone,
      zones.map((z) => z.name),
      live,
      clock.now,
      ctx.round,
    )
  } catch (error) {
    if (!(error instanceof ProbeRefused)) throw error
    const why = error.reason === 'notOwn' ? 'noServers' : error.reason
    return publish(ctx, run, emptyReport(zone.id, zone.name, clock.now(), why))
  }
  const done = allLive(result.rows) || clock.now() >= run.stopAt
  // The last round falls when the longest TTL has passed, not a wait after it.
  const wait = Math.min(ctx.waits[Math.min(run.round, ctx.waits.length - 1)] ?? 60_000, run.stopAt - clock.now())
  run.round++
  const nextAt = done ? null : clock.now() + wait
  if (nextAt !== null) run.timer = clock.setTimeout(() => void round(ctx, run).catch(ctx.failed), wait)
  const summary = summarise(result.rows, result.servers)
  const noServers = result.servers.length === 0 ? 'noServers' : null
  return publish(ctx, run, {
    zoneId: zone.id,
    zoneName: zone.name,
    checkedAt: clock.now(),
    ...result,
    summary,
    running: nextAt !== null,
    nextAt,
    problem: noServers,
  })
}

export function createZoneRuns(ctx: RunsContext) {
  const runs = new Map<string, Run>()
  const keyOf = (accountId: string, zoneId: number) => `${accountId}:${zoneId}`
  const stopAll = () => {
    for (const run of runs.values()) if (run.timer) ctx.clock.clearTimeout(run.timer)
  }

  return {
    /** Starts (or restarts) the zone's check of the active account: its first round's report. */
    async check(zoneId: number): Promise<LiveReport> {
      const now = await ctx.current()
      const zone = now.snapshot?.dnsZones?.find((z) => z.id === zoneId)
      const key = keyOf(now.accountId, zoneId)
      const previous = runs.get(key)
      if (previous?.timer) ctx.clock.clearTimeout(previous.timer)
      const ttls = zone ? expectedRecords(zone).map((e) => e.ttl ?? DEFAULT_TTL_S) : [DEFAULT_TTL_S]
      const stopAt = ctx.clock.now() + Math.max(0, ...ttls) * 1000
      const run: Run = { accountId: now.accountId, zoneId, stopAt, round: 0, timer: null, report: null }
      runs.set(key, run)
      return round(ctx, run)
    },
    /** The zone's last report in this run of Hostdeck, for the active account. */
    async report(zoneId: number): Promise<LiveReport | null> {
      return runs.get(keyOf((await ctx.current()).accountId, zoneId))?.report ?? null
    },
    stopAll,
    dispose(): void {
      stopAll()
      runs.clear()
    },
  }
}
