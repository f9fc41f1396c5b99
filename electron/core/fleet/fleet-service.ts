import type { AccountSummary } from '../../shared/contract'
import type { FleetOverview, FleetSettings, FleetWarning, PaletteHit } from '../../shared/channels/fleet'
import type { TaskList } from '../../shared/channels/tasks'
import type { EventBus } from '../event-bus'
import type { Clock, Logger } from '../ports'
import type { CachedSnapshot, SnapshotCache } from '../session/snapshot-cache'
import { createSearchIndex } from './search-index'
import type { FleetSettingsStore, SettingsPatch } from './settings'
import { sortWorstFirst, summarizeAccount } from './summary'
import { createWatcher } from './watcher'
import { conditionsOf, type WarningStore } from './warnings'

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
}

/**
 * Every account at a glance: their cached snapshots (kept current as the caches are written), the palette's
 * index over them, the warnings they call for, and the background watching of the accounts not in view.
 */
export function createFleetService(deps: FleetDeps) {
  const cached = new Map<string, CachedSnapshot | null>()
  const index = createSearchIndex()
  let running: TaskList = deps.tasks.list()
  let evaluateTimer: unknown
  let disposed = false

  async function visibleAccounts(): Promise<AccountSummary[]> {
    return (await deps.accounts.list()).filter((a) => !a.hidden || a.active)
  }

  /** Reads the caches of accounts not seen yet (once each) and drops removed ones. */
  async function ensureLoaded(accounts: AccountSummary[]): Promise<void> {
    for (const account of accounts) {
      if (!cached.has(account.id)) {
        const entry = await deps.cache.read(account.id).catch(() => null)
        if (!cached.has(account.id)) {
          cached.set(account.id, entry)
          index.setAccount(account.id, account.label, entry?.snapshot ?? null)
        }
      }
    }
    const ids = new Set(accounts.map((a) => a.id))
    for (const id of [...cached.keys()]) {
      if (!ids.has(id)) {
        cached.delete(id)
        index.removeAccount(id)
      }
    }
  }

  /** One account's conditions against what was raised: new warnings are announced. */
  async function evaluate(account: AccountSummary, settings: FleetSettings): Promise<FleetWarning[]> {
    const entry = cached.get(account.id) ?? null
    const warn = settings.warnAccounts[account.id] !== false
    const conditions = warn
      ? conditionsOf(account.id, account.label, entry?.snapshot ?? null, deps.clock.now()).filter(
          (c) => settings.warnKinds[c.kind] !== false,
        )
      : []
    return deps.warnings.reconcile(account.id, account.label, conditions, deps.clock.now())
  }

  async function evaluateAll(): Promise<void> {
    const accounts = await visibleAccounts()
    await ensureLoaded(accounts)
    const settings = await deps.settings.get()
    const fresh: FleetWarning[] = []
    for (const account of accounts) fresh.push(...(await evaluate(account, settings)))
    // Warnings of accounts gone (removed or hidden) are forgotten with them.
    const ids = new Set(accounts.map((a) => a.id))
    for (const w of await deps.warnings.list())
      if (!ids.has(w.accountId)) await deps.warnings.forgetAccount(w.accountId)
    if (fresh.length > 0) deps.bus.emit('fleet:warnings', fresh)
    await announce()
  }

  async function overview(): Promise<FleetOverview> {
    const accounts = await visibleAccounts()
    await ensureLoaded(accounts)
    const settings = await deps.settings.get()
    const warnings = await deps.warnings.list()
    const now = deps.clock.now()
    const cards = accounts.map((account) => {
      const entry = cached.get(account.id) ?? null
      return summarizeAccount({
        account,
        watched: settings.watch[account.id] !== false,
        snapshot: entry?.snapshot ?? null,
        fetchedAt: entry?.fetchedAt ?? null,
        runningTasks: running.running.filter((t) => t.accountId === account.id).length,
        warnings: warnings.filter((w) => w.accountId === account.id),
        now,
      })
    })
    return { cards: sortWorstFirst(cards), watching: watcher.current() }
  }

  async function announce(): Promise<void> {
    if (disposed) return
    deps.bus.emit('fleet:changed', await overview())
  }

  /** Serialises evaluations: cache writes can land together. */
  let queue: Promise<void> = Promise.resolve()
  const enqueue = (job: () => Promise<void>) => {
    queue = queue.then(job).catch((error: unknown) => deps.log.warn(`fleet: ${(error as Error).message}`))
    return queue
  }

  const watcher = createWatcher({
    clock: deps.clock,
    log: deps.log,
    intervalMs: deps.watchIntervalMs,
    async candidates() {
      const settings = await deps.settings.get()
      return (await visibleAccounts()).filter((a) => !a.active && settings.watch[a.id] !== false).map((a) => a.id)
    },
    async isOffline() {
      const active = (await deps.accounts.list()).find((a) => a.active)
      return active ? deps.accounts.isOffline(active.id) : false
    },
    async read(id) {
      void announce()
      const outcome = await deps.accounts.readInBackground(id)
      return outcome === 'active' ? 'answered' : outcome
    },
    onRound: () => void enqueue(evaluateAll),
  })

  function scheduleEvaluation(): void {
    evaluateTimer = deps.clock.setTimeout(() => {
      void enqueue(evaluateAll).finally(() => !disposed && scheduleEvaluation())
    }, EVALUATE_EVERY_MS)
  }

  const stops = [
    deps.bus.on('tasks:changed', (list) => {
      const next = list as TaskList
      const counts = (l: TaskList) =>
        l.running
          .map((t) => t.accountId)
          .sort()
          .join()
      const changed = counts(next) !== counts(running)
      running = next
      if (changed) void enqueue(announce)
    }),
    deps.bus.on('accounts:changed', () => void enqueue(evaluateAll)),
  ]

  return {
    /** Loads every cache, raises what they call for, and starts watching. */
    start(): Promise<void> {
      watcher.start()
      scheduleEvaluation()
      return enqueue(evaluateAll)
    },
    /** A cache was written (the active session, or a background read): its card, index and warnings follow. */
    noteCacheWrite(accountId: string, entry: CachedSnapshot): Promise<void> {
      cached.set(accountId, entry)
      // The read that wrote this entry counts as made now, whichever account is active by the time the queue
      // reaches it: an account switched away from at once is not read again in the background.
      watcher.noteRead(accountId, deps.clock.now())
      return enqueue(async () => {
        const account = (await deps.accounts.list()).find((a) => a.id === accountId)
        if (!account) return
        index.setAccount(accountId, account.label, entry.snapshot)
        const fresh = await evaluate(account, await deps.settings.get())
        if (fresh.length > 0) deps.bus.emit('fleet:warnings', fresh)
        await announce()
      })
    },
    noteCacheRemoved(accountId: string): void {
      cached.delete(accountId)
      index.removeAccount(accountId)
    },
    overview,
    async search(query: string, limit: number): Promise<PaletteHit[]> {
      await ensureLoaded(await visibleAccounts())
      return index.search(query, limit)
    },
    async acknowledge(keys: readonly string[]): Promise<null> {
      await deps.warnings.acknowledge(keys)
      return null
    },
    settings: () => deps.settings.get(),
    async updateSettings(patch: SettingsPatch): Promise<FleetSettings> {
      const next = await deps.settings.update(patch)
      if (patch.accountId && patch.watch) watcher.forget(patch.accountId)
      await enqueue(evaluateAll)
      if (patch.accountId && patch.watch) void watcher.round()
      return next
    },
    watcher,
    /** Waits for pending evaluations (tests). */
    settled: () => queue,
    async dispose(): Promise<void> {
      disposed = true
      deps.clock.clearTimeout(evaluateTimer)
      stops.forEach((stop) => stop())
      await watcher.dispose()
      await queue
      await deps.warnings.flushed()
    },
  }
}

export type FleetService = ReturnType<typeof createFleetService>
