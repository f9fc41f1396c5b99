import { settlingSections } from '../../shared/resources'
import type { AccountSnapshot, SessionState, SessionStatus, SnapshotSection } from '../../shared/models/session'
import type { Clock, Logger } from '../ports'

/** The waits between re-reads of what is still settling: quick at first, then every 15 s. */
export const SETTLING_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 15_000]
/** After this many rounds without settling, it is left to the cadence and the user's Refresh. */
export const SETTLING_MAX_ROUNDS = 40

/** What settling needs of the active account's session (AccountSession fits). */
export interface SettlingTarget {
  state(): SessionState
  /** Re-reads the sections with a read sent after now. */
  refresh(sections: readonly SnapshotSection[]): Promise<unknown>
}

/**
 * While the active account's snapshot shows something the provider is still changing with no task to follow
 * (servers being deleted, a network being built, records being published: each kind's descriptor says), re-reads
 * those sections a while after each change of the snapshot, waiting longer each round, until it settles; never
 * while the session is not ready (offline, the probe reads). A re-read that brings nothing new plans no other:
 * the cadence goes on from there. `delaysMs` [] turns it off (tests that count requests).
 */
export function createSettlingRereads(deps: { clock: Clock; log: Logger; delaysMs?: readonly number[] }) {
  const delays = deps.delaysMs ?? SETTLING_DELAYS_MS
  let followed: SettlingTarget | undefined
  let seen: { snapshot: AccountSnapshot | null; status: SessionStatus } | undefined
  let timer: unknown
  let round = 0

  function cancel(): void {
    if (timer !== undefined) deps.clock.clearTimeout(timer)
    timer = undefined
  }

  /** Plans the next round for the state as it is now; forgets the rounds once everything settled. */
  function plan(session: SettlingTarget): void {
    cancel()
    const { snapshot, status } = session.state()
    const sections = status === 'ready' ? settlingSections(snapshot) : []
    if (sections.length === 0) {
      round = 0
      return
    }
    if (round >= SETTLING_MAX_ROUNDS || delays.length === 0) return
    const delay = delays[Math.min(round, delays.length - 1)]!
    round++
    timer = deps.clock.setTimeout(() => {
      timer = undefined
      // The session records a failed read as its section's problem; the next change of the snapshot plans again.
      void session
        .refresh(sections)
        .catch((error: unknown) => deps.log.warn(`could not re-read what is settling: ${(error as Error).message}`))
    }, delay)
  }

  /** The followed session changed: a new snapshot or status plans the next round (or ends them). */
  function noted(): void {
    if (!followed) return
    const { snapshot, status } = followed.state()
    if (seen && seen.snapshot === snapshot && seen.status === status) return
    seen = { snapshot, status }
    plan(followed)
  }

  return {
    /** The active account's session; following another one starts its rounds afresh. */
    follow(session: SettlingTarget): void {
      if (session === followed) return
      cancel()
      followed = session
      seen = undefined
      round = 0
      noted()
    },
    noted,
    /** Whether a re-read is planned (tests). */
    planned: () => timer !== undefined,
    dispose(): void {
      cancel()
      followed = undefined
    },
  }
}
