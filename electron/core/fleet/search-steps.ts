import type { createFuzzy, Query } from '../../shared/palette/match'
import { tierWithin, type ItemSpan } from '../../shared/palette/tiers'
import { ORDERS } from './search-items'
import { sizeOf, textsOf, type SearchPart } from './search-part'
import { STEP_MASK, type Steps } from './steps'

/** Above this many candidates, ranking is skipped (a one-letter query): the first ones are shown. */
const RANK_LIMIT = 2_000
const TIERS = 5

/**
 * The accounts' parts in order. Items are numbered across them (an account's items after those of the accounts
 * before it), and ties go to the first.
 */
export interface Layout {
  parts: readonly SearchPart[]
  /** The number of each part's first item. */
  starts: readonly number[]
}

/** Each part's items that can match a query (ascending): those of the next keystroke are among them. */
export type Candidates = Int32Array[]

/**
 * Whether whatever matches `next` matches `before` too, so `next` need look only at `before`'s candidates: `next`
 * types on from `before`, and `before`'s words are its text (not a word lost in transliteration, an `ъ`).
 */
export const narrows = (before: Query, next: Query): boolean =>
  next.lat.startsWith(before.lat) && before.lat === before.terms.join(' ')

/**
 * The best `limit` of many numbered items by a small whole-number class, without sorting them: items come in
 * ascending order, so a class keeps its first ones and the classes are read in order. Once the classes up to one
 * hold `limit`, that one and every worse one are closed: a later item there would stand behind them all.
 */
function bestByClass(classes: number, limit: number) {
  const kept: number[][] = Array.from({ length: classes }, () => [])
  let cut = classes
  return {
    /** Whether an item of this class (or a worse one) can no longer be among the best. */
    closed: (cls: number): boolean => cls >= cut,
    add(cls: number, index: number): void {
      if (cls >= cut) return
      kept[cls]?.push(index)
      let held = 0
      for (let c = 0; c < cut; c++) {
        held += kept[c]?.length ?? 0
        if (held >= limit) cut = c
      }
    },
    best: (): number[] => kept.flat().slice(0, limit),
  }
}

/**
 * Where a word first stands in a part's text from a place on, asked for places in ascending order: a search goes
 * on from the last one's answer, so the text is read about once per word whichever items are asked about.
 */
function finder(text: string, word: string): (from: number) => number {
  let found = -2
  return (from) => {
    if (found !== -1 && found < from) found = text.indexOf(word, from)
    return found
  }
}

/** The last item (from `low` on) whose text starts at or before `place`. */
function itemAt(starts: Int32Array, place: number, low: number): number {
  let [lo, hi] = [low, starts.length - 2]
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((starts[mid] ?? 0) <= place) lo = mid
    else hi = mid - 1
  }
  return lo
}

/**
 * Whether item k of a part holds each of `words`: -2 when it does; else where the furthest of them next stands
 * (no item before that one holds it), or -1 when one of them stands nowhere further on.
 */
function holding(part: SearchPart, words: readonly string[], finders: Array<(from: number) => number>) {
  return (k: number): number => {
    const start = part.starts[k] ?? 0
    const end = (part.starts[k + 1] ?? 1) - 1
    let furthest = -2
    for (let w = 0; w < words.length; w++) {
      const at = finders[w]?.(start) ?? -1
      if (at < 0) return -1
      if (at + (words[w]?.length ?? 0) > end) furthest = Math.max(furthest, at)
    }
    return furthest
  }
}

/**
 * Items matching whole (the query in their text, or each of its words): by how well (`tierWithin`; a one-letter
 * query: all alike), then kind, then where they stand. Looks only at `among` when given (the previous keystroke's
 * candidates), else at every item, skipping to the next that holds the query; answers this one's candidates for
 * the next keystroke.
 */
export function* wholeMatches(
  layout: Layout,
  query: Query,
  limit: number,
  among: Candidates | null,
): Steps<{ best: number[]; candidates: Candidates }> {
  const { lat, terms } = query
  const tiered = lat.length >= 2
  // A query of several words matches an item holding each (one holding the query holds each of its words too).
  const words = terms.length > 1 ? terms : [lat]
  const selection = bestByClass(TIERS * ORDERS, limit)
  const candidates: Candidates = []
  const span: ItemSpan = { start: 0, labelEnd: 0, end: 0 }
  let looked = 0
  for (const [p, part] of layout.parts.entries()) {
    const size = sizeOf(part)
    const finders = words.map((word) => finder(part.joined, word))
    const holds = holding(part, words, finders)
    const firstAt = terms.length > 1 ? finder(part.joined, lat) : (finders[0] ?? finder(part.joined, lat))
    const from = among?.[p]
    const found = new Int32Array(from ? from.length : size)
    let [kept, c] = [0, 0]
    const next = (k: number, jump: number) =>
      from ? (from[++c] ?? size) : jump < 0 ? k + 1 : itemAt(part.starts, jump, k + 1)
    for (let k = from ? (from[0] ?? size) : 0; k < size;) {
      if ((++looked & STEP_MASK) === 0) yield
      const miss = holds(k)
      if (miss === -1) break
      if (miss >= 0) {
        k = next(k, miss)
        continue
      }
      found[kept++] = k
      // Its best would be the best score for its kind: no need to score it when even that cannot enter.
      const order = part.order[k] ?? 0
      if (!selection.closed(order)) {
        span.start = part.starts[k] ?? 0
        span.labelEnd = part.labelEnds[k] ?? 0
        span.end = (part.starts[k + 1] ?? 1) - 1
        const tier = tiered ? (tierWithin(part.joined, span, query, firstAt(span.start)) ?? TIERS - 1) : 0
        selection.add(tier * ORDERS + order, (layout.starts[p] ?? 0) + k)
      }
      k = next(k, -1)
    }
    candidates.push(found.subarray(0, kept))
  }
  return { best: selection.best(), candidates }
}

export type Fuzzy = ReturnType<typeof createFuzzy>

/**
 * Scattered letters, the last resort when nothing matches whole: uFuzzy over every part's texts, ranked when
 * there are few enough, else the first ones by kind. Each with its ranges in the latinised text.
 */
export function* scatteredMatches(
  layout: Layout,
  fuzzy: Fuzzy,
  query: Query,
  limit: number,
): Steps<Array<{ index: number; ranges: number[] }>> {
  const found: number[] = []
  for (const [p, part] of layout.parts.entries()) {
    const start = layout.starts[p] ?? 0
    for (const i of fuzzy.filter(textsOf(part), query)) found.push(start + i)
    yield
  }
  if (found.length > RANK_LIMIT) {
    const first = found.slice(0, RANK_LIMIT).map((index) => {
      const { part, i } = partOf(layout, index)
      return { index, order: part.order[i] ?? 0 }
    })
    first.sort((a, b) => a.order - b.order || a.index - b.index)
    return first.slice(0, limit).map(({ index }) => ({ index, ranges: [] }))
  }
  // Ranked over the found texts alone, in the same order: uFuzzy ranks each text by itself, ties by that order.
  const texts = found.map((index) => {
    const { part, i } = partOf(layout, index)
    return textsOf(part)[i] ?? ''
  })
  const ranked = fuzzy.rank(
    texts,
    texts.map((_, k) => k),
    query,
  )
  return ranked.slice(0, limit).map(({ index, ranges }) => ({ index: found[index] ?? 0, ranges }))
}

/** The part a numbered item is in, and its place there. */
export function partOf(layout: Layout, index: number): { part: SearchPart; i: number } {
  let p = layout.parts.length - 1
  while (p > 0 && (layout.starts[p] ?? 0) > index) p--
  const part = layout.parts[p]
  if (!part) throw new Error(`no part holds item ${index}`)
  return { part, i: index - (layout.starts[p] ?? 0) }
}
