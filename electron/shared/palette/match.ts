import uFuzzy from '@leeoniya/ufuzzy'
import { TRANSLIT } from '../translit'

/**
 * How the palette matches, in the backend's index and the renderer's own commands alike: Cyrillic and Latin the
 * same way (both are folded to Latin letters, so `prod` finds `прод` and `прод` finds `prod`), whole words and
 * prefixes ranked above substrings, substrings above scattered letters; scattered letters only when nothing
 * matches whole.
 */

/** Lower case, Cyrillic letters in Latin ones; other characters as they are. */
export function latinise(text: string): string {
  const lower = text.toLowerCase()
  if (!/[а-яё]/.test(lower)) return lower
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
}

export function parseQuery(query: string): Query | null {
  const raw = query.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).toLowerCase()
  if (!raw) return null
  const lat = latinise(raw)
  return { raw, lat, terms: lat.split(' ').filter(Boolean) }
}

const WORD = /[\p{L}\p{N}]+/gu
const words = (text: string): string[] => text.match(WORD) ?? []

/**
 * How well the text matches, lower is better, or null: 0 the label starts with the query or a word of it is the
 * query; 1 a word of the label starts with it; 2 the label holds it; 3 the label with its detail holds it; 4 each
 * word of the query is somewhere in them. `label` and `text` are latinised (`text`: label, a space, detail).
 */
export function matchTier(label: string, text: string, query: Query): number | null {
  const { lat, terms } = query
  if (label.startsWith(lat)) return 0
  const labelWords = words(label)
  if (labelWords.includes(lat)) return 0
  if (labelWords.some((w) => w.startsWith(lat))) return 1
  if (label.includes(lat)) return 2
  if (text.includes(lat)) return 3
  if (terms.length > 1 && terms.every((term) => text.includes(term))) return 4
  return null
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
