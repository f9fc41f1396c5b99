// What a window receives of a session's state: every secret (a password, a secret key) in its place only says that
// one exists (SECRET_HELD); the window asks for the value when the user shows or copies it (handlers/secrets.ts).
// The backend's own state keeps the values: a Show is answered from it, never from what a window sends.
import type { AccountSnapshot, SessionState, SnapshotSection } from '../../shared/models/session'
import { SECRET_FIELDS, SECRET_HELD } from '../../shared/models/secrets'
import { allResources } from '../../shared/resources'

/** The sections of the kinds that carry a secret: the only ones walked. */
const SECRET_SECTIONS: ReadonlySet<SnapshotSection> = new Set(
  allResources()
    .filter((d) => d.secret)
    .map((d) => d.section),
)

/** `value` with each secret held in its place; the same object when it holds none (copy on write). */
function hidden(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null
    for (let i = 0; i < value.length; i++) {
      const inner = hidden(value[i])
      if (inner !== value[i]) (copy ??= value.slice())[i] = inner
    }
    return copy ?? value
  }
  if (value === null || typeof value !== 'object') return value
  let copy: Record<string, unknown> | null = null
  for (const [key, inner] of Object.entries(value)) {
    const shown = SECRET_FIELDS.has(key) && typeof inner === 'string' && inner !== '' ? SECRET_HELD : hidden(inner)
    if (shown !== inner) (copy ??= { ...value })[key] = shown
  }
  return copy ?? value
}

/**
 * Each section's window copy, by the backend's section value: a section that did not change keeps its copy, so the
 * change events, which compare sections by reference (diffSession), still carry only what changed.
 */
const copies = new WeakMap<object, unknown>()
const snapshots = new WeakMap<AccountSnapshot, AccountSnapshot>()

function sectionForWindow(section: SnapshotSection, value: unknown): unknown {
  if (!SECRET_SECTIONS.has(section) || value === null || typeof value !== 'object') return value
  let copy = copies.get(value)
  if (copy === undefined) copies.set(value, (copy = hidden(value)))
  return copy
}

function snapshotForWindow(snapshot: AccountSnapshot): AccountSnapshot {
  let copy = snapshots.get(snapshot)
  if (copy) return copy
  copy = { ...snapshot }
  for (const [section, value] of Object.entries(snapshot))
    (copy as Record<string, unknown>)[section] = sectionForWindow(section as SnapshotSection, value)
  snapshots.set(snapshot, copy)
  return copy
}

/** The state as a window may hold it: no secret's value in it. */
export function stateForWindow(state: SessionState): SessionState {
  return state.snapshot ? { ...state, snapshot: snapshotForWindow(state.snapshot) } : state
}
