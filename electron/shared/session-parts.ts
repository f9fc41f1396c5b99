// No session:changed event carries more than EVENT_BYTES: a change holding a large section (the first state of a
// 100,000-record account, tens of megabytes) goes as `part` events, each a run of the section's items, and then
// the patch itself, which names how many parts each section had. The receiver gathers the parts of a revision
// (createPartsCollector) and applies the patch whole, so it never shows half a section. Pure: the backend splits,
// the renderer gathers.
import type { AccountSnapshot } from './channels/session'
import type { SessionChange, SnapshotKey } from './session-change'

type Patch = Extract<SessionChange, { kind: 'patch' }>
type Part = Extract<SessionChange, { kind: 'part' }>

/** The most a session:changed event carries, as JSON. */
export const EVENT_BYTES = 1024 * 1024
/** What a part aims at: a quarter of the bound, room for items larger than the sample said. */
const PART_BYTES = EVENT_BYTES / 4
/** Items whose JSON is measured to estimate a list's size (spread over the list). */
const SAMPLES = 32

const jsonBytes = (value: unknown) => (JSON.stringify(value) ?? '').length * 1.1

/** An item's weight: a zone counts its records, so a run of zones holds about as many records as a run of items. */
const weightOf = (item: unknown) => {
  const records = (item as { records?: unknown } | null)?.records
  return 1 + (Array.isArray(records) ? records.length : 0)
}

/**
 * The list in runs of about PART_BYTES, by the bytes a unit of weight takes in a sample of its items; null when
 * the whole list is smaller than that (it travels in the patch). An item larger than a part travels alone.
 */
export function runsOf(list: unknown[], partBytes = PART_BYTES): unknown[][] | null {
  if (list.length === 0) return null
  const step = Math.max(1, Math.floor(list.length / SAMPLES))
  let sampleBytes = 0
  let sampleWeight = 0
  for (let i = 0; i < list.length; i += step) {
    sampleBytes += jsonBytes(list[i])
    sampleWeight += weightOf(list[i])
  }
  const perWeight = sampleBytes / sampleWeight
  let total = 0
  for (const item of list) total += weightOf(item)
  if (total * perWeight <= partBytes) return null
  const runs: unknown[][] = []
  let start = 0
  let weight = 0
  for (let i = 0; i < list.length; i++) {
    const next = weightOf(list[i])
    if (i > start && (weight + next) * perWeight > partBytes) {
      runs.push(list.slice(start, i))
      ;[start, weight] = [i, 0]
    }
    weight += next
  }
  runs.push(list.slice(start))
  return runs
}

/** The events that carry `change`: its parts first (the sections in the order the snapshot lists them), then it. */
export function splitChange(change: SessionChange, partBytes = PART_BYTES): SessionChange[] {
  if (change.kind !== 'patch') return [change]
  const data = (change.snapshot ?? change.sections) as Record<string, unknown> | undefined
  if (!data) return [change]
  const events: SessionChange[] = []
  const kept: Record<string, unknown> = {}
  const parts: Partial<Record<SnapshotKey, number>> = {}
  for (const [key, value] of Object.entries(data)) {
    const runs = Array.isArray(value) ? runsOf(value, partBytes) : null
    if (!runs) {
      kept[key] = value
      continue
    }
    const section = key as SnapshotKey
    runs.forEach((items, index) =>
      events.push({ kind: 'part', revision: change.revision, accountId: change.accountId, section, index, items }),
    )
    parts[section] = runs.length
  }
  if (events.length === 0) return [change]
  const patch: Patch = { ...change, parts }
  if (change.snapshot) patch.snapshot = kept as AccountSnapshot
  else patch.sections = kept as Partial<AccountSnapshot>
  return [...events, patch]
}

/**
 * Gathers the parts of a revision; `take` answers what to apply for an event: nothing for a part (kept), the patch
 * with its parts put back in place, 'missing' when a patch names parts that did not all come (the receiver then
 * asks for the whole state), or any other change as it is.
 */
export function createPartsCollector() {
  let revision = -1
  let gathered = new Map<SnapshotKey, unknown[][]>()
  function keep(part: Part): void {
    if (part.revision !== revision) [revision, gathered] = [part.revision, new Map()]
    const runs = gathered.get(part.section) ?? []
    runs[part.index] = part.items
    gathered.set(part.section, runs)
  }
  function assemble(patch: Patch & { parts: Partial<Record<SnapshotKey, number>> }): SessionChange | 'missing' {
    const sections: Record<string, unknown> = {}
    for (const [key, count] of Object.entries(patch.parts)) {
      const runs = patch.revision === revision ? gathered.get(key as SnapshotKey) : undefined
      // A hole (a part that never came) is skipped by some() and every(): counted instead.
      if (!runs || runs.length !== count || Object.keys(runs).length !== count) return 'missing'
      sections[key] = ([] as unknown[]).concat(...runs)
    }
    ;[revision, gathered] = [-1, new Map()]
    const { parts: _named, ...rest } = patch
    if (patch.snapshot) return { ...rest, snapshot: { ...patch.snapshot, ...sections } as AccountSnapshot }
    return { ...rest, sections: { ...patch.sections, ...sections } as Partial<AccountSnapshot> }
  }
  return {
    take(change: SessionChange): SessionChange | null | 'missing' {
      if (change.kind === 'part') {
        keep(change)
        return null
      }
      return change.kind === 'patch' && change.parts ? assemble({ ...change, parts: change.parts }) : change
    },
  }
}
