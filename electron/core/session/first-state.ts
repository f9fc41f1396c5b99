// An answer that carries a session's state (session:get, accounts:switch) carries a small first state: every small
// section whole, and of each large one what the tree shows first (a zone without its records, a list's first
// items), within FIRST_STATE_BYTES; a `fill` event of the same revision, in parts of at most a quarter MiB each,
// brings the large sections whole (session-parts.ts). At 100,000 records the answer was a 35 MB snapshot.
import type { AccountSnapshot, SessionState, SnapshotSection } from '../../shared/models/session'
import type { SessionChange } from '../../shared/session-change'
import { jsonBytes, listBytes } from '../../shared/session-parts'

/** The most a first state's snapshot takes, as JSON (about). */
export const FIRST_STATE_BYTES = 384 * 1024
/** A list smaller than this goes whole in the first state. */
const SMALL_LIST_BYTES = 32 * 1024

type Fill = Extract<SessionChange, { kind: 'fill' }>

const sectionBytes = (value: unknown) => (Array.isArray(value) ? listBytes(value) : jsonBytes(value))

/** An item without its records (a zone as the tree's first rows show it); any other item as it is. */
const withoutRecords = (item: unknown): unknown =>
  item && typeof item === 'object' && Array.isArray((item as { records?: unknown }).records)
    ? { ...item, records: [] }
    : item

/** The first items of `list`, without their records, that take about `budget` bytes of JSON. */
function headOf(list: unknown[], budget: number): unknown[] {
  const light = list.map(withoutRecords)
  const perItem = listBytes(light) / light.length
  return light.slice(0, Math.max(1, Math.floor(budget / perItem)))
}

function measure(snapshot: AccountSnapshot) {
  const entries = Object.entries(snapshot) as [SnapshotSection | 'unreadable', unknown][]
  return { entries, sizes: new Map(entries.map(([key, value]) => [key, sectionBytes(value)])) }
}

function isLarge(sizes: Map<string, number>): boolean {
  let total = 0
  for (const size of sizes.values()) total += size
  return total > FIRST_STATE_BYTES
}

/** Whether an answer carrying `state` would carry a first state and a fill (see firstState). */
export const answersInParts = (state: SessionState): boolean =>
  state.snapshot !== null && isLarge(measure(state.snapshot).sizes)

/**
 * The state to answer with, and the fill that completes it (null when the state is small enough to go whole).
 * The large sections are the pending ones; they share the budget left by the small ones.
 */
export function firstState(state: SessionState): { answer: SessionState; fill: Fill | null } {
  const { snapshot } = state
  if (!snapshot) return { answer: state, fill: null }
  const { entries, sizes } = measure(snapshot)
  if (!isLarge(sizes)) return { answer: state, fill: null }
  const large = entries.filter(([key, value]) => Array.isArray(value) && sizes.get(key)! > SMALL_LIST_BYTES)
  let budget = FIRST_STATE_BYTES
  for (const [key, size] of sizes) if (!large.some(([name]) => name === key)) budget -= size
  const first: Record<string, unknown> = { ...snapshot }
  const sections: Record<string, unknown> = {}
  for (const [key, value] of large) {
    first[key] = headOf(value as unknown[], Math.max(0, budget) / large.length)
    sections[key] = value
  }
  const pending = large.map(([key]) => key as SnapshotSection)
  return {
    answer: { ...state, snapshot: first as AccountSnapshot, pending },
    fill: { kind: 'fill', revision: state.revision, accountId: state.accountId, sections },
  }
}
