import uFuzzy from '@leeoniya/ufuzzy'
import { TRANSLIT } from '../translit'
import { holdsEvery, tierWithin } from './tiers'

/**
 * How the palette matches, in the backend's index and the renderer's own commands alike: Cyrillic and Latin the
 * same way (both are folded to Latin letters, so `prod` finds `прод` and `прод` finds `prod`), whole words and
 * prefixes ranked above substrings, substrings above scattered letters; scattered letters only when nothing
 * matches whole.
 */

/** Made once: a regex literal is a new object each time it is evaluated, and this runs for every item indexed. */
const CYRILLIC = /[а-яё]/

/** Lower case, Cyrillic letters in Latin ones; other characters as they are. */
export function latinise(text: string): string {
  const lower = text.toLowerCase()
  if (!CYRILLIC.test(lower)) return lower
  let out = ''
  for (const char of lower) out += TRANSLIT[char] ?? char
  return out
}

/** Longer queries are cut here: nobody types more, and a pasted page must not cost a scan per letter. */
export const MAX_QUERY_LENGTH = 64

export interface Query {
  /** As typed (trimmed, bounded), lower case. */
  raw: string
  /** In Latin letters. */
  lat: string
  /** Its words in Latin letters. */
  terms: string[]
  /** Whether `lat` is letters and digits only, so a word can start with it. */
  word: boolean
}

const ALL_WORD = /^[\p{L}\p{N}]+$/u

export function parseQuery(query: string): Query | null {
  const raw = query.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).toLowerCase()
  if (!raw) return null
  const lat = latinise(raw)
  return { raw, lat, terms: lat.split(' ').filter(Boolean), word: ALL_WORD.test(lat) }
}

/**
 * How well the text matches, lower is better, or null: 0 the label starts with the query or a word of it is the
 * query; 1 a word of the label starts with it; 2 the label holds it; 3 the label with its detail holds it; 4 each
 * word of the query is somewhere in them. `label` and `text` are latinised, `text` the label, a space and the
 * detail (`tiers.ts`).
 */
export function matchTier(label: string, text: string, query: Query): number | null {
  const item = { start: 0, labelEnd: label.length, end: text.length }
  return tierWithin(text, item, query, text.indexOf(query.lat)) ?? (holdsEvery(text, query.terms) ? 4 : null)
}

/** Where the query (or each of its words) stands in the text as typed, for highlighting: [start, end) pairs. */
export function matchRanges(text: string, query: Query): number[] {
  const lower = text.toLowerCase()
  const parts = lower.includes(query.raw) ? [query.raw] : query.raw.split(' ')
  const found: Array<[number, number]> = []
  for (const part of parts) {
    const at = part ? lower.indexOf(part) : -1
    if (at >= 0) found.push([at, at + part.length])
  }
  found.sort((a, b) => a[0] - b[0])
  const ranges: number[] = []
  for (const [start, end] of found) if (start >= (ranges.at(-1) ?? 0)) ranges.push(start, end)
  return ranges
}

/** Scattered letters in order, the last resort: uFuzzy over the latinised texts. */
export function createFuzzy() {
  const fuzzy = new uFuzzy({ unicode: true, alpha: 'a-z', intraMode: 1, intraIns: 1, interIns: Infinity })
  return {
    /** The indexes of the texts the query's letters occur in, in order (of `among` when given). */
    filter: (texts: string[], query: Query, among?: number[]): number[] => fuzzy.filter(texts, query.lat, among) ?? [],
    /** Best first, with each match's ranges in the latinised text. */
    rank(texts: string[], idxs: number[], query: Query): Array<{ index: number; ranges: number[] }> {
      // Nothing to rank: uFuzzy's info() would read the terms of a query it found none in (punctuation alone).
      if (idxs.length === 0) return []
      const info = fuzzy.info(idxs, texts, query.lat)
      return fuzzy.sort(info, texts, query.lat).map((o) => ({ index: info.idx[o]!, ranges: info.ranges[o] ?? [] }))
    },
  }
}
