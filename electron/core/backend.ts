import { arch, release } from 'node:os'
import { keepHeapNearWhatItHolds } from './heap'
import type { HostMode } from '../shared/channels/app'
import { diagnosticsReport } from './log/diagnostics'
import type { InvokeResult } from '../shared/errors'
import { createAccountService, type AccountService } from './accounts/account-service'
import type { ApiTuning } from './accounts/api-clients'
import { createDemoSandbox, demoPaceFromEnv } from './accounts/demo-sandbox'
import { createAccountRegistry, type AccountRegistry } from './accounts/registry'
import { dispatch, type Handlers } from './dispatch'
import { EventBus } from './event-bus'
import { buildAccountHandlers } from './handlers/accounts'
import { buildAppHandlers } from './handlers/app'
import { buildDnsHandlers, buildDnsImportHandlers } from './handlers/dns'
import { buildImageHandlers } from './handlers/images'
import { createImportBatches, type ImportBatches } from './dns/import-batch'
import { buildJournalHandlers } from './handlers/journal'
import { createJournal, type Journal } from './journal/journal'
import { madeImageIds } from './journal/operations/images'
import { buildNetworkHandlers } from './handlers/networks'
import { actionTimeLimitFromEnv, createResourceContext, type ResourceContext } from './handlers/resource-context'
import { buildServerHandlers } from './handlers/servers'
import { buildSessionHandlers } from './handlers/session'
import { buildSshKeyHandlers } from './handlers/ssh-keys'
import { buildSslHandlers } from './handlers/ssl'
import { buildStorageHandlers } from './handlers/storage'
import { buildTaskHandlers } from './handlers/tasks'
import { buildFleetHandlers } from './handlers/fleet'
import { createFleetService, type FleetService } from './fleet/fleet-service'
import { fleetClockFrom } from './fleet/fake-now'
import { observeCache } from './fleet/observed-cache'
import { createFleetSettings } from './fleet/settings'
import { createWarningStore } from './fleet/warnings'
import { createTaskTracker } from './tasks/tracker'
import type { TaskCentre } from './tasks/types'
import {
  type Clock,
  type FetchFn,
  type Logger,
  type UpdateSource,
  type NetworkPort,
  type SecretStore,
  consoleLogger,
  systemClock,
} from './ports'
import { directNetwork, preferredFetch } from './network/network'
import { createPreferenceStore, type PreferenceStore } from './preferences'
import { createUpdateChecker, feedSource } from './updates/update-checker'
import { createSnapshotCache, WRITE_SETTLE_MS } from './session/snapshot-cache'
import { cleanDataDir } from './files/data-dir-cleanup'
import { lockDataDir, type DataDirLock } from './files/data-dir-lock'
import { createImportRecords, cutImportNotice } from './dns/import-records'
import { createNoticeBox, type NoticeBox, type ReportProblem } from './files/notice-box'
import type { WriteFs } from './files/atomic-write'

export interface BackendDeps {
  mode: HostMode
  appName: string
  appVersion: string
  platform: string
  /** Where accounts, caches and preferences live (never secrets). */
  dataDir: string
  secretStore: SecretStore
  clock?: Clock
  log?: Logger
  /** Duration of one step of the Demo account's simulated tasks. */
  demoPaceMs?: number
  /** Points the Demo account at an already running sandbox instead of starting one (e2e tests). */
  demoApiUrl?: string
  /** Waits between reachability probes while an account is offline (tests shorten them). */
  probeDelaysMs?: readonly number[]
  /** Per-attempt timeout and GET retries of the API clients (tests shorten them). */
  apiTuning?: ApiTuning
  /** [0, 1): jitter of the re-reads of failed sections (tests pin it). */
  random?: () => number
  /** The waits between re-reads of what is settling (settling-rereads.ts); [] turns them off (tests that count requests). */
  settlingDelaysMs?: readonly number[]
  /** How long one change may take before Hostdeck stops waiting (ACTION_TIME_LIMIT_MS; tests shorten it). */
  actionTimeLimitMs?: number
  /** The wait between two requests of a zone-file import (tests shorten it). */
  importPaceMs?: number
  /** The fleet's clock (warnings, background watching); defaults to `clock`, shifted by HOSTDECK_FLEET_NOW. */
  fleetClock?: Clock
  /** Background watching's cadence (default 6 hours). */
  watchIntervalMs?: number
  /** How API calls leave (Electron's net.fetch, undici with the proxy environment); the runtime's fetch when absent. */
  network?: NetworkPort
  /** The system's languages, best first: a first run speaks the first one Hostdeck knows. */
  systemLanguages?: readonly string[]
  /** The generic update feed, read by core (`feed`): unpackaged runs pointed at one; none: not checked. */
  updateFeedUrl?: string
  /** Where the host looks for updates instead (the packaged desktop app's electron-updater); wins over the feed. */
  updateSource?: UpdateSource
  /** A quiet update check this long after the start (the desktop app); none when absent. */
  updateCheckAfterMs?: number
  /** The file system the snapshot cache writes through (the bench counts the bytes written). */
  cacheFs?: WriteFs
}

/** The whole backend as its hosts see it: the Electron main process and the browser host call the same thing. */
export interface Backend {
  /** `meta` travels beside the input (a request id for app:cancel, the account the caller expects). */
  invoke(channel: string, input: unknown, meta?: unknown): Promise<InvokeResult<unknown>>
  on(event: string, listener: (payload: unknown) => void): () => void
  dispose(): Promise<void>
}

/** The backend as created: tests may also wait for what it does on its own at start. */
export interface CreatedBackend extends Backend {
  /** Resolves once the active account's cache has been read ahead (or could not be): what the page asks first. */
  preparedAhead(): Promise<void>
}

/** One host per data folder (a second one would overwrite this one's accounts and tasks); leftovers go first. */
function claimDataDir(dataDir: string, log: Logger): DataDirLock {
  const lock = lockDataDir(dataDir)
  if (lock.notice) log.warn(lock.notice)
  // Leftovers of writes a crash interrupted, and old set-aside copies.
  void cleanDataDir(dataDir).then(
    (removed) => removed.length > 0 && log.info(`removed ${removed.length} leftover file(s) from ${dataDir}`),
    (error: unknown) => log.warn(`could not tidy ${dataDir}: ${(error as Error).message}`),
  )
  return lock
}

/** The accounts, their sessions and the cache the fleet hears of; the active account's cache is read ahead. */
function startAccounts(
  deps: BackendDeps,
  {
    bus,
    clock,
    log,
    fetch,
    problem,
  }: { bus: EventBus; clock: Clock; log: Logger; fetch: FetchFn; problem: ReportProblem },
) {
  const registry = createAccountRegistry(deps.dataDir, log)
  // The fleet hears of every cache write (the active session's and background reads) to keep its cards current.
  const fleetRef: { current?: FleetService } = {}
  const snapshotCache = createSnapshotCache(deps.dataDir, log, deps.cacheFs, problem, { settleMs: WRITE_SETTLE_MS })
  const cache = observeCache(snapshotCache, {
    write: (id, entry) => void fleetRef.current?.noteCacheWrite(id, entry),
    remove: (id) => fleetRef.current?.noteCacheRemoved(id),
  })
  const demoUrl = deps.demoApiUrl ?? process.env.HOSTDECK_DEMO_API_URL
  // The journal is made after the accounts: the images an account made are read from it once it is there.
  const journalRef: { current?: Journal } = {}
  const accounts = createAccountService({
    ...deps,
    madeImages: async (id) => madeImageIds((await journalRef.current?.list(id)) ?? []),
    registry,
    secrets: deps.secretStore,
    cache,
    demo: createDemoSandbox(deps.demoPaceMs ?? demoPaceFromEnv(), demoUrl),
    bus,
    clock,
    log,
    fetch,
  })
  // The page will ask for the active account's state first: its cache is read now, while the window or the
  // browser loads the page, not after the page has asked.
  const preparedAhead = accounts
    .prepareActive()
    .catch((error: unknown) => log.warn(`could not read the active account's cache ahead: ${(error as Error).message}`))
  return { registry, snapshotCache, fleetRef, journalRef, accounts, preparedAhead }
}

/** Notices are written down when found (at start, or later) and handed out once the window asks for them. */
function startNotices(
  box: NoticeBox,
  registry: AccountRegistry,
  log: Logger,
  found: Array<string | null | Promise<string | null>>,
): () => Promise<string[]> {
  const atStart = Promise.all(found).then((all) => all.filter((n): n is string => n !== null))
  const noted = registry.all().then(async () => box.add([...(await atStart), ...registry.takeNotices()]))
  noted.catch((error: unknown) => log.warn(`could not keep a start-up notice: ${(error as Error).message}`))
  return async () => {
    await noted.catch(() => undefined)
    await box.add(registry.takeNotices())
    return box.take()
  }
}

/** Changes a kill or crash cut after they were sent: closed as "outcome unknown", and said once. */
function cutChangesNotice(journal: Journal, log: Logger): Promise<string | null> {
  return journal.closeOpen().then(
    (n) =>
      n > 0
        ? `${n === 1 ? '1 change was' : `${n} changes were`} sent before Hostdeck last closed, and their answer never came: their outcome is unknown. Check them in the activity journal.`
        : null,
    (error: unknown) => {
      log.warn(`could not read the journal: ${(error as Error).message}`)
      return null
    },
  )
}

interface BackendParts {
  deps: BackendDeps
  preferences: PreferenceStore
  notices: () => Promise<string[]>
  accounts: AccountService
  resources: ResourceContext
  tasks: TaskCentre
  journal: Journal
  imports: ImportBatches
  fleet: FleetService
  updates: ReturnType<typeof createUpdateChecker>
}

/** The report of Help → Copy diagnostics. */
async function diagnosticsOf(p: BackendParts): Promise<string> {
  const { deps } = p
  return diagnosticsReport({
    appName: deps.appName,
    version: deps.appVersion,
    mode: deps.mode,
    platform: deps.platform,
    osRelease: release(),
    arch: arch(),
    versions: process.versions,
    accounts: (await p.accounts.list()).length,
    secretStorage: deps.secretStore.kind,
    proxyMode: (await p.preferences.get()).proxy.mode,
    logFolder: deps.log?.folder,
    recentProblems: deps.log?.recentProblems?.() ?? [],
  })
}

/** Every channel's handler, journaled; `self` is the result (the journal's undo sends through it). */
function assembleHandlers(p: BackendParts, self: () => Handlers): Handlers {
  return p.journal.wrap({
    ...buildAppHandlers(
      p.deps,
      p.preferences,
      p.notices,
      p.accounts.setVisible,
      p.resources.cancel,
      () => diagnosticsOf(p),
      p.updates,
    ),
    ...buildAccountHandlers(p.accounts),
    ...buildSessionHandlers(p.accounts, p.resources),
    ...buildServerHandlers(p.resources),
    ...buildNetworkHandlers(p.resources),
    ...buildDnsHandlers(p.resources),
    ...buildSslHandlers(p.resources),
    ...buildStorageHandlers(p.resources),
    ...buildSshKeyHandlers(p.resources),
    ...buildTaskHandlers(p.tasks),
    ...buildImageHandlers(p.resources),
    ...buildJournalHandlers(p.journal, p.resources, self),
    ...buildDnsImportHandlers(p.imports),
    ...buildFleetHandlers(p.fleet),
  })
}

/**
 * Zone-file imports: each change goes through the journaled DNS channels, marked with its batch; a running batch
 * is kept on disk, and one a kill or crash cut is said at start (`cutImports`).
 */
function startImports(
  deps: BackendDeps,
  parts: { bus: EventBus; clock: Clock; box: NoticeBox; accounts: AccountService; journal: Journal },
  handlers: () => Handlers,
) {
  const { accounts, journal } = parts
  const records = createImportRecords(deps.dataDir)
  const cutImports = records.takeCut().then(
    (cut) => (cut.length > 0 ? cut.map(cutImportNotice).join('\n') : null),
    () => null,
  )
  const imports = createImportBatches({
    send: (channel, input, batchId) => journal.tagged({ batchId }, async () => handlers()[channel](input as never)),
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

/** The update check: the host's own source, else the generic feed when one is set, else none. */
function startUpdates(
  deps: BackendDeps,
  { bus, clock, log, fetch }: { bus: EventBus; clock: Clock; log: Logger; fetch: FetchFn },
) {
  return createUpdateChecker({
    source:
      deps.updateSource ??
      (deps.updateFeedUrl
        ? feedSource({ feedUrl: deps.updateFeedUrl, current: deps.appVersion, platform: deps.platform, fetch })
        : undefined),
    bus,
    clock,
    log,
    checkAfterMs: deps.updateCheckAfterMs,
  })
}

/** The tasks the API runs for an account, and the journal of every change sent. */
function startTasksAndJournal(
  deps: BackendDeps,
  {
    bus,
    clock,
    log,
    problem,
    accounts,
  }: { bus: EventBus; clock: Clock; log: Logger; problem: ReportProblem; accounts: AccountService },
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
  // Every change sent is journaled: the mutate path says when, the handlers' wrapper what and how it ended.
  const journal = createJournal({ dataDir: deps.dataDir, bus, clock, log, problem, accountLabel })
  return { tasks, journal }
}

/** The fleet: every account's cards, their warnings and the background watching. */
function createFleet(
  deps: BackendDeps,
  p: {
    bus: EventBus
    clock: Clock
    log: Logger
    accounts: AccountService
    cache: ReturnType<typeof createSnapshotCache>
    tasks: TaskCentre
    journal: Journal
  },
): FleetService {
  return createFleetService({
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
  })
}

export function createBackend(deps: BackendDeps): CreatedBackend {
  // A large account's snapshot would otherwise grow the heap far past what it keeps (see heap.ts).
  keepHeapNearWhatItHolds()
  const log = deps.log ?? consoleLogger
  const lock = claimDataDir(deps.dataDir, log)
  const clock = deps.clock ?? systemClock
  const bus = new EventBus()
  const box = createNoticeBox(deps.dataDir, bus)
  const preferences = createPreferenceStore(deps.dataDir, log, {
    ...deps,
    onChange: (saved) => bus.emit('preferences:changed', saved),
  })
  // Every call out (the accounts' APIs, the update feed) goes through the host's network and the proxy preference.
  const fetch = preferredFetch(deps.network ?? directNetwork, preferences)
  const { registry, snapshotCache, fleetRef, journalRef, accounts, preparedAhead } = startAccounts(deps, {
    bus,
    clock,
    log,
    fetch,
    problem: box.problem,
  })
  const updates = startUpdates(deps, { bus, clock, log, fetch })
  const { tasks, journal } = startTasksAndJournal(deps, { bus, clock, log, problem: box.problem, accounts })
  journalRef.current = journal
  const resources = createResourceContext(accounts, journal.tracker(tasks), {
    clock,
    actionTimeLimitMs: deps.actionTimeLimitMs ?? actionTimeLimitFromEnv(),
    watcher: journal,
  })
  const fleetService = createFleet(deps, { bus, clock, log, accounts, cache: snapshotCache, tasks, journal })
  fleetRef.current = fleetService
  void fleetService.start()

  const { imports, cutImports } = startImports(deps, { bus, clock, box, accounts, journal }, () => handlers)
  const notices = startNotices(box, registry, log, [lock.notice, cutChangesNotice(journal, log), cutImports])
  const handlers: Handlers = assembleHandlers(
    { deps, preferences, notices, accounts, resources, tasks, journal, imports, fleet: fleetService, updates },
    () => handlers,
  )

  return {
    invoke: (channel, input, meta) => dispatch(handlers, channel, input, meta),
    on: (event, listener) => bus.on(event, listener),
    preparedAhead: () => preparedAhead.then(() => undefined),
    async dispose() {
      updates.dispose()
      await fleetService.dispose()
      await tasks.close()
      journal.dispose()
      await imports.dispose()
      await journal.flushed()
      await accounts.dispose()
      bus.clear()
      lock.release()
    },
  }
}
