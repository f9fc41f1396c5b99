import type { CloudApi } from '../api'
import type { SessionState, SnapshotSection } from '../../shared/models/session'
import { SNAPSHOT_SECTIONS } from '../../shared/resources'
import { yieldToLoop } from '../event-loop'
import type { Clock } from '../ports'
import { landSections } from './section-landing'
import { createSectionReads } from './section-reads'
import { createSectionRetry } from './section-retry'
import type { CachedSnapshot } from './snapshot-cache'
import { SECTIONS } from './sections'
import { readSections } from './snapshot-loader'

/** How a batch of section reads is sent: `reprobe` asks again for extensions; `retry` re-reads failed sections. */
interface ReadOptions {
  reprobe: boolean
  retry?: boolean
}

/** What the session's reads work with: its state, and where what they found goes. */
export interface SessionLoadContext {
  api: () => Promise<CloudApi>
  clock: Clock
  random?: () => number
  state(): SessionState
  set(patch: Partial<SessionState>): void
  /** The API answered: the offline probe stops. */
  reached(): void
  /** A batch failed as a whole (unreachable, refused); `refreshing` is whether other batches are still in flight. */
  failed(error: unknown, refreshing: boolean): void
  /** Something new was read: it goes to the cache. */
  keep(entry: CachedSnapshot): void
}

/**
 * A batch's answers land on the state as it is now (`refreshing` says whether other batches are still in flight),
 * and what is new goes to the cache.
 */
function landLoaded(
  ctx: SessionLoadContext,
  sections: readonly SnapshotSection[],
  loaded: Awaited<ReturnType<typeof readSections>>,
  refreshing: () => boolean,
): void {
  ctx.reached()
  const at = new Date(ctx.clock.now()).toISOString()
  const landed = landSections(ctx.state(), sections, loaded, at)
  ctx.set({ ...landed, status: 'ready', problem: null, refreshing: refreshing() })
  // Nothing read, nothing new to keep: the cache stays as it was (and as old as it was).
  if (loaded.answered.length > 0) {
    const { fetchedAt, sectionsFetchedAt, snapshot } = landed
    ctx.keep({ fetchedAt: fetchedAt ?? at, sectionsFetchedAt, snapshot })
  }
}

/** The named sections read `olderThanMs` or longer before `now`, or never read. */
function staleSections(
  state: SessionState,
  sections: readonly SnapshotSection[],
  now: number,
  olderThanMs: number,
): SnapshotSection[] {
  return sections.filter((section) => {
    const at = state.sectionsFetchedAt[section]
    // A time that is not a date (a hand-edited cache) counts as never read.
    const readAt = at === undefined ? Number.NaN : Date.parse(at)
    return Number.isNaN(readAt) || now - readAt >= olderThanMs
  })
}

/**
 * One account's section reads: batches (never two reads of one section in flight), their answers applied to the
 * state as it is when they land, and failed sections read again on their own back-off (section-retry.ts).
 */
export function createSessionLoads(ctx: SessionLoadContext) {
  /** Batches in flight: `refreshing` stays true until the last one lands. */
  let flights = 0
  /** When the last read of every section that reached the API was sent (clock ms); the cadence counts from it. */
  let lastFullReadAt: number | null = null
  const reads = createSectionReads<SnapshotSection, ReadOptions>(ctx.clock.now, (sections, options) =>
    load(sections, options),
  )
  // A failed section is read again alone: the service answered the others, and a hang is that section's problem.
  const retry = createSectionRetry<SnapshotSection>({
    clock: ctx.clock,
    random: ctx.random,
    read: (section) => reads.join([section], { reprobe: false, retry: true }).done,
  })

  async function load(sections: readonly SnapshotSection[], { reprobe, retry: again }: ReadOptions): Promise<void> {
    flights++
    ctx.set({ refreshing: true })
    try {
      const api = await ctx.api()
      // A turn of the event loop first: the answer that started this read (the page's session:get, a switch)
      // is written before the reads go out and their answers are parsed.
      await yieldToLoop()
      // A full refresh asks again for every feature an earlier answer hid.
      if (reprobe) api.capabilities.reset()
      const loaded = await readSections(api, sections, { reachable: again === true })
      for (const section of loaded.answered) retry.answered(section)
      for (const section of Object.keys(loaded.problems) as SnapshotSection[])
        retry.failed(section, loaded.retryAfterMs[section])
      landLoaded(ctx, sections, loaded, () => --flights > 0)
    } catch (error) {
      ctx.failed(error, --flights > 0)
    }
  }

  /** Every section, joining reads already in flight; the cadence counts from when the oldest was sent. */
  async function readAll(reprobe: boolean): Promise<SessionState> {
    const joined = reads.join(SNAPSHOT_SECTIONS, { reprobe })
    await joined.done
    if (ctx.state().status === 'ready') lastFullReadAt = Math.max(lastFullReadAt ?? joined.startedAt, joined.startedAt)
    return ctx.state()
  }

  /**
   * The cadence's read: every section except those failing and waiting for their own re-read (on its backoff):
   * during an outage the cadence adds no requests on top of theirs.
   */
  async function readLive(): Promise<SessionState> {
    const waiting = new Set(retry.waiting())
    if (waiting.size === 0) return readAll(false)
    const healthy = SNAPSHOT_SECTIONS.filter((section) => !waiting.has(section))
    if (healthy.length > 0) await reads.join(healthy, { reprobe: false }).done
    return ctx.state()
  }

  /**
   * While offline: one light read (the account, a small answer) instead of every section; once it answers, every
   * section is read again at once. A failure goes to `failed` again, which plans the next probe.
   */
  async function probe(): Promise<void> {
    try {
      await SECTIONS.account.read(await ctx.api())
    } catch (error) {
      ctx.failed(error, flights > 0)
      return
    }
    await readAll(true)
  }

  return {
    readAll,
    readLive,
    probe,
    retry,
    lastFullReadAt: () => lastFullReadAt,
    /**
     * Re-reads every section (Refresh, the probe, opening), or only those named after a change the user made
     * or a task ended: those reads are sent after the call, never joined to one that may predate the change.
     */
    async refresh(sections?: readonly SnapshotSection[]): Promise<SessionState> {
      if (!sections) return readAll(true)
      await reads.after(sections, { reprobe: false })
      return ctx.state()
    },
    /** Re-reads the named sections older than `olderThanMs` (or never read); nothing while offline. */
    async refreshStale(sections: readonly SnapshotSection[], olderThanMs: number): Promise<SessionState> {
      const state = ctx.state()
      if (state.status === 'offline') return state
      const stale = staleSections(state, sections, ctx.clock.now(), olderThanMs)
      if (stale.length > 0) await reads.join(stale, { reprobe: false }).done
      return ctx.state()
    },
  }
}

export type SessionLoads = ReturnType<typeof createSessionLoads>
