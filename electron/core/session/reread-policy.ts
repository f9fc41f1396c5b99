import type { RereadRequest } from '../../shared/channels/session'
import { type SessionState, type SnapshotSection } from '../../shared/models/session'
import { paneSectionsOf } from '../../shared/resources'
import type { Clock, Logger } from '../ports'
import { createLiveRefresh, type LiveTarget } from './live-refresh'
import { createSettlingRereads } from './settling-rereads'

/** A pane shows data no older than this when it opens (older sections are re-read). */
export const PANE_FRESH_MS = 30_000

/** What the policy needs of the active account's session (AccountSession fits). */
export interface RereadTarget extends LiveTarget {
  refresh(sections?: readonly SnapshotSection[]): Promise<SessionState>
  refreshStale(sections: readonly SnapshotSection[], olderThanMs: number): Promise<SessionState>
}

/**
 * The one place that decides what the active account re-reads, and when: on cadence (live-refresh.ts), after a
 * change, after a task, when a pane opens, while something settles (settling-rereads.ts), and when the window
 * asks (session:reread). A failed section's own back-off (section-retry.ts) and the offline probe stay with the
 * session, which they follow; background watching of other accounts is the fleet's.
 */
export function createRereadPolicy(deps: { clock: Clock; log: Logger; settlingDelaysMs?: readonly number[] }) {
  const live = createLiveRefresh(deps)
  const settling = createSettlingRereads({ ...deps, delaysMs: deps.settlingDelaysMs })
  let followed: RereadTarget | undefined
  /** Sections a task changed while the window was hidden: re-read as soon as it is visible again. */
  let deferred = new Set<SnapshotSection>()

  const reread = (session: RereadTarget, sections: readonly SnapshotSection[], after: string) =>
    session
      .refresh(sections)
      .catch((error: unknown) => deps.log.warn(`could not re-read after ${after}: ${(error as Error).message}`))

  return {
    /** The active account's session and its cadence (seconds, null = off). */
    follow(session: RereadTarget, refreshSeconds: number | null): void {
      if (session !== followed) deferred = new Set()
      followed = session
      live.follow(session, refreshSeconds)
      settling.follow(session)
    },
    /** The active session's state changed: what settles is read again until it has. */
    changed: () => settling.noted(),
    /** What the window asked for (session:reread). */
    asked(session: RereadTarget, request: RereadRequest): Promise<SessionState> {
      if (request.reason === 'refresh') return session.refresh()
      if (request.reason === 'check') return session.refreshStale(request.sections, 0)
      // A pane opened: only what it shows, only when older than PANE_FRESH_MS, only while the account is reachable.
      if (session.state().status !== 'ready') return Promise.resolve(session.state())
      return session.refreshStale(paneSectionsOf(request.pane), PANE_FRESH_MS)
    },
    /** A change was sent (or may have been): what it altered is read with a read sent after it. */
    afterChange(session: RereadTarget, sections: readonly SnapshotSection[]): void {
      if (sections.length > 0) void session.refresh(sections)
    },
    /** A task of the active account ended: what it changed is read now, or once the window is visible. */
    async afterTask(session: RereadTarget, sections: readonly SnapshotSection[]): Promise<void> {
      if (session !== followed || live.isVisible()) return void (await reread(session, sections, 'a task ended'))
      for (const section of sections) deferred.add(section)
    },
    /** Visible again: what tasks changed meanwhile is read first, then the whole account if it is due. */
    setVisible(visible: boolean): void {
      if (visible && !live.isVisible() && followed && deferred.size > 0)
        void reread(followed, [...deferred], 'a task ended')
      if (visible) deferred = new Set()
      live.setVisible(visible)
    },
    dispose(): void {
      live.dispose()
      settling.dispose()
      followed = undefined
      deferred = new Set()
    },
  }
}

export type RereadPolicy = ReturnType<typeof createRereadPolicy>
