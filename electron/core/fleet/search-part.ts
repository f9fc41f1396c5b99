import type { AccountSnapshot } from '../../shared/contract'
import { latinise } from '../../shared/palette/match'
import { itemsOf, orderOf, type IndexItem } from './search-items'

/**
 * One account's part of the palette's index: its items and, in one text, what is matched of them (a string per
 * item was some 100,000 strings to make, keep and scan one by one). Latinised once when its snapshot is first
 * searched and kept until its cache changes again; another account's change leaves it be.
 */
export interface SearchPart {
  items: IndexItem[]
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
  /** Each item's kind's place when scores tie (`orderOf`). */
  order: Uint8Array
  /** Each item's text alone: made on the first search for scattered letters (uFuzzy takes a list). */
  texts?: string[]
}

export function buildPart(accountId: string, accountLabel: string, snapshot: AccountSnapshot | null): SearchPart {
  const items = itemsOf(accountId, accountLabel, snapshot)
  const starts = new Int32Array(items.length + 1)
  const labelEnds = new Int32Array(items.length)
  const order = new Uint8Array(items.length)
  let joined = ''
  let [lastLabel, lastLatin] = ['', '']
  items.forEach((item, k) => {
    // A command stands right after the item it is about, with its label: latinised once for both. Lower case
    // and Latin letters are the same letter by letter, so the label and the detail are latinised apart.
    const label = item.label === lastLabel ? lastLatin : latinise(item.label)
    ;[lastLabel, lastLatin] = [item.label, label]
    starts[k] = joined.length
    labelEnds[k] = joined.length + label.length
    joined += label
    if (item.detail) joined += ` ${latinise(item.detail)}`
    joined += '\n'
    order[k] = orderOf(item.kind)
  })
  starts[items.length] = joined.length
  // Text added to piece by piece is a tree of pieces until it is first searched: searched once now, it is made one
  // (a copy the first keystroke would wait for), and the pieces are let go.
  joined.indexOf('\n')
  return { items, joined, starts, labelEnds, order }
}

/** Each item's latinised text alone, as a list. */
export function textsOf(part: SearchPart): string[] {
  part.texts ??= Array.from(part.items, (_, k) => part.joined.slice(part.starts[k], (part.starts[k + 1] ?? 1) - 1))
  return part.texts
}

/** What the palette shows of an item: its label, a space, its detail (the ranges count over it). */
export const shownText = (item: IndexItem): string => (item.detail ? `${item.label} ${item.detail}` : item.label)
