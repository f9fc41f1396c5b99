import type { SessionState } from '../../shared/models/session'
import { diffSession, type SessionChange } from '../../shared/session-change'
import { splitChange } from '../../shared/session-parts'
import type { EventBus } from '../event-bus'
import { firstState } from './first-state'

type Fill = Extract<SessionChange, { kind: 'fill' }>

/**
 * Tells the windows (session:changed, only what changed since the last one, a large section in parts) and in-process followers (the state
 * itself) about every state of the active session.
 */
export function createSessionAnnouncer(bus: EventBus) {
  /** The state the last session:changed described: the next one carries only what changed since. */
  let lastSent: SessionState | null = null
  /** In-process followers of the active session (the task tracker): they get the state itself, not a change. */
  const followers = new Set<(state: SessionState) => void>()
  /** Fills of answers just given, not sent yet. */
  const fills: Fill[] = []
  function sendFills(): void {
    for (const fill of fills.splice(0)) for (const event of splitChange(fill)) bus.emit('session:changed', event)
  }
  return {
    announce(state: SessionState): void {
      sendFills()
      const change = diffSession(lastSent, state)
      lastSent = state
      for (const follower of followers) follower(state)
      // A large section goes ahead in parts: no event carries more than EVENT_BYTES.
      for (const event of splitChange(change)) bus.emit('session:changed', event)
    },
    /**
     * What an answer carrying `state` (session:get, accounts:switch) says: a small first state when it is large. Its
     * `fill` goes out once the answer has (the turn after), and always ahead of any later change (announce sends
     * the fills still waiting first), so a receiver has the first state before the rest, in order.
     */
    answer(state: SessionState): SessionState {
      const { answer, fill } = firstState(state)
      if (fill) {
        fills.push(fill)
        setImmediate(sendFills)
      }
      return answer
    },
    /** Every state of the active session as it changes, in process (no copy, no diff); returns the unsubscribe. */
    onSessionChange(follower: (state: SessionState) => void): () => void {
      followers.add(follower)
      return () => followers.delete(follower)
    },
  }
}
