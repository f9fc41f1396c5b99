import type { AccountService } from '../accounts/account-service'
import type { Handlers } from '../dispatch'
import { createImportBatches } from '../dns/import-batch'
import { createImportRecords, cutImportNotice } from '../dns/import-records'
import type { EventBus } from '../event-bus'
import type { NoticeBox, ReportProblem } from '../files/notice-box'
import { fleetClockFrom } from '../fleet/fake-now'
import { createFleetService, type FleetService } from '../fleet/fleet-service'
import { createFleetSettings } from '../fleet/settings'
import { createWarningStore } from '../fleet/warnings'
import { createJournal, type Journal } from '../journal/journal'
import { createLiveService, type LiveService } from '../live/live-service'
import { createLiveSettings } from '../live/settings'
import type { Clock, FetchFn, Logger } from '../ports'
import type { SnapshotCache } from '../session/snapshot-cache'
import { createTagService } from '../tags/tag-service'
import { createTagStore, type TagStore } from '../tags/tag-store'
import { createTaskTracker } from '../tasks/tracker'
import type { TaskCentre } from '../tasks/types'
import { RELEASE_PUBLIC_KEY } from '../updates/release-key'
import { createUpdateChecker, feedSource } from '../updates/update-checker'
import type { BackendDeps } from './backend-deps'

/** What every service is made with. */
interface Common {
  bus: EventBus
  clock: Clock
  log: Logger
}

/** The update check: the host's own source, else the generic feed when one is set, else none. */
export function startUpdates(deps: BackendDeps, { bus, clock, log, fetch }: Common & { fetch: FetchFn }) {
  return createUpdateChecker({
    source:
      deps.updateSource ??
      (deps.updateFeedUrl
        ? feedSource({
            feedUrl: deps.updateFeedUrl,
            current: deps.appVersion,
            platform: deps.platform,
            fetch,
            releaseKey: deps.updateReleaseKey ?? RELEASE_PUBLIC_KEY,
          })
        : undefined),
    bus,
    clock,
    log,
    checkAfterMs: deps.updateCheckAfterMs,
  })
}

/** The tasks the API runs for an account, and the journal of every change sent. */
export function startTasksAndJournal(
  deps: BackendDeps,
  { bus, clock, log, problem, accounts }: Common & { problem: ReportProblem; accounts: AccountService },
) {
  const accountLabel = async (id: string) => (await accounts.list()).find((a) => a.id === id)?.label
  const tasks = createTaskTracker({
    apiFor: (id) => accounts.apiFor(id),
    isOffline: (id) => accounts.isOffline(id),
    accountLabel,
    // Only the active account has a session to refresh; another account re-reads everything when switched to.
    // While the window is hidden the re-read waits until it is visible again.
    refresh: (id, sections) => accounts.rereadAfterTask(id, sections),
    onSessionChange: accounts.onSessionChange,
    bus,
    clock,
    dataDir: deps.dataDir,
    log,
    problem,
  })
  // Every change sent is journaled: the mutate path says when, the handlers' wrapper what and how it ended; an
  // entry whose answer was lost is checked with its account's API.
  const apiFor = (id: string) => accounts.apiFor(id)
  const journal = createJournal({ dataDir: deps.dataDir, bus, clock, log, problem, accountLabel, apiFor })
  return { tasks, journal }
}

/** The fleet: every account's cards, their warnings and the background watching. */
export function createFleet(
  deps: BackendDeps,
  p: Common & {
    accounts: AccountService
    cache: SnapshotCache
    tasks: TaskCentre
    journal: Journal
    tags: TagStore
    live: Pick<LiveService, 'servedSites'>
  },
): FleetService {
  return createFleetService({
    tags: p.tags,
    accounts: p.accounts,
    cache: p.cache,
    tasks: p.tasks,
    warnings: createWarningStore(deps.dataDir),
    settings: createFleetSettings(deps.dataDir),
    bus: p.bus,
    clock: deps.fleetClock ?? fleetClockFrom(process.env.HOSTDECK_FLEET_NOW, p.clock),
    log: p.log,
    watchIntervalMs: deps.watchIntervalMs,
    journal: p.journal,
    served: (accountId) => p.live.servedSites(accountId),
  })
}

/**
 * Zone-file imports: each change goes through the journaled DNS channels, marked with its batch; a running batch
 * is kept on disk, and one a kill or crash cut is said at start (`cutImports`).
 */
export function startImports(
  deps: BackendDeps,
  parts: Omit<Common, 'log'> & { box: NoticeBox; accounts: AccountService; journal: Journal },
  handlers: () => Handlers,
) {
  const { accounts, journal } = parts
  const records = createImportRecords(deps.dataDir)
  const cutImports = records.takeCut().then(
    (cut) => (cut.length > 0 ? cut.map(cutImportNotice).join('\n') : null),
    () => null,
  )
  const imports = createImportBatches({
    send: (channel, input, batchId) => {
      // The batch's input was checked as the channel's when the batch was started.
      const run = handlers()[channel] as (input: unknown) => Promise<unknown>
      return journal.tagged({ batchId }, async () => run(input))
    },
    bus: parts.bus,
    clock: parts.clock,
    paceMs: deps.importPaceMs,
    records,
    zoneName: async (zoneId) =>
      (await accounts.activeSession()).state().snapshot?.dnsZones?.find((z) => z.id === zoneId)?.name ?? null,
    problem: parts.box.problem,
  })
  return { imports, cutImports }
}

/** The zones' live checks: their settings in the data folder, their reports pushed as they come. */
export function startLive(deps: BackendDeps, p: Common & { accounts: AccountService }) {
  return createLiveService({
    accounts: p.accounts,
    settings: createLiveSettings(deps.dataDir),
    bus: p.bus,
    clock: p.clock,
    log: p.log,
  })
}

/** The tags, notes and saved views on disk: every window hears of a change. */
export function createTags(deps: BackendDeps, { bus, log }: Omit<Common, 'clock'>): TagStore {
  return createTagStore(deps.dataDir, log, { onChange: () => bus.emit('tags:changed', null) })
}

/** Tags' channels' service; orphans are judged against the fleet's cached snapshots. */
export function startTags(p: { store: TagStore; accounts: AccountService; fleet: FleetService }) {
  return createTagService({
    store: p.store,
    accounts: async () => (await p.accounts.list()).map(({ id, label }) => ({ id, label })),
    snapshots: async () =>
      new Map((await p.fleet.snapshots()).map(({ account, cached }) => [account.id, cached?.snapshot ?? null])),
  })
}
