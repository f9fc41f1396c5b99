import type { CloudApi } from '../api'
import type { SessionState } from '../../shared/models/session'
import { SNAPSHOT_SECTIONS } from '../../shared/resources'
import type { Clock, Logger } from '../ports'
import { createOfflineProbe, type OfflineProbe } from './offline-probe'
import { createSessionCacheIo, type SessionCacheIo } from './session-cache-io'
import { createSessionLoads, type SessionLoads } from './session-loads'
import { toProblem } from './session-problem'
import type { SnapshotCache } from './snapshot-cache'
import type { SnapshotUpdate } from './answers'
import { keepUnchanged } from '../../shared/session-change'
import { isConnectivityError, isOutage } from './snapshot-loader'

export { PROBE_DELAYS_MS } from './offline-probe'
/** Switching back to an account read this recently re-reads only the sections older than this (none, usually). */
export const FRESH_ON_SWITCH_MS = 30_000

export interface AccountSessionDeps {
  accountId: string
  /** Builds the account's API client; throws HostdeckErrorData when it cannot (no token stored). */
  api: () => Promise<CloudApi>
  cache: SnapshotCache
  clock: Clock
  log: Logger
  secretStorage: SessionState['secretStorage']
  onChange: (state: SessionState) => void
  /** The next value of a counter shared by every session (see SessionState.revision). */
  nextRevision: () => number
  probeDelaysMs?: readonly number[]
  /** [0, 1): the jitter of the re-reads of failed sections (tests pin it). */
  random?: () => number
}

function initialState(deps: AccountSessionDeps): SessionState {
  return {
    revision: deps.nextRevision(),
    accountId: deps.accountId,
    status: 'loading',
    refreshing: false,
    snapshot: null,
    fetchedAt: null,
    fromCache: false,
    problem: null,
    sectionProblems: {},
    sectionsFetchedAt: {},
    secretStorage: deps.secretStorage,
  }
}

/**
 * One account's data as the UI sees it: cached snapshot first, then refreshed; offline when the API cannot be
 * reached or cannot serve (one light probe at a steady pace until it can, then every section read again); every
 * change reported through onChange. Its parts: the reads (session-loads.ts), the offline probe, the cache file
 * (session-cache-io.ts).
 */
export function createAccountSession(deps: AccountSessionDeps) {
  let state = initialState(deps)
  /** active: opened, not suspended since · live: the cadence follows it and the window is visible. */
  const flags = { active: false, live: false }
  const probe = createOfflineProbe(deps.clock, () => void loads.probe(), deps.probeDelaysMs)
  const cacheIo = createSessionCacheIo({
    ...deps,
    land: (cached) => {
      if (state.snapshot) return
      const { snapshot, fetchedAt, sectionsFetchedAt = {} } = cached
      set({ snapshot, fetchedAt, sectionsFetchedAt, fromCache: true, status: 'ready' })
    },
  })
  const loads = createSessionLoads({
    ...deps,
    state: () => state,
    set,
    reached: probe.stop,
    failed(error, refreshing) {
      const offline = isOutage(error)
      set({ status: offline ? 'offline' : 'error', refreshing, problem: toProblem(error) })
      if (offline && flags.active) probe.schedule()
    },
    keep: cacheIo.write,
  })

  function set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch, revision: deps.nextRevision() }
    if (flags.active) deps.onChange(state)
    syncRetry()
  }

  /** Failed sections are re-read only while the account is active, reachable and seen. */
  function syncRetry(): void {
    loads.retry.setEnabled(flags.active && flags.live && state.status === 'ready')
  }

  return sessionLifecycle({ deps, flags, state: () => state, set, syncRetry, probe, cacheIo, loads })
}

interface SessionParts {
  deps: AccountSessionDeps
  flags: { active: boolean; live: boolean }
  state(): SessionState
  set(patch: Partial<SessionState>): void
  syncRetry(): void
  probe: OfflineProbe
  cacheIo: SessionCacheIo
  loads: SessionLoads
}

/** What the session does as accounts are switched, watched and disposed of. */
function sessionLifecycle({ deps, flags, state, set, syncRetry, probe, cacheIo, loads }: SessionParts) {
  return {
    state,
    /** Whether this is the active account's session (opened, not suspended since). */
    isActive: () => flags.active,
    /**
     * Reads the cache ahead of `open`, nothing else (no refresh, nothing pushed): the host calls it as it starts,
     * so the page's first `session:get` finds the state in memory instead of waiting for a large file's parse.
     */
    prepare: (): Promise<void> => (state().snapshot ? Promise.resolve() : cacheIo.read()),
    /** Becomes the active account: answers with what is cached at once, and refreshes in the background. */
    async open(): Promise<SessionState> {
      flags.active = true
      const lastFullReadAt = loads.lastFullReadAt()
      const { snapshot, status, fromCache } = state()
      const readRecently =
        snapshot !== null &&
        status === 'ready' &&
        !fromCache &&
        lastFullReadAt !== null &&
        deps.clock.now() - lastFullReadAt < FRESH_ON_SWITCH_MS
      // Not in memory: shared with a `prepare` still reading (announced once it lands, this session being
      // active). In memory: a new revision, so the switch's answer is the newest state and is shown at once.
      if (!state().snapshot) await cacheIo.read()
      else set({})
      if (readRecently) void loads.refreshStale(SNAPSHOT_SECTIONS, FRESH_ON_SWITCH_MS)
      else void loads.refresh()
      return state()
    },
    /** Another account became active: stop probing, pushing and re-reading failed sections. */
    suspend(): void {
      flags.active = false
      probe.stop()
      syncRetry()
    },
    /** Whether the cadence follows this session while the window is visible (failed sections are re-read only then). */
    setLive(next: boolean): void {
      flags.live = next
      syncRetry()
    },
    /** Sections planned for a re-read after failing (tests). */
    retrying: () => loads.retry.waiting(),
    refresh: loads.refresh,
    refreshStale: loads.refreshStale,
    /**
     * Background watching of an account that is not active: its cache first (sections that fail keep their
     * data), then every section; nothing is pushed and no probe starts. Does nothing while it is active.
     */
    async readInBackground(): Promise<SessionState> {
      if (flags.active) return state()
      if (!state().snapshot) await cacheIo.read()
      return loads.readAll(false)
    },
    /** The cadence's read: every section not waiting for its own re-read, without asking again for extensions. */
    refreshLive: () => loads.readLive(),
    lastFullReadAt: loads.lastFullReadAt,
    /** A change's answer carried the item: the snapshot shows it now, and the re-read that follows confirms it. */
    applyAnswer(update: SnapshotUpdate): void {
      const { snapshot } = state()
      const next = snapshot && update(snapshot)
      if (next && next !== snapshot) set({ snapshot: keepUnchanged(snapshot, next) })
    },
    /** Marks the session offline after a failed user action, so probing starts without waiting for a refresh. */
    noteFailure(error: unknown): void {
      if (isConnectivityError(error) && state().status !== 'offline') {
        set({ status: 'offline', problem: toProblem(error) })
        if (flags.active) probe.schedule()
      }
    },
    /** Stops, and resolves once the last cache write has landed. */
    async dispose(): Promise<void> {
      flags.active = false
      loads.retry.dispose()
      probe.stop()
      await cacheIo.flushed()
    },
  }
}

export type AccountSession = ReturnType<typeof createAccountSession>
