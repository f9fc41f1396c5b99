/**
 * The composition root: makes the services, their handlers and the dispatch, and nothing else. Only the hosts
 * (electron/main, electron/web, the tests' host `core/test-kit.ts`, the benches) import it; what the backend's
 * parts need of each other is in ports below them (`ports.ts`, `handlers/handler-context.ts`).
 */
import { keepHeapNearWhatItHolds } from './heap'
import { dispatch, type Handlers } from './dispatch'
import { EventBus } from './event-bus'
import { buildHandlers } from './handlers'
import { actionTimeLimitFromEnv, createResourceContext } from './handlers/resource-context'
import { consoleLogger, systemClock, type CreatedBackend } from './ports'
import { directNetwork, preferredFetch } from './network/network'
import { createPreferenceStore } from './preferences'
import { createNoticeBox } from './files/notice-box'
import { startAccounts } from './compose/accounts'
import type { BackendDeps } from './compose/backend-deps'
import { handlerContext } from './compose/handler-context'
import { followDnsChanges } from './live/after-change'
import {
  createFleet,
  createTags,
  startImports,
  startLive,
  startTags,
  startTasksAndJournal,
  startUpdates,
} from './compose/services'
import { checkCutChanges, claimDataDir, shutDown, startNotices } from './compose/start-up'
import { createSecretClipboard } from './secret-store/secret-clipboard'

export type { BackendDeps } from './compose/backend-deps'
export type { Backend, CreatedBackend } from './ports'

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
  const tagStore = createTags(deps, { bus, log })
  const live = startLive(deps, { bus, clock, log, accounts })
  const fleet = createFleet(deps, {
    bus,
    clock,
    log,
    accounts,
    cache: snapshotCache,
    tasks,
    journal,
    tags: tagStore,
    live,
  })
  fleetRef.current = fleet
  void fleet.start()
  const tags = startTags({ store: tagStore, accounts, fleet })

  const { imports, cutImports } = startImports(deps, { bus, clock, box, accounts, journal }, () => handlers)
  const notices = startNotices(box, registry, log, [lock.notice, cutImports])
  void checkCutChanges(journal, box, log)
  const services = {
    clipboard: createSecretClipboard(deps.clipboard, clock),
    preferences,
    notices,
    updates,
    accounts,
    resources,
    tasks,
    journal,
    imports,
    fleet,
    live,
    tags,
    bus,
  }
  // Every channel's handler, journaled; the context's `handlers` is this result (the journal's undo sends through it).
  // A DNS change sent through Hostdeck starts its zone's live check (core/live/after-change.ts).
  const handlers: Handlers = followDnsChanges(
    journal.wrap(buildHandlers(handlerContext(deps, services, () => handlers))),
    live.changed,
  )

  return {
    invoke: (channel, input, meta) => dispatch(handlers, channel, input, meta),
    on: (event, listener) => bus.on(event, listener),
    preparedAhead: () => preparedAhead.then(() => undefined),
    dispose: () => shutDown(services, lock),
  }
}
