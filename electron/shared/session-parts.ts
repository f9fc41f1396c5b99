// No session:changed event carries more than EVENT_BYTES: a change holding a large section (the first state of a
// 100,000-record account, tens of megabytes) goes as `part` events, each a run of the section's items, and then
// the patch itself, which names how many parts each section had. The receiver gathers the parts of a revision
// (createPartsCollector) and applies the patch whole, so it never shows half a section. Pure: the backend splits,
// the renderer gathers.
import type { AccountSnapshot } from './models/session'
import type { SessionChange, SnapshotKey } from './session-change'

type Patch = Extract<SessionChange, { kind: 'patch' }>
type Part = Extract<SessionChange, { kind: 'part' }>
/** A change that can name parts sent ahead of it. */
type Carrier = Extract<SessionChange, { kind: 'patch' | 'fill' }>

/** The most a session:changed event carries, as JSON. */
export const EVENT_BYTES = 1024 * 1024
/** What a part aims at: a quarter of the bound, room for items larger than the sample said. */
const PART_BYTES = EVENT_BYTES / 4
/** Items whose JSON is measured to estimate a list's size (spread over the list). */
const SAMPLES = 32

export const jsonBytes = (value: unknown) => (JSON.stringify(value) ?? '').length * 1.1

/** An item's weight: a zone counts its records, so a run of zones holds about as many records as a run of items. */
const weightOf = (item: unknown) => {
  const records = (item as { records?: unknown } | null)?.records
  return 1 + (Array.isArray(records) ? records.length : 0)
}

/** A run of a list's items; `more` continues the records of the item before the run (a zone too large for one part). */
export interface Run {
  items: unknown[]
  more?: unknown[]
}

/** The JSON bytes a unit of weight takes, from a sample of the list's items spread over it. */
function bytesPerWeight(list: unknown[]): number {
  const step = Math.max(1, Math.floor(list.length / SAMPLES))
  let sampleBytes = 0
  let sampleWeight = 0
  for (let i = 0; i < list.length; i += step) {
    sampleBytes += jsonBytes(list[i])
    sampleWeight += weightOf(list[i])
  }
  return sampleBytes / sampleWeight
}

/** About how many bytes of JSON the list takes (sampled: never the whole list written out). */
export function listBytes(list: unknown[], perWeight = bytesPerWeight(list)): number {
  if (list.length === 0) return 2
  let total = 0
  for (const item of list) total += weightOf(item)
  return total * perWeight
}

/** An item whose records alone outweigh a part, as runs: the item with its first records, then the rest in `more`. */
function itemRuns(item: { records: unknown[] }, perPart: number): Run[] {
  const size = Math.max(1, perPart)
  const runs: Run[] = [{ items: [{ ...item, records: item.records.slice(0, size) }] }]
  for (let at = size; at < item.records.length; at += size)
    runs.push({ items: [], more: item.records.slice(at, at + size) })
  return runs
}

/**
 * The list in runs of about PART_BYTES, by the bytes a unit of weight takes in a sample of its items; null when
 * the whole list is smaller than that (it travels in the patch). An item larger than a part travels alone, and
 * one whose records are more than a part holds is cut between its records (see itemRuns).
 */
export function runsOf(list: unknown[], partBytes = PART_BYTES): Run[] | null {
  if (list.length === 0) return null
  const perWeight = bytesPerWeight(list)
  if (listBytes(list, perWeight) <= partBytes) return null
  const runs: Run[] = []
  let start = 0
  let weight = 0
  const close = (end: number) => end > start && runs.push({ items: list.slice(start, end) })
  for (let i = 0; i < list.length; i++) {
    const next = weightOf(list[i])
    if (next * perWeight > partBytes && next > 1) {
      close(i)
      runs.push(...itemRuns(list[i] as { records: unknown[] }, Math.floor(partBytes / perWeight)))
      ;[start, weight] = [i + 1, 0]
      continue
    }
    if (i > start && (weight + next) * perWeight > partBytes) {
      close(i)
      ;[start, weight] = [i, 0]
    }
    weight += next
  }
  close(list.length)
  return runs
}

/** The events that carry `change`: its parts first (the sections in the order the snapshot lists them), then it. */
export function splitChange(change: SessionChange, partBytes = PART_BYTES): SessionChange[] {
  if (change.kind !== 'patch' && change.kind !== 'fill') return [change]
  const data = ('snapshot' in change && change.snapshot) || change.sections
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
    runs.forEach(({ items, more }, index) =>
      events.push({
        kind: 'part',
        revision: change.revision,
        accountId: change.accountId,
        section,
        index,
        items,
        ...(more && { more }),
      }),
    )
    parts[section] = runs.length
  }
  if (events.length === 0) return [change]
  if (change.kind === 'fill') return [...events, { ...change, sections: kept as Partial<AccountSnapshot>, parts }]
  const patch: Patch = { ...change, parts }
  if (change.snapshot) patch.snapshot = kept as AccountSnapshot
  else patch.sections = kept as Partial<AccountSnapshot>
  return [...events, patch]
}

/** A section's list from its parts in order: a part's `more` goes on the records of the item before it. */
function joinRuns(runs: Part[]): unknown[] {
  const list: unknown[] = []
  for (const { items, more } of runs) {
    const last = list.at(-1) as { records?: unknown } | undefined
    if (more && last && Array.isArray(last.records))
      list[list.length - 1] = { ...last, records: last.records.concat(more) }
    for (const item of items) list.push(item)
  }
  return list
}

/**
 * Gathers the parts of a revision; `take` answers what to apply for an event: nothing for a part (kept), the patch
 * with its parts put back in place, 'missing' when a patch names parts that did not all come (the receiver then
 * asks for the whole state), or any other change as it is.
 */
export function createPartsCollector() {
  let revision = -1
  let gathered = new Map<SnapshotKey, Part[]>()
  function keep(part: Part): void {
    if (part.revision !== revision) [revision, gathered] = [part.revision, new Map()]
    const runs = gathered.get(part.section) ?? []
    runs[part.index] = part
    gathered.set(part.section, runs)
  }
  function assemble(change: Carrier & { parts: Partial<Record<SnapshotKey, number>> }): SessionChange | 'missing' {
    const sections: Record<string, unknown> = {}
    for (const [key, count] of Object.entries(change.parts)) {
      const runs = change.revision === revision ? gathered.get(key as SnapshotKey) : undefined
      // A hole (a part that never came) is skipped by some() and every(): counted instead.
      if (!runs || runs.length !== count || Object.keys(runs).length !== count) return 'missing'
      sections[key] = joinRuns(runs)
    }
    ;[revision, gathered] = [-1, new Map()]
    const { parts: _named, ...rest } = change
    if (rest.kind === 'patch' && rest.snapshot)
      return { ...rest, snapshot: { ...rest.snapshot, ...sections } as AccountSnapshot }
    return { ...rest, sections: { ...rest.sections, ...sections } as Partial<AccountSnapshot> }
  }
  return {
    take(change: SessionChange): SessionChange | null | 'missing' {
      if (change.kind === 'part') {
        keep(change)
        return null
      }
      const carries = (change.kind === 'patch' || change.kind === 'fill') && change.parts
      return carries ? assemble({ ...change, parts: change.parts! }) : change
    },
  }
}
