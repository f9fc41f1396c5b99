import type { AccountSummary } from '../../shared/contract'
import type { FleetOverview, FleetSettings, FleetWarning } from '../../shared/channels/fleet'
import type { TaskList } from '../../shared/channels/tasks'
import type { CachedSnapshot } from '../session/snapshot-cache'
import type { FleetDeps } from './fleet-service'
import { createSearchIndex } from './search-index'
import { sortWorstFirst, summarizeAccount } from './summary'
import { exceptOwnStates, ownStates } from './own-changes'
import { conditionsOf } from './warnings'

/** The accounts as the fleet sees them: their cached snapshots (kept current as the caches are written), indexed. */
export function createFleetAccounts(deps: Pick<FleetDeps, 'accounts' | 'cache' | 'tags' | 'clock'>) {
  const cached = new Map<string, CachedSnapshot | null>()
  const index = createSearchIndex({ tags: deps.tags, now: () => deps.clock.now() })

  async function visible(): Promise<AccountSummary[]> {
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

  return {
    cached,
    index,
    visible,
    ensureLoaded,
    /** The visible accounts, each with its cache read. */
    async loaded(): Promise<AccountSummary[]> {
      const accounts = await visible()
      await ensureLoaded(accounts)
      return accounts
    },
    remove(accountId: string): void {
      cached.delete(accountId)
      index.removeAccount(accountId)
    },
  }
}

export type FleetAccounts = ReturnType<typeof createFleetAccounts>

/** One account's conditions against what was raised: new warnings are announced. */
export async function evaluateAccount(
  deps: Pick<FleetDeps, 'warnings' | 'clock' | 'journal' | 'served'>,
  fleet: FleetAccounts,
  account: AccountSummary,
  settings: FleetSettings,
): Promise<FleetWarning[]> {
  const entry = fleet.cached.get(account.id) ?? null
  const warn = settings.warnAccounts[account.id] !== false
  // A state the user set themselves (a storage user they blocked) is their own change, not a warning.
  const own = warn && deps.journal ? ownStates(await deps.journal.list(account.id)) : new Set<string>()
  const conditions = warn
    ? exceptOwnStates(
        conditionsOf(account.id, account.label, entry?.snapshot ?? null, deps.clock.now(), deps.served?.(account.id)),
        own,
      ).filter((c) => settings.warnKinds[c.kind] !== false)
    : []
  return deps.warnings.reconcile(account.id, account.label, conditions, deps.clock.now())
}

/** Every visible account's card, worst first. */
export async function overviewOf(
  deps: Pick<FleetDeps, 'settings' | 'warnings' | 'clock'>,
  fleet: FleetAccounts,
  running: () => TaskList,
  watching: () => string | null,
): Promise<FleetOverview> {
  const accounts = await fleet.loaded()
  const settings = await deps.settings.get()
  const warnings = await deps.warnings.list()
  const now = deps.clock.now()
  // Each account's running tasks and warnings, sorted out once: not a walk over all of them for every card.
  const runningIn = new Map<string, number>()
  for (const task of running().running) runningIn.set(task.accountId, (runningIn.get(task.accountId) ?? 0) + 1)
  const warningsOf = new Map<string, FleetWarning[]>()
  for (const w of warnings) {
    const listed = warningsOf.get(w.accountId)
    if (listed) listed.push(w)
    else warningsOf.set(w.accountId, [w])
  }
  const cards = accounts.map((account) => {
    const entry = fleet.cached.get(account.id) ?? null
    return summarizeAccount({
      account,
      watched: settings.watch[account.id] !== false,
      snapshot: entry?.snapshot ?? null,
      fetchedAt: entry?.fetchedAt ?? null,
      runningTasks: runningIn.get(account.id) ?? 0,
      warnings: warningsOf.get(account.id) ?? [],
      now,
    })
  })
  return { cards: sortWorstFirst(cards), watching: watching() }
}
