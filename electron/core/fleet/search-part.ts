import type { AccountSnapshot } from '../../shared/contract'
import { PALETTE_KINDS } from '../../shared/channels/fleet'
import { latinise } from '../../shared/palette/match'
import { refOf, type ResourceEntry } from '../../shared/resources'
import { openerAt, openerNumber, orderOf, paletteWords, visitItems, type IndexItem } from './search-items'
import type { Steps } from './steps'

/**
 * One account's part of the palette's index: what is matched of its items, in one text (a string per item was
 * some 100,000 strings to make, keep and scan one by one), and where each item stands in its snapshot; what an
 * item shows is made again for the few hits only. Made once when its snapshot is first searched and kept until its
 * cache changes again; another account's change leaves it be.
 */
export interface SearchPart {
  accountId: string
  accountLabel: string
  /**
   * Each item's label, a space and its detail, latinised (lower case, Russian letters in Latin ones), each
   * followed by a line break. No query holds a line break (its white space is folded to spaces), so what the
   * query matches stands inside one item.
   */
  joined: string
  /** Where each item's text starts in `joined`, and where the next one would (item k ends at starts[k + 1] - 1). */
  starts: Int32Array
  /** Where each item's label ends in `joined`. */
  labelEnds: Int32Array
  /** Each item's kind (its place in PALETTE_KINDS), and that kind's place when scores tie (`orderOf`). */
  kinds: Uint8Array
  order: Uint8Array
  /** The resource each item is or is about: its descriptor (`openerNumber`; 0 for the account) and its entry. */
  openers: Uint8Array
  entries: Array<ResourceEntry<unknown> | null>
  /** Each item's text alone: made on the first search for scattered letters (uFuzzy takes a list). */
  texts?: string[]
}

const kindNumber = new Map(PALETTE_KINDS.map((kind, n) => [kind, n]))

/**
 * Makes an account's part: `more()` takes the next few thousand items and answers whether any are left, `part()`
 * the part once none are. (The work is in plain functions; the steps around it are a generator.)
 */
function partMaker(accountId: string, accountLabel: string, snapshot: AccountSnapshot | null) {
  const [starts, labelEnds, kinds, openers]: [number[], number[], number[], number[]] = [[], [], [], []]
  const entries: Array<ResourceEntry<unknown> | null> = []
  let joined = ''
  let [lastLabel, lastLatin] = ['', '']
  const more = visitItems(accountLabel, snapshot, (kind, words, descriptor, entry) => {
    // A command stands right after the item it is about, with its label: latinised once for both. Lower case
    // and Latin letters are the same letter by letter, so the label and the detail are latinised apart.
    const label = words.label === lastLabel ? lastLatin : latinise(words.label)
    ;[lastLabel, lastLatin] = [words.label, label]
    starts.push(joined.length)
    labelEnds.push(joined.length + label.length)
    joined += label
    if (words.detail) joined += ` ${latinise(words.detail)}`
    joined += '\n'
    kinds.push(kindNumber.get(kind) ?? 0)
    openers.push(openerNumber(descriptor))
    entries.push(entry)
  })
  const part = (): SearchPart => {
    starts.push(joined.length)
    // Text added to piece by piece is a tree of pieces until it is first searched: searched once now, it is made
    // one (a copy the first keystroke would wait for), and the pieces are let go.
    joined.indexOf('\n')
    return {
      accountId,
      accountLabel,
      joined,
      starts: Int32Array.from(starts),
      labelEnds: Int32Array.from(labelEnds),
      kinds: Uint8Array.from(kinds),
      order: Uint8Array.from(kinds, (n) => orderOf(PALETTE_KINDS[n] ?? 'switchAccount')),
      openers: Uint8Array.from(openers),
      entries,
    }
  }
  return { more, part }
}

/** Makes an account's part, in steps of a few thousand items. */
export function* partSteps(
  accountId: string,
  accountLabel: string,
  snapshot: AccountSnapshot | null,
): Steps<SearchPart> {
  const maker = partMaker(accountId, accountLabel, snapshot)
  while (maker.more()) yield
  return maker.part()
}

/** How many items a part holds. */
export const sizeOf = (part: SearchPart): number => part.entries.length

/** An item of a part as the palette shows it (its command shows its resource's label, no detail). */
export function itemAt(part: SearchPart, k: number): IndexItem {
  const kind = PALETTE_KINDS[part.kinds[k] ?? 0] ?? 'switchAccount'
  const descriptor = openerAt(part.openers[k] ?? 0)
  const entry = part.entries[k]
  const { accountId } = part
  if (!descriptor || !entry) return { kind, accountId, label: part.accountLabel, detail: '', resource: null }
  const { label, detail } = paletteWords(descriptor, entry)
  return { kind, accountId, label, detail: kind === descriptor.kind ? detail : '', resource: refOf(descriptor, entry) }
}

/** Each item's latinised text alone, as a list. */
export function textsOf(part: SearchPart): string[] {
  part.texts ??= Array.from(part.entries, (_, k) => part.joined.slice(part.starts[k], (part.starts[k + 1] ?? 1) - 1))
  return part.texts
}

/** What the palette shows of an item: its label, a space, its detail (the ranges count over it). */
export const shownText = (item: IndexItem): string => (item.detail ? `${item.label} ${item.detail}` : item.label)
