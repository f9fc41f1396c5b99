import { createAccountService } from '../accounts/account-service'
import { createDemoSandbox, demoPaceFromEnv } from '../accounts/demo-sandbox'
import { createAccountRegistry } from '../accounts/registry'
import type { EventBus } from '../event-bus'
import type { ReportProblem } from '../files/notice-box'
import type { FleetService } from '../fleet/fleet-service'
import { observeCache } from '../fleet/observed-cache'
import type { Journal } from '../journal/journal'
import { madeImageIds } from '../journal/operations/images'
import type { Clock, FetchFn, Logger } from '../ports'
import { createSnapshotCache, WRITE_SETTLE_MS } from '../session/snapshot-cache'
import type { BackendDeps } from './backend-deps'

/** The accounts, their sessions and the cache the fleet hears of; the active account's cache is read ahead. */
export function startAccounts(
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
