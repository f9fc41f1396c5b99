import type { SessionState, SnapshotSection } from '../../shared/contract'
import type { Clock, Logger } from '../ports'

/** What the cadence needs of the active account's session (AccountSession fits). */
export interface LiveTarget {
  state(): SessionState
  /** When the last read of every section was sent (clock ms), null before the first. */
  lastFullReadAt(): number | null
  refreshLive(): Promise<unknown>
  refresh(sections?: readonly SnapshotSection[]): Promise<unknown>
  /** Followed while the window is visible: its failed sections are re-read on their backoff only then. */
  setLive(live: boolean): void
}

interface Followed {
  session: LiveTarget
  periodMs: number | null
  /** When the cadence last came due for this session: a failed read still waits a whole period to retry. */
  lastTickAt: number | null
}

/**
 * The service has no push, so the active account is re-read every `refreshSeconds` while the user can see
 * Hostdeck, and not at all while they cannot (task polling goes on). Timers run on the injected clock.
 */
export function createLiveRefresh(deps: { clock: Clock; log: Logger }) {
  let visible = true
  let followed: Followed | undefined
  let timer: unknown

  /** The followed session re-reads its failed sections while the window is visible; no other session does. */
  function syncLive(previous?: LiveTarget): void {
    if (previous && previous !== followed?.session) previous.setLive(false)
    followed?.session.setLive(visible)
  }

  function cancel(): void {
    if (timer !== undefined) deps.clock.clearTimeout(timer)
    timer = undefined
  }

  /** The next read is due one period after the later of the last full read and the last time it came due. */
  function dueAt(f: Followed & { periodMs: number }): number {
    const last = Math.max(f.session.lastFullReadAt() ?? -Infinity, f.lastTickAt ?? -Infinity)
    return last === -Infinity ? deps.clock.now() : last + f.periodMs
  }

  function schedule(): void {
    cancel()
    const f = followed
    if (!visible || !f || f.periodMs === null) return
    const delay = dueAt({ ...f, periodMs: f.periodMs }) - deps.clock.now()
    if (delay <= 0) void tick(f)
    else timer = deps.clock.setTimeout(() => void tick(f), delay)
  }

  async function tick(f: Followed): Promise<void> {
    timer = undefined
    if (f !== followed || !visible || f.periodMs === null) return
    const now = deps.clock.now()
    // A refresh by hand (or a slow earlier read) moved the due time: wait for the new one.
    if (dueAt({ ...f, periodMs: f.periodMs }) > now) return schedule()
    f.lastTickAt = now
    // Offline, the probe asks (one light read); the cadence would only add failing requests.
    if (f.session.state().status !== 'offline') {
      await f.session
        .refreshLive()
        .catch((error: unknown) => deps.log.warn(`live refresh failed: ${(error as Error).message}`))
    }
    if (f === followed) schedule()
  }

  return {
    /**
     * The active account and its cadence (seconds, null = off). Following another session moves the cadence
     * to it and forgets the last one's; following the same one again only applies a changed period.
     */
    follow(session: LiveTarget, refreshSeconds: number | null): void {
      const periodMs = refreshSeconds === null ? null : refreshSeconds * 1000
      if (followed?.session === session && followed.periodMs === periodMs) return
      const previous = followed?.session
      followed = { session, periodMs, lastTickAt: followed?.session === session ? followed.lastTickAt : null }
      syncLive(previous)
      schedule()
    },
    /** Visible again: the whole account is read if it is due. */
    setVisible(next: boolean): void {
      if (next === visible) return
      visible = next
      syncLive()
      if (!visible) return cancel()
      schedule()
    },
    isVisible: () => visible,
    dispose(): void {
      cancel()
      followed?.session.setLive(false)
      followed = undefined
    },
  }
}

export type LiveRefresh = ReturnType<typeof createLiveRefresh>
