import type { SessionReceipt } from '../../shared/channels/session'
import type { SessionState } from '../../shared/models/session'
import { diffSession, type SessionChange } from '../../shared/session-change'
import { splitChange } from '../../shared/session-parts'
import type { EventBus } from '../event-bus'
import { answersInParts, firstState } from './first-state'
import { stateForWindow } from './window-state'

type Fill = Extract<SessionChange, { kind: 'fill' }>
/** Fills kept for answers not completed yet: a window asks for its own at once; older ones are dropped. */
const KEPT_FILLS = 2

/**
 * Tells the windows (session:changed, only what changed since the last one, a large section in parts) and in-process followers (the state
 * itself) about every state of the active session. What a window receives holds no secret's value (window-state.ts).
 */
export function createSessionAnnouncer(bus: EventBus) {
  /** The state the last session:changed described: the next one carries only what changed since. */
  let lastSent: SessionState | null = null
  /** In-process followers of the active session (the task tracker): they get the state itself, not a change. */
  const followers = new Set<(state: SessionState) => void>()
  /** The fills of the answers given last, by revision, until their window asks for them (session:fill). */
  const fills = new Map<number, Fill>()
  return {
    announce(backendState: SessionState): void {
      const state = stateForWindow(backendState)
      const previous = lastSent
      lastSent = state
      for (const follower of followers) follower(backendState)
      // A large account's first data (the first read from the network) is said as a reset: the window asks for the
      // state and gets a first state it paints at once, the rest as its fill, instead of parsing every part first.
      if (!previous?.snapshot && answersInParts(state))
        return void bus.emit('session:changed', { kind: 'reset', revision: state.revision, accountId: state.accountId })
      // A large section goes ahead in parts: no event carries more than EVENT_BYTES.
      for (const event of splitChange(diffSession(previous, state))) bus.emit('session:changed', event)
    },
    /**
     * What an answer carrying `state` (session:get, accounts:switch) says: a small first state when it is large; its
     * fill is kept until the window, having painted the first state, asks for it (sendFill).
     */
    answer(state: SessionState): SessionState {
      const { answer, fill } = firstState(stateForWindow(state))
      if (fill) {
        fills.set(fill.revision, fill)
        for (const revision of fills.keys()) if (fills.size > KEPT_FILLS) fills.delete(revision)
      }
      return answer
    },
    /** Sends the fill of the answer at `revision` (in parts) and answers its receipt; null when none is kept. */
    sendFill(revision: number): SessionReceipt | null {
      const fill = fills.get(revision)
      if (!fill) return null
      fills.delete(revision)
      for (const event of splitChange(fill)) bus.emit('session:changed', event)
      return { accountId: fill.accountId, revision }
    },
    /** Every state of the active session as it changes, in process (no copy, no diff); returns the unsubscribe. */
    onSessionChange(follower: (state: SessionState) => void): () => void {
      followers.add(follower)
      return () => followers.delete(follower)
    },
  }
}
