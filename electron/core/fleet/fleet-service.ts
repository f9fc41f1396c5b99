import type { BulkServer } from '../../shared/channels/bulk'
import type { AccountSummary } from '../../shared/contract'
import type { FleetOverview, FleetSettings, FleetWarning, PaletteHit } from '../../shared/channels/fleet'
import type { JournalEntry } from '../../shared/channels/journal'
import type { ServedSite } from '../../shared/models/live'
import type { TaskList } from '../../shared/channels/tasks'
import type { EventBus } from '../event-bus'
import type { Clock, Logger } from '../ports'
import type { CachedSnapshot, SnapshotCache } from '../session/snapshot-cache'
import { BackendError } from '../errors'
import { createFleetAccounts, evaluateAccount, overviewOf, type FleetAccounts } from './fleet-accounts'
import type { FleetSettingsStore, SettingsPatch } from './settings'
import type { TagSource } from './search-filter'
import { createWatcher, type Watcher } from './watcher'
import type { WarningStore } from './warnings'

/** Re-evaluates warnings this often even when nothing was read (a certificate crosses a threshold with time). */
const EVALUATE_EVERY_MS = 3600_000

export interface FleetDeps {
  accounts: {
    list(): Promise<AccountSummary[]>
    readInBackground(id: string): Promise<'answered' | 'unreachable' | 'failed' | 'active'>
    isOffline(id: string): Promise<boolean>
  }
  cache: Pick<SnapshotCache, 'read'>
  tasks: { list(): TaskList }
  warnings: WarningStore
  settings: FleetSettingsStore
  bus: EventBus
  clock: Clock
  log: Logger
  watchIntervalMs?: number
  /** The user's tags, which the palette's filter (`tag:env=prod`) looks up. */
  tags?: TagSource
  /** What the account's sites were last seen serving (the live check's): a renewal not installed is a warning. */
  served?: (accountId: string) => readonly ServedSite[]
  /** The journal of the changes sent: a state the user set themselves raises no warning (own-changes). */
  journal?: { list(accountId: string): Promise<JournalEntry[]> }
}

/** Background watching of the accounts not in view (not the active one, watching switched on). */
function watchAccounts(deps: FleetDeps, fleet: FleetAccounts, hooks: { announce(): void; onRound(): void }) {
  return createWatcher({
    clock: deps.clock,
    log: deps.log,
    intervalMs: deps.watchIntervalMs,
    async candidates() {
      const settings = await deps.settings.get()
      return (await fleet.visible()).filter((a) => !a.active && settings.watch[a.id] !== false).map((a) => a.id)
    },
    async isOffline() {
      const active = (await deps.accounts.list()).find((a) => a.active)
      return active ? deps.accounts.isOffline(active.id) : false
    },
    async read(id) {
      hooks.announce()
      const outcome = await deps.accounts.readInBackground(id)
      return outcome === 'active' ? 'answered' : outcome
    },
    onRound: hooks.onRound,
  })
}

/** The running tasks as the task centre last listed them; `onMove` hears when they moved between accounts. */
function followRunning(deps: FleetDeps, onMove: () => void) {
  const accountsOf = (l: TaskList) =>
    l.running
      .map((t) => t.accountId)
      .sort()
      .join()
  let running = deps.tasks.list()
  const stop = deps.bus.on('tasks:changed', (list) => {
    const changed = accountsOf(list as TaskList) !== accountsOf(running)
    running = list as TaskList
    if (changed) onMove()
  })
  return { current: () => running, stop }
}

/** Runs jobs one after another; a failed one is logged and the next runs. */
function serialQueue(log: Logger) {
  let queue: Promise<void> = Promise.resolve()
  return {
    enqueue(job: () => Promise<void>): Promise<void> {
      queue = queue.then(job).catch((error: unknown) => log.warn(`fleet: ${(error as Error).message}`))
      return queue
    },
    settled: () => queue,
  }
}

/** Runs `job` every `ms` (the next once it has finished) until stopped or `stopped()` says so. */
function repeating(clock: Clock, ms: number, job: () => Promise<void>, stopped: () => boolean) {
  let timer: unknown
  const schedule = (): void => {
    timer = clock.setTimeout(() => void job().finally(() => !stopped() && schedule()), ms)
  }
  return { start: schedule, stop: () => clock.clearTimeout(timer) }
}

/** Every visible account's conditions against what was raised; warnings of accounts gone are forgotten. */
async function evaluateEvery(deps: FleetDeps, fleet: FleetAccounts): Promise<FleetWarning[]> {
  const accounts = await fleet.loaded()
  const settings = await deps.settings.get()
  const fresh: FleetWarning[] = []
  for (const account of accounts) fresh.push(...(await evaluateAccount(deps, fleet, account, settings)))
  // Warnings of accounts gone (removed or hidden) are forgotten with them: once an account, not once a warning.
  const ids = new Set(accounts.map((a) => a.id))
  const gone = new Set((await deps.warnings.list()).map((w) => w.accountId).filter((id) => !ids.has(id)))
  for (const id of gone) await deps.warnings.forgetAccount(id)
  return fresh
}

/** A written cache's account: indexed anew and evaluated; null when the account is gone. */
async function evaluateWritten(
  deps: FleetDeps,
  fleet: FleetAccounts,
  accountId: string,
  entry: CachedSnapshot,
): Promise<FleetWarning[] | null> {
  const account = (await deps.accounts.list()).find((a) => a.id === accountId)
  if (!account) return null
  fleet.index.setAccount(accountId, account.label, entry.snapshot)
  return evaluateAccount(deps, fleet, account, await deps.settings.get())
}

/** The fleet settings and acknowledgements, as the channels change them. */
function settingsActions(deps: FleetDeps, watcher: Watcher, reevaluate: () => Promise<void>) {
  return {
    async acknowledge(keys: readonly string[]): Promise<null> {
      await deps.warnings.acknowledge(keys)
      return null
    },
    settings: () => deps.settings.get(),
    async updateSettings(patch: SettingsPatch): Promise<FleetSettings> {
      // Settings are kept only for accounts that exist: an unknown id would stay in the file for ever.
      if (patch.accountId && !(await deps.accounts.list()).some((a) => a.id === patch.accountId))
        throw new BackendError({
          kind: 'notFound',
          field: 'accountId',
          message: `There is no account "${patch.accountId.slice(0, 64)}": its watch settings were not saved.`,
        })
      const next = await deps.settings.update(patch)
      if (patch.accountId && patch.watch) watcher.forget(patch.accountId)
      await reevaluate()
      if (patch.accountId && patch.watch) void watcher.round()
      return next
    },
  }
}

/**
 * Every account at a glance: their cached snapshots (kept current as the caches are written), the palette's
 * index over them, the warnings they call for, and the background watching of the accounts not in view.
 */
export function createFleetService(deps: FleetDeps) {
  const fleet = createFleetAccounts(deps)
  const running = followRunning(deps, () => void enqueue(announce))
  let disposed = false

  const emitFresh = (fresh: FleetWarning[]) => fresh.length > 0 && deps.bus.emit('fleet:warnings', fresh)
  async function evaluateAll(): Promise<void> {
    emitFresh(await evaluateEvery(deps, fleet))
    await announce()
  }

  const overview = (): Promise<FleetOverview> => overviewOf(deps, fleet, running.current, watcher.current)
  async function announce(): Promise<void> {
    if (disposed) return
    deps.bus.emit('fleet:changed', await overview())
  }

  /** Serialises evaluations: cache writes can land together. */
  const { enqueue, settled } = serialQueue(deps.log)

  const watcher = watchAccounts(deps, fleet, {
    announce: () => void announce(),
    onRound: () => void enqueue(evaluateAll),
  })
  const hourly = repeating(
    deps.clock,
    EVALUATE_EVERY_MS,
    () => enqueue(evaluateAll),
    () => disposed,
  )
  const stops = [
    running.stop,
    deps.bus.on('accounts:changed', () => void enqueue(evaluateAll)),
    // A site's certificate seen anew may call for a warning (renewed-sites.ts).
    deps.bus.on('live:certificateChanged', () => void enqueue(evaluateAll)),
  ]

  return {
    /** Loads every cache, raises what they call for, and starts watching. */
    start(): Promise<void> {
      watcher.start()
      hourly.start()
      return enqueue(evaluateAll)
    },
    /** A cache was written (the active session, or a background read): its card, index and warnings follow. */
    noteCacheWrite(accountId: string, entry: CachedSnapshot): Promise<void> {
      fleet.cached.set(accountId, entry)
      // The read that wrote this entry counts as made now, whichever account is active by the time the queue
      // reaches it: an account switched away from at once is not read again in the background.
      watcher.noteRead(accountId, deps.clock.now())
      return enqueue(async () => {
        const fresh = await evaluateWritten(deps, fleet, accountId, entry)
        if (fresh === null) return
        emitFresh(fresh)
        await announce()
      })
    },
    noteCacheRemoved: (accountId: string): void => fleet.remove(accountId),
    overview,
    /** The visible accounts with their cached snapshots (null: never read), as the fleet holds them. */
    async snapshots(): Promise<Array<{ account: AccountSummary; cached: CachedSnapshot | null }>> {
      const accounts = await fleet.loaded()
      return accounts.map((account) => ({ account, cached: fleet.cached.get(account.id) ?? null }))
    },
    async search(query: string, limit: number): Promise<PaletteHit[]> {
      await Promise.all([fleet.loaded(), deps.tags?.load()])
      return (await fleet.index.searchInTurns(query, limit)) ?? [] // null: a newer search overtook it
    },
    /**
     * Every visible account's cached servers, in the accounts' order: what a bulk action picks from. A hidden
     * account's never, even while it is the one open.
     */
    async servers(): Promise<BulkServer[]> {
      const accounts = (await fleet.loaded()).filter((a) => !a.hidden)
      return accounts.flatMap(({ id, label }) =>
        (fleet.cached.get(id)?.snapshot?.servers ?? []).map(({ id: serverId, name, state, isPowerOn, ip }) => ({
          accountId: id,
          accountLabel: label,
          id: serverId,
          name,
          state,
          isPowerOn,
          ip,
        })),
      )
    },
    ...settingsActions(deps, watcher, () => enqueue(evaluateAll)),
    watcher,
    /** Waits for pending evaluations (tests). */
    settled,
    async dispose(): Promise<void> {
      disposed = true
      hourly.stop()
      stops.forEach((stop) => stop())
      await watcher.dispose()
      await settled()
      await deps.warnings.flushed()
    },
  }
}

export type FleetService = ReturnType<typeof createFleetService>
