/**
 * How well an item matches, read where the query stands in it: no label is split into words, no array made.
 * An item is seen in a longer text (the index keeps an account's items in one): its latinised label from `start`
 * to `labelEnd`, then a space and its detail up to `end`. The character after the label is never a letter.
 */

/** What of a query the tiers read: it in Latin letters, and whether it is letters and digits only. */
interface Sought {
  lat: string
  word: boolean
}

/** Where an item stands in the text. */
export interface ItemSpan {
  start: number
  labelEnd: number
  end: number
}

const WORD_CHAR = /^[\p{L}\p{N}]$/u

/** Whether a code point is a letter or a digit, what words are made of (ASCII without a regex). */
function isWordChar(code: number | undefined): boolean {
  if (code === undefined) return false
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
  return WORD_CHAR.test(String.fromCodePoint(code))
}

/** Whether a word starts at `at`: the item starts there, or the character before it (a pair whole) is no letter. */
function startsWord(text: string, at: number, start: number): boolean {
  if (at === start) return true
  const low = text.charCodeAt(at - 1)
  const high = text.charCodeAt(at - 2)
  const before = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? text.codePointAt(at - 2) : low
  return !isWordChar(before)
}

/**
 * 0 when the query is a word of the label, 1 when a word of it starts with the query, else 2; `first` is where
 * the query first stands in the label. A word is a run of letters and digits, so only a query of letters and
 * digits can start one, and it does where the character before it is not one.
 */
function wordTier(text: string, start: number, labelEnd: number, query: Sought, first: number): number {
  if (!query.word) return 2
  const { lat } = query
  const lead = lat.charCodeAt(0)
  let tier = 2
  for (let at = first; at + lat.length <= labelEnd; at++) {
    if (at !== first && (text.charCodeAt(at) !== lead || !text.startsWith(lat, at))) continue
    if (!startsWord(text, at, start)) continue
    if (!isWordChar(text.codePointAt(at + lat.length))) return 0
    tier = 1
  }
  return tier
}

/**
 * 0 the label starts with the query or a word of it is the query; 1 a word of the label starts with it; 2 the
 * label holds it; 3 the label with its detail holds it; null when the item does not hold it. `at` is where the
 * query first stands from `start` on (-1: nowhere).
 */
export function tierWithin(text: string, item: ItemSpan, query: Sought, at: number): number | null {
  const stop = at + query.lat.length
  if (at < item.start || stop > item.end) return null
  if (stop > item.labelEnd) return 3
  if (at === item.start) return 0
  return wordTier(text, item.start, item.labelEnd, query, at)
}

/** Whether the text holds each of two or more words (a query of one word is matched whole). */
export function holdsEvery(text: string, terms: readonly string[]): boolean {
  if (terms.length < 2) return false
  for (const term of terms) if (!text.includes(term)) return false
  return true
}
