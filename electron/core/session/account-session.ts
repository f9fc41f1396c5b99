import type { CloudApi } from '../api'
import type { SessionState, SnapshotSection } from '../../shared/contract'
import { SNAPSHOT_SECTIONS } from '../../shared/channels/session'
import type { Clock, Logger } from '../ports'
import { createSectionReads } from './section-reads'
import { createSectionRetry } from './section-retry'
import { toProblem } from './session-problem'
import { applySections, isConnectivityError, readSections } from './snapshot-loader'
import type { SnapshotCache } from './snapshot-cache'
import { keepUnchanged } from '../../shared/session-change'
import { yieldToLoop } from '../event-loop'

/** Waits between reachability probes while offline: quick at first, then once a minute. */
export const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000, 60_000]
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

/** How a batch of section reads is sent: `reprobe` asks again for extensions; `retry` re-reads failed sections. */
interface ReadOptions {
  reprobe: boolean
  retry?: boolean
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
    sectionsFetchedAt: {},
    secretStorage: deps.secretStorage,
  }
  let active = false
  /** The cadence follows this session and the window is visible: failed sections may be re-read. */
  let live = false
  let probe: { handle: unknown; attempt: number } | undefined
  /** Batches in flight: `refreshing` stays true until the last one lands. */
  let flights = 0
  /** When the last read of every section that reached the API was sent (clock ms); the cadence counts from it. */
  let lastFullReadAt: number | null = null
  /** The last cache write; dispose waits for it so a quit never drops the newest snapshot. */
  let cacheWrite: Promise<void> = Promise.resolve()
  const reads = createSectionReads<SnapshotSection, ReadOptions>(deps.clock.now, (sections, options) =>
    load(sections, options),
  )
  // A failed section is read again on its own backoff while the account is active, reachable and seen: the
  // service answered the other sections, so it is read alone, and a hang is that section's problem again.
  const retry = createSectionRetry<SnapshotSection>({
    clock: deps.clock,
    random: deps.random,
    read: (section) => reads.join([section], { reprobe: false, retry: true }).done,
  })

  function syncRetry(): void {
    retry.setEnabled(active && live && state.status === 'ready')
  }

  function set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch, revision: deps.nextRevision() }
    if (active) deps.onChange(state)
    syncRetry()
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

  /** One batch: its answers are applied to the snapshot as it is when they land, not as it was when sent. */
  async function load(sections: readonly SnapshotSection[], { reprobe, retry: again }: ReadOptions): Promise<void> {
    flights++
    set({ refreshing: true })
    try {
      const api = await deps.api()
      // A turn of the event loop first: the answer that started this read (the page's session:get, a switch)
      // is written before the reads go out and their answers are parsed.
      await yieldToLoop()
      // A full refresh asks again for every feature an earlier answer hid.
      if (reprobe) api.capabilities.reset()
      const loaded = await readSections(api, sections, { reachable: again === true })
      for (const section of loaded.answered) retry.answered(section)
      for (const section of Object.keys(loaded.problems) as SnapshotSection[])
        retry.failed(section, loaded.retryAfterMs[section])
      cancelProbe()
      probe = undefined
      const at = new Date(deps.clock.now()).toISOString()
      const sectionProblems = { ...state.sectionProblems }
      for (const section of sections) delete sectionProblems[section]
      const sectionsFetchedAt = { ...state.sectionsFetchedAt }
      for (const section of loaded.answered) sectionsFetchedAt[section] = at
      // A re-read that brought nothing new keeps the snapshot (and each unchanged part) as it was: nothing to send or render.
      const snapshot = keepUnchanged(state.snapshot, applySections(state.snapshot, loaded))
      const fetchedAt = loaded.answered.length > 0 ? at : state.fetchedAt
      set({
        snapshot,
        fetchedAt,
        sectionsFetchedAt,
        fromCache: state.fromCache && loaded.answered.length === 0,
        status: 'ready',
        problem: null,
        refreshing: --flights > 0,
        sectionProblems: { ...sectionProblems, ...loaded.problems },
      })
      // Nothing read, nothing new to keep: the cache stays as it was (and as old as it was).
      if (loaded.answered.length > 0) {
        const entry = { fetchedAt: fetchedAt ?? at, sectionsFetchedAt, snapshot }
        // Writes are chained: an older snapshot never lands after a newer one.
        cacheWrite = cacheWrite
          .then(() => deps.cache.write(deps.accountId, entry))
          .catch((error: unknown) =>
            deps.log.warn(`could not write the cache of account ${deps.accountId}: ${(error as Error).message}`),
          )
      }
    } catch (error) {
      const offline = isConnectivityError(error)
      set({ status: offline ? 'offline' : 'error', refreshing: --flights > 0, problem: toProblem(error) })
      if (offline && active) scheduleProbe()
    }
  }

  /** Every section, joining reads already in flight; the cadence counts from when the oldest was sent. */
  async function readAll(reprobe: boolean): Promise<SessionState> {
    const joined = reads.join(SNAPSHOT_SECTIONS, { reprobe })
    await joined.done
    if (state.status === 'ready') lastFullReadAt = Math.max(lastFullReadAt ?? joined.startedAt, joined.startedAt)
    return state
  }

  /**
   * Re-reads every section (Refresh, the probe, opening), or only those named after a change the user made
   * or a task ended: those reads are sent after the call, never joined to one that may predate the change.
   */
  async function refresh(sections?: readonly SnapshotSection[]): Promise<SessionState> {
    if (!sections) return readAll(true)
    await reads.after(sections, { reprobe: false })
    return state
  }

  /** Re-reads the named sections older than `olderThanMs` (or never read); nothing while offline. */
  async function refreshStale(sections: readonly SnapshotSection[], olderThanMs: number): Promise<SessionState> {
    if (state.status === 'offline') return state
    const now = deps.clock.now()
    const stale = sections.filter((section) => {
      const at = state.sectionsFetchedAt[section]
      return at === undefined || now - Date.parse(at) >= olderThanMs
    })
    if (stale.length > 0) await reads.join(stale, { reprobe: false }).done
    return state
  }

  /** One read of the cache at a time: `prepare` and `open` share it. */
  let cacheRead: Promise<void> | undefined
  function readCache(): Promise<void> {
    cacheRead ??= deps.cache.read(deps.accountId).then((cached) => {
      if (cached && !state.snapshot) {
        set({
          snapshot: cached.snapshot,
          fetchedAt: cached.fetchedAt,
          sectionsFetchedAt: cached.sectionsFetchedAt ?? {},
          fromCache: true,
          status: 'ready',
        })
      }
    })
    // A read that failed is tried again by the next caller.
    cacheRead.catch(() => (cacheRead = undefined))
    return cacheRead
  }

  return {
    state: () => state,
    /** Whether this is the active account's session (opened, not suspended since). */
    isActive: () => active,
    /**
     * Reads the cache ahead of `open`, nothing else (no refresh, nothing pushed): the host calls it as it starts,
     * so the page's first `session:get` finds the state in memory instead of waiting for a large file's parse.
     */
    prepare: (): Promise<void> => (state.snapshot ? Promise.resolve() : readCache()),
    /** Becomes the active account: answers with what is cached at once, and refreshes in the background. */
    async open(): Promise<SessionState> {
      active = true
      const readRecently =
        state.snapshot !== null &&
        state.status === 'ready' &&
        !state.fromCache &&
        lastFullReadAt !== null &&
        deps.clock.now() - lastFullReadAt < FRESH_ON_SWITCH_MS
      if (!state.snapshot) {
        // Shared with a `prepare` still reading: its state is announced once it lands, this session being active.
        await readCache()
      } else {
        // Already in memory: a new revision, so the switch's answer is the newest state and is shown at once.
        set({})
      }
      if (readRecently) void refreshStale(SNAPSHOT_SECTIONS, FRESH_ON_SWITCH_MS)
      else void refresh()
      return state
    },
    /** Another account became active: stop probing, pushing and re-reading failed sections. */
    suspend(): void {
      active = false
      cancelProbe()
      probe = undefined
      syncRetry()
    },
    /** Whether the cadence follows this session while the window is visible (failed sections are re-read only then). */
    setLive(next: boolean): void {
      live = next
      syncRetry()
    },
    /** Sections planned for a re-read after failing (tests). */
    retrying: () => retry.waiting(),
    refresh,
    refreshStale,
    /**
     * Background watching of an account that is not active: its cache first (sections that fail keep their
     * data), then every section; nothing is pushed and no probe starts. Does nothing while it is active.
     */
    async readInBackground(): Promise<SessionState> {
      if (active) return state
      if (!state.snapshot) await readCache()
      return readAll(false)
    },
    /** The cadence's read: every section, without asking again for extensions the API lacked. */
    refreshLive: () => readAll(false),
    lastFullReadAt: () => lastFullReadAt,
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
      retry.dispose()
      cancelProbe()
      await cacheWrite
    },
  }
}

export type AccountSession = ReturnType<typeof createAccountSession>
