import type { JournalEntry } from '../../shared/channels/journal'
import type { Condition } from './warnings'

/**
 * The states a user sets themselves through this app (the journal's operations that put a resource in a state,
 * and those that take it out): a storage user blocked from its own pane is the user's choice, not a problem for
 * the early warnings.
 */
const SETS_STATE: Record<string, { kind: Condition['kind']; on: boolean }> = {
  'storage:blockUser': { kind: 'blocked', on: true },
  'storage:unblockUser': { kind: 'blocked', on: false },
}

const keyOf = (kind: string, resource: { kind: string; id: number | string | null }) =>
  `${kind}|${resource.kind}:${resource.id}`

/**
 * The warning kinds and resources (`blocked|storageUser:12`) whose present state the user's own last change set:
 * the newest journaled change of each (entries are newest first) that was sent and not refused.
 */
export function ownStates(entries: readonly JournalEntry[]): Set<string> {
  const seen = new Set<string>()
  const own = new Set<string>()
  for (const entry of entries) {
    const sets = SETS_STATE[entry.operation]
    if (!sets || entry.outcome === 'failed' || entry.resource.id === null) continue
    const key = keyOf(sets.kind, entry.resource)
    if (seen.has(key)) continue
    seen.add(key)
    if (sets.on) own.add(key)
  }
  return own
}

/** The conditions less those the user caused themselves (their own block is no early warning). */
export function exceptOwnStates(conditions: Condition[], own: ReadonlySet<string>): Condition[] {
  if (own.size === 0) return conditions
  return conditions.filter((c) => !c.resource || !own.has(keyOf(c.kind, c.resource)))
}
