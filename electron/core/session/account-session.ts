import type { CloudApi } from '../api'
import type { SessionState, SnapshotSection } from '../../shared/contract'
import { SNAPSHOT_SECTIONS } from '../../shared/channels/session'
import type { HostdeckErrorData } from '../../shared/errors'
import type { Clock, Logger } from '../ports'
import { isConnectivityError, loadSnapshot } from './snapshot-loader'
import type { SnapshotCache } from './snapshot-cache'

/** Waits between reachability probes while offline: quick at first, then once a minute. */
export const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000, 60_000]

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
}

function toProblem(error: unknown): HostdeckErrorData {
  const data = typeof (error as { toJSON?: unknown })?.toJSON === 'function' ? (error as { toJSON(): HostdeckErrorData }).toJSON() : (error as HostdeckErrorData)
  if (data && typeof data.kind === 'string' && typeof data.message === 'string') {
    return { kind: data.kind, message: data.message, status: data.status, serverMessage: data.serverMessage }
  }
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) }
}

/**
 * One account's data as the UI sees it: cached snapshot first, then refreshed; offline when the API cannot
 * be reached (probing with backoff until it can); every change reported through onChange.
 */
export function createAccountSession(deps: AccountSessionDeps) {
  const delays = deps.probeDelaysMs ?? PROBE_DELAYS_MS
  let state: SessionState = {
    revision: deps.nextRevision(),
    accountId: deps.accountId,
    status: 'loading',
    refreshing: false,
    snapshot: null,
    fetchedAt: null,
    fromCache: false,
    problem: null,
    sectionProblems: {},
    secretStorage: deps.secretStorage,
  }
  let active = false
  let probe: { handle: unknown; attempt: number } | undefined
  let fullRefresh: Promise<SessionState> | undefined
  /** The last cache write; dispose waits for it so a quit never drops the newest snapshot. */
  let cacheWrite: Promise<void> = Promise.resolve()

  function set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch, revision: deps.nextRevision() }
    if (active) deps.onChange(state)
  }

  function cancelProbe(): void {
    if (probe) deps.clock.clearTimeout(probe.handle)
  }

  function scheduleProbe(): void {
    const attempt = probe ? probe.attempt + 1 : 0
    cancelProbe()
    const delay = delays[Math.min(attempt, delays.length - 1)]!
    probe = { attempt, handle: deps.clock.setTimeout(() => void refresh(), delay) }
  }

  async function load(sections: readonly SnapshotSection[], reprobe = false): Promise<SessionState> {
    set({ refreshing: true })
    try {
      const api = await deps.api()
      // A full refresh asks again for every feature an earlier answer hid.
      if (reprobe) api.capabilities.reset()
      const { snapshot, problems } = await loadSnapshot(api, sections, state.snapshot)
      cancelProbe()
      probe = undefined
      const sectionProblems = { ...state.sectionProblems }
      for (const section of sections) delete sectionProblems[section]
      const fetchedAt = new Date(deps.clock.now()).toISOString()
      set({ snapshot, fetchedAt, fromCache: false, status: 'ready', problem: null, refreshing: false, sectionProblems: { ...sectionProblems, ...problems } })
      const entry = { fetchedAt, snapshot, unsupported: api.capabilities.unsupported() }
      // Writes are chained: an older snapshot never lands after a newer one.
      cacheWrite = cacheWrite
        .then(() => deps.cache.write(deps.accountId, entry))
        .catch((error: unknown) => deps.log.warn(`could not write the cache of account ${deps.accountId}: ${(error as Error).message}`))
    } catch (error) {
      if (isConnectivityError(error)) {
        set({ status: 'offline', refreshing: false, problem: toProblem(error) })
        if (active) scheduleProbe()
      } else {
        set({ status: 'error', refreshing: false, problem: toProblem(error) })
      }
    }
    return state
  }

  /** Re-reads every section, or only those named (after a change the user made). */
  function refresh(sections?: readonly SnapshotSection[]): Promise<SessionState> {
    if (sections) return load(sections)
    fullRefresh ??= load(SNAPSHOT_SECTIONS, true).finally(() => (fullRefresh = undefined))
    return fullRefresh
  }

  return {
    state: () => state,
    /** Becomes the active account: answers with what is cached at once, and refreshes in the background. */
    async open(): Promise<SessionState> {
      active = true
      if (!state.snapshot) {
        const cached = await deps.cache.read(deps.accountId)
        if (cached) set({ snapshot: cached.snapshot, fetchedAt: cached.fetchedAt, fromCache: true, status: 'ready' })
      }
      void refresh()
      return state
    },
    /** Another account became active: stop probing and pushing. */
    suspend(): void {
      active = false
      cancelProbe()
      probe = undefined
    },
    refresh,
    /** Marks the session offline after a failed user action, so probing starts without waiting for a refresh. */
    noteFailure(error: unknown): void {
      if (isConnectivityError(error) && state.status !== 'offline') {
        set({ status: 'offline', problem: toProblem(error) })
        if (active) scheduleProbe()
      }
    },
    /** Stops, and resolves once the last cache write has landed. */
    async dispose(): Promise<void> {
      active = false
      cancelProbe()
      await cacheWrite
    },
  }
}

export type AccountSession = ReturnType<typeof createAccountSession>
