// What a `session:changed` event carries: only what changed since the event before it. A flag that flips sends
// the flag; a section read sends that section. The whole state never travels in an event: it crosses the bridge
// in the answers that carry it (session:get, accounts:switch…; a re-read answers only with the revision it
// reached), and when the receiver cannot have the state before (another account became active, the first event)
// the event says so in a few bytes (`reset`), so a receiver that has no newer answer asks for the state once.
// Pure: the backend builds changes, the renderer applies them.
import type { AccountSnapshot, SessionState } from './models/session'

export type SnapshotKey = keyof AccountSnapshot
/** The state's fields other than the snapshot and the ones every change names. */
type Fields = Omit<SessionState, 'revision' | 'accountId' | 'snapshot' | 'pending'>

export type SessionChange =
  /**
   * A state the receiver cannot build from the one before (another account became active, the first event):
   * it asks for the whole state (session:get) unless it already holds this revision or a newer one.
   */
  | { kind: 'reset'; revision: number; accountId: string }
  /**
   * A run of a large section's items, ahead of the patch or fill (same revision) that names it in `parts`; `more`
   * continues the records of the item before the run (one zone of more records than a part holds).
   */
  | {
      kind: 'part'
      revision: number
      accountId: string
      section: SnapshotKey
      index: number
      items: unknown[]
      more?: unknown[]
    }
  /**
   * What an answer left out: an answer carrying a large state (session:get, accounts:switch) carries a small first
   * state (SessionState.pending names what it lacks), and this event, sent with it, brings the rest, in parts. Only
   * a receiver holding that answer's state applies it; others hold the whole state already.
   */
  | {
      kind: 'fill'
      revision: number
      accountId: string
      sections?: Partial<AccountSnapshot>
      parts?: Partial<Record<SnapshotKey, number>>
    }
  | {
      kind: 'patch'
      revision: number
      /** The revision of the event before this one: the state this patch applies to. */
      base: number
      accountId: string
      /** Fields that changed, with their new value. */
      fields?: Partial<Fields>
      /** The snapshot replaced whole (its first data, or one from the cache). */
      snapshot?: AccountSnapshot | null
      /** Parts of the snapshot whose data changed, with their new value… */
      sections?: Partial<AccountSnapshot>
      /**
       * Sections too large for one event, sent before this patch as `part` events of its revision: per section,
       * how many (see session-parts.ts). Their items, in order, are the section's value.
       */
      parts?: Partial<Record<SnapshotKey, number>>
      /** …and parts it no longer has (a section the API stopped offering). */
      removed?: SnapshotKey[]
    }

const FIELDS = [
  'status',
  'refreshing',
  'fetchedAt',
  'fromCache',
  'problem',
  'sectionProblems',
  'sectionsFetchedAt',
  'secretStorage',
] as const satisfies readonly (keyof Fields)[]

/** Equal for the state's small fields (flags, times, problems, per-section maps of strings). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/**
 * The change from `previous` (the state last sent to the same receivers) to `next`. Parts of the snapshot are
 * compared by reference: the backend keeps a part's object when its data did not change (see keepUnchanged).
 */
export function diffSession(previous: SessionState | null, next: SessionState): SessionChange {
  if (!previous || previous.accountId !== next.accountId || previous.revision >= next.revision)
    return { kind: 'reset', revision: next.revision, accountId: next.accountId }
  const change: Extract<SessionChange, { kind: 'patch' }> = {
    kind: 'patch',
    revision: next.revision,
    base: previous.revision,
    accountId: next.accountId,
  }
  const fields: Partial<Record<keyof Fields, unknown>> = {}
  for (const field of FIELDS) if (!sameValue(previous[field], next[field])) fields[field] = next[field]
  if (Object.keys(fields).length > 0) change.fields = fields as Partial<Fields>

  const before = previous.snapshot
  const after = next.snapshot
  if (before !== after) {
    if (!before || !after) change.snapshot = after
    else {
      const sections: Partial<Record<SnapshotKey, unknown>> = {}
      const removed: SnapshotKey[] = []
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<SnapshotKey>) {
        if (!(key in after)) removed.push(key)
        else if (before[key] !== after[key]) sections[key] = after[key]
      }
      if (Object.keys(sections).length > 0) change.sections = sections as Partial<AccountSnapshot>
      if (removed.length > 0) change.removed = removed
    }
  }
  return change
}

export interface AppliedChange {
  /** The state to hold: the same object when the change was older than it (or changed nothing). */
  state: SessionState | null
  /** The change could not be applied (its base is not the state held, or a reset newer than it): ask for the whole state. */
  resync: boolean
}

/**
 * `current` with `change` applied. Keeps the revision ordering: a change not newer than `current` is ignored.
 * The snapshot keeps its identity when the change did not touch it, and so do the parts it did not touch,
 * so what shows them does not render again.
 */
export function applySessionChange(current: SessionState | null, change: SessionChange): AppliedChange {
  // A part alone changes nothing: a patch gathered with its parts (createPartsCollector) is what applies.
  if (change.kind === 'part') return { state: current, resync: false }
  // A change that names parts not gathered into it cannot be applied: the whole state is asked for.
  if ((change.kind === 'patch' || change.kind === 'fill') && change.parts) return { state: current, resync: true }
  if (change.kind === 'fill') return applyFill(current, change)
  // Revisions count across accounts: holding this one or a newer one (an answer), the receiver has nothing to ask.
  if (change.kind === 'reset') return { state: current, resync: current === null || current.revision < change.revision }
  if (current && change.revision <= current.revision) return { state: current, resync: false }
  // A first state still waiting for its fill cannot take a later change: its fill went missing.
  if (!current || current.revision !== change.base || current.accountId !== change.accountId || current.pending)
    return { state: current, resync: true }
  let snapshot = current.snapshot
  if ('snapshot' in change) snapshot = change.snapshot ?? null
  else if ((change.sections || change.removed) && snapshot) {
    const next: Record<string, unknown> = { ...snapshot, ...change.sections }
    for (const key of change.removed ?? []) delete next[key]
    snapshot = next as AccountSnapshot
  }
  return {
    state: { ...current, ...change.fields, revision: change.revision, accountId: change.accountId, snapshot },
    resync: false,
  }
}

/** The sections an answer left out, put in the state that answer gave (any other state has them already). */
function applyFill(current: SessionState | null, fill: Extract<SessionChange, { kind: 'fill' }>): AppliedChange {
  if (!current?.pending || !current.snapshot) return { state: current, resync: false }
  if (current.revision !== fill.revision || current.accountId !== fill.accountId)
    return { state: current, resync: false }
  const { pending: _filled, ...rest } = current
  return { state: { ...rest, snapshot: { ...current.snapshot, ...fill.sections } }, resync: false }
}

/** Deep equality for JSON data (what the API's answers are read into, and what the cache gives back). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  // A key holding undefined is no key at all once written as JSON (the cache, the bridge): they compare equal.
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  let defined = 0
  for (const k in ra) {
    if (ra[k] === undefined) continue
    defined++
    if (!sameData(ra[k], rb[k])) return false
  }
  for (const k in rb) if (rb[k] !== undefined) defined--
  return defined === 0
}

/**
 * `next` with every part whose data equals the one in `previous` replaced by `previous`'s object, so a re-read
 * that brought nothing new leaves the snapshot (and each unchanged part) as it was.
 */
export function keepUnchanged(previous: AccountSnapshot | null, next: AccountSnapshot): AccountSnapshot {
  if (!previous) return next
  let changed = Object.keys(previous).length !== Object.keys(next).length
  const kept: Record<string, unknown> = {}
  for (const key of Object.keys(next) as SnapshotKey[]) {
    const same = key in previous && (previous[key] === next[key] || sameData(previous[key], next[key]))
    kept[key] = same ? previous[key] : next[key]
    if (!same) changed = true
  }
  return changed ? (kept as AccountSnapshot) : previous
}
