import { PALETTE_KINDS } from '../../shared/channels/fleet'
import { daysUntil, hasTag, matchesTerms, type FilterSubject } from '../../shared/filter/match'
import type { Filter } from '../../shared/filter/parse'
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
  ofAccount(accountId: string): ReadonlyMap<string, readonly string[]>
}

export const NO_TAGS: TagSource = { load: () => Promise.resolve(), version: () => 0, ofAccount: () => new Map() }

/** What a part knows of its items beyond their text, made when a filter first needs it. */
interface PartFacts {
  /** The item that is each resource (not a command about it), by `refKey`. */
  refs: Map<string, number>
  /** Each item's tags, as of `version`. */
  tags: Array<readonly string[] | undefined>
  /** The items that have tags, ascending. */
  tagged: Int32Array
  version: number
}
const facts = new WeakMap<SearchPart, PartFacts>()

/** Whether item k is a resource itself (a command about it shares its entry). */
const isResource = (part: SearchPart, k: number): boolean => {
  const descriptor = openerAt(part.openers[k] ?? 0)
  return !!descriptor && PALETTE_KINDS[part.kinds[k] ?? 0] === descriptor.kind
}

function factsOf(part: SearchPart, source: TagSource): PartFacts {
  let known = facts.get(part)
  if (!known) {
    const refs = new Map<string, number>()
    for (let k = 0; k < sizeOf(part); k++) {
      const descriptor = openerAt(part.openers[k] ?? 0)
      const entry = part.entries[k]
      if (!descriptor || !entry || !isResource(part, k)) continue
      const ref = refOf(descriptor, entry)
      refs.set(`${ref.kind}:${ref.parentId ?? ''}:${ref.id}`, k)
    }
    known = { refs, tags: [], tagged: new Int32Array(0), version: -1 }
    facts.set(part, known)
  }
  if (known.version !== source.version()) {
    known.tags = []
    const tagged: number[] = []
    for (const [key, tags] of source.ofAccount(part.accountId)) {
      const k = known.refs.get(key)
      if (k !== undefined) [known.tags[k], tagged[tagged.length]] = [tags, k]
    }
    known.tagged = Int32Array.from(tagged).sort()
    known.version = source.version()
  }
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

/**
 * Each part's items that pass the filter's terms (its free words aside), ascending: the candidates the free
 * words are then matched among. A tag to have looks only at the tagged items; anything else looks at each item.
 */
export function* filteredItems(layout: Layout, filter: Filter, source: TagSource, now: number): Steps<Candidates> {
  const wanted = filter.tags.filter((t) => !t.negated)
  const candidates: Candidates = []
  let looked = 0
  for (const part of layout.parts) {
    const known = factsOf(part, source)
    const passes = subjectFiller(part, filter, known.tags, now)
    const found: number[] = []
    if (wanted.length > 0) {
      for (const k of known.tagged) {
        if ((++looked & STEP_MASK) === 0) yield
        const tags = known.tags[k] ?? []
        if (wanted.every((t) => hasTag(t, tags)) && passes(k)) found.push(k)
      }
    } else {
      for (let k = 0; k < sizeOf(part); k++) {
        if ((++looked & STEP_MASK) === 0) yield
        if (passes(k)) found.push(k)
      }
    }
    candidates.push(Int32Array.from(found))
  }
  return candidates
}
