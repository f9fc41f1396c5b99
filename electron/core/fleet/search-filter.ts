import { PALETTE_KINDS } from '../../shared/channels/fleet'
import { daysUntil, matchesTerms, type FilterSubject } from '../../shared/filter/match'
import { narrowsByTerms, type Filter, type TagTerm } from '../../shared/filter/parse'
import { latinise } from '../../shared/palette/match'
import { refOf } from '../../shared/resources'
import { openerAt } from './search-items'
import { sizeOf, type SearchPart } from './search-part'
import type { Candidates, Layout } from './search-steps'
import { STEP_MASK, type Steps } from './steps'

/** The tags the filter looks up: each account's tagged resources by `refKey`, and a version that moves with them. */
export interface TagSource {
  /** Resolves once the tags are read (a search waits for it). */
  load(): Promise<unknown>
  version(): number
  ofAccount(accountId: string): ReadonlyMap<string, { tags: readonly string[] }>
}

export const NO_TAGS: TagSource = { load: () => Promise.resolve(), version: () => 0, ofAccount: () => new Map() }

/** What a part knows of its items beyond their text, made when a filter first needs it. */
interface PartFacts {
  /** The item that is each resource (not a command about it), by `refKey`. */
  refs: Map<string, number>
  /** Each item's tags in lower case, as of `version`. */
  tags: Array<readonly string[] | undefined>
  /** The items holding each tag (`env=prod`) and each key (`env`, a bare word too), ascending. */
  byTag: Map<string, number[]>
  version: number
}
const facts = new WeakMap<SearchPart, PartFacts>()

/** Whether item k is a resource itself (a command about it shares its entry). */
const isResource = (part: SearchPart, k: number): boolean => {
  const descriptor = openerAt(part.openers[k] ?? 0)
  return !!descriptor && PALETTE_KINDS[part.kinds[k] ?? 0] === descriptor.kind
}

function refsOf(part: SearchPart): Map<string, number> {
  const refs = new Map<string, number>()
  for (let k = 0; k < sizeOf(part); k++) {
    const descriptor = openerAt(part.openers[k] ?? 0)
    const entry = part.entries[k]
    if (!descriptor || !entry || !isResource(part, k)) continue
    const ref = refOf(descriptor, entry)
    refs.set(`${ref.kind}:${ref.parentId ?? ''}:${ref.id}`, k)
  }
  return refs
}

const lower = (tags: readonly string[]) =>
  tags.some((t) => t !== t.toLowerCase()) ? tags.map((t) => t.toLowerCase()) : tags

/** The tags of a part's items and the items of each tag, made again when the tags changed. */
function factsOf(part: SearchPart, source: TagSource): PartFacts {
  const known = facts.get(part) ?? { refs: refsOf(part), tags: [], byTag: new Map(), version: -1 }
  facts.set(part, known)
  if (known.version === source.version()) return known
  const tagged: number[] = []
  known.tags = []
  for (const [key, record] of source.ofAccount(part.accountId)) {
    const k = known.refs.get(key)
    if (k === undefined || record.tags.length === 0) continue
    known.tags[k] = lower(record.tags)
    tagged.push(k)
  }
  known.byTag = new Map()
  const add = (word: string, k: number) => {
    const items = known.byTag.get(word)
    if (!items) known.byTag.set(word, [k])
    else if (items.at(-1) !== k) items.push(k)
  }
  for (const k of tagged.sort((a, b) => a - b))
    for (const tag of known.tags[k] ?? []) {
      add(tag, k)
      const eq = tag.indexOf('=')
      if (eq > 0) add(tag.slice(0, eq), k)
    }
  known.version = source.version()
  return known
}

/** A subject made once and filled per item: 100,000 items make no 100,000 objects. */
function subjectFiller(part: SearchPart, filter: Filter, tags: PartFacts['tags'], now: number) {
  const subject: FilterSubject = {
    kind: '',
    state: null,
    poweredOn: null,
    accountId: part.accountId,
    accountLabel: part.accountLabel,
    tags: [],
    daysLeft: null,
  }
  const [needState, needExpiry] = [filter.states.length > 0, filter.expires.length > 0]
  const without = filter.without.map(latinise)
  return (k: number): boolean => {
    const descriptor = openerAt(part.openers[k] ?? 0)
    const entry = part.entries[k]
    if (!descriptor || !entry || !isResource(part, k)) return false
    subject.kind = descriptor.kind
    subject.tags = tags[k] ?? []
    subject.state = needState ? descriptor.state(entry.item) : null
    subject.poweredOn = needState ? (descriptor.power?.(entry.item) ?? null) : null
    subject.daysLeft = needExpiry ? daysUntil(descriptor.expires?.(entry.item), now) : null
    if (!matchesTerms(filter, subject)) return false
    if (without.length === 0) return true
    const text = part.joined.slice(part.starts[k], (part.starts[k + 1] ?? 1) - 1)
    return !without.some((word) => text.includes(word))
  }
}

/** The items holding every wanted tag: the shortest list, each of its items checked for the others. */
function holdingAll(known: PartFacts, wanted: readonly TagTerm[]): number[] {
  const lists = wanted.map((t) => known.byTag.get(t.value === null ? t.key : `${t.key}=${t.value}`) ?? [])
  const shortest = lists.reduce((a, b) => (b.length < a.length ? b : a))
  if (lists.length === 1) return shortest
  const others = lists.filter((l) => l !== shortest).map((l) => new Set(l))
  return shortest.filter((k) => others.every((set) => set.has(k)))
}

/**
 * Each part's items that pass the filter's terms (its free words aside), ascending: the candidates the free
 * words are then matched among. Tags to have are looked up (the items holding them); the other terms are checked
 * item by item, over those items, or over every item when no tag is wanted.
 */
export function* filteredItems(layout: Layout, filter: Filter, source: TagSource, now: number): Steps<Candidates> {
  const wanted = filter.tags.filter((t) => !t.negated)
  // What is left to check item by item once the wanted tags were looked up.
  const rest: Filter = { ...filter, tags: filter.tags.filter((t) => t.negated) }
  const checked = narrowsByTerms(rest) || rest.without.length > 0
  const candidates: Candidates = []
  let looked = 0
  for (const part of layout.parts) {
    const known = factsOf(part, source)
    const passes = subjectFiller(part, rest, known.tags, now)
    if (wanted.length > 0) {
      const holding = holdingAll(known, wanted)
      candidates.push(Int32Array.from(checked ? holding.filter(passes) : holding))
      looked += holding.length
      if (looked > STEP_MASK) {
        looked = 0
        yield
      }
      continue
    }
    const found: number[] = []
    for (let k = 0; k < sizeOf(part); k++) {
      if ((++looked & STEP_MASK) === 0) yield
      if (passes(k)) found.push(k)
    }
    candidates.push(Int32Array.from(found))
  }
  return candidates
}
