import type { AccountSnapshot } from '../../shared/contract'
import type { PaletteHit } from '../../shared/channels/fleet'
import { narrowsByTerms, parseFilter, type Filter } from '../../shared/filter/parse'
import { createFuzzy, matchRanges, parseQuery, type Query } from '../../shared/palette/match'
import { allResources } from '../../shared/resources'
import { timeSlices } from '../event-loop'
import { filteredItems, NO_TAGS, type TagSource } from './search-filter'
import { fingerprintMatches } from './search-fingerprint'
import { itemAt, partSteps, shownText, sizeOf, type SearchPart } from './search-part'
import {
  narrows,
  partOf,
  scatteredMatches,
  wholeMatches,
  type Candidates,
  type Fuzzy,
  type Layout,
} from './search-steps'
import { runThrough, type Steps } from './steps'

interface Account {
  label: string
  snapshot: AccountSnapshot | null
  /** Its items and their texts, made on the first search after its snapshot was set. */
  part?: SearchPart
}

interface IndexState {
  accounts: Map<string, Account>
  /** Moves on whenever an account is set or removed: candidates hold only for the accounts they were found in. */
  version: number
  last: { version: number; query: Query; candidates: Candidates } | null
  /** Made on the first search that needs it (its collator and regexes take some milliseconds). */
  fuzzy: Fuzzy | null
  tags: TagSource
  now: () => number
}

const KINDS = allResources().map((d) => d.kind)

/** The parts of the accounts as they are now, each made if it is not yet. */
function* layoutSteps(state: IndexState): Steps<Layout & { size: number }> {
  const parts: SearchPart[] = []
  const starts: number[] = []
  let size = 0
  for (const [id, account] of [...state.accounts]) {
    account.part ??= yield* partSteps(id, account.label, account.snapshot)
    starts.push(size)
    parts.push(account.part)
    size += sizeOf(account.part)
  }
  return { parts, starts, size }
}

/** A numbered item as the palette shows it, with the ranges to mark in its shown text. */
function hitAt(
  state: IndexState,
  layout: Layout,
  index: number,
  ranges: (shown: string, latinLength: number) => number[],
): PaletteHit {
  const { part, i } = partOf(layout, index)
  const item = itemAt(part, i)
  const accountLabel = state.accounts.get(item.accountId)?.label ?? item.accountId
  const latinLength = (part.starts[i + 1] ?? 1) - 1 - (part.starts[i] ?? 0)
  return { ...item, accountLabel, ranges: ranges(shownText(item), latinLength) }
}

/**
 * A query with filter terms (`tag:env=prod web`): the items passing the terms, then its free words among them.
 * The last keystroke's candidates are neither used nor kept: a term typed on (`tag:en` → `tag:env`) need not narrow.
 */
function* filteredSteps(state: IndexState, filter: Filter, limit: number): Steps<PaletteHit[]> {
  const layout = yield* layoutSteps(state)
  state.last = null
  const among = yield* filteredItems(layout, filter, state.tags, state.now())
  const query = parseQuery(filter.text)
  if (query) {
    const whole = yield* wholeMatches(layout, query, limit, among)
    return whole.best.map((i) => hitAt(state, layout, i, (s) => matchRanges(s, query)))
  }
  const first: PaletteHit[] = []
  for (const [p, found] of among.entries())
    for (const k of found.subarray(0, limit - first.length))
      first.push(hitAt(state, layout, (layout.starts[p] ?? 0) + k, () => []))
  return first
}

function* searchSteps(state: IndexState, text: string, limit: number): Steps<PaletteHit[]> {
  // A query the filter language cannot read is searched as plain text, as before there was one.
  const parsed = parseFilter(text, KINDS)
  if (parsed.ok && narrowsByTerms(parsed.filter)) return yield* filteredSteps(state, parsed.filter, limit)
  const query = parseQuery(text)
  if (!query) return []
  const at = state.version
  const layout = yield* layoutSteps(state)
  const { last } = state
  const among = last && last.version === at && narrows(last.query, query) ? last.candidates : null
  const whole = yield* wholeMatches(layout, query, limit, among)
  state.last = { version: at, query, candidates: whole.candidates }
  // A pasted fingerprint finds its key first; its letters are not in the items' text (see fingerprintMatches).
  const keys = fingerprintMatches(layout, text, limit).filter((i) => !whole.best.includes(i))
  const best = [...keys, ...whole.best].slice(0, limit)
  if (best.length > 0)
    return best.map((i) => hitAt(state, layout, i, (s) => (keys.includes(i) ? [] : matchRanges(s, query))))
  const scattered = yield* scatteredMatches(layout, (state.fuzzy ??= createFuzzy()), query, limit)
  // Ranges only where the latinised text lines up with the shown one.
  return scattered.map(({ index, ranges }) =>
    hitAt(state, layout, index, (shown, latinLength) => (latinLength === shown.length ? ranges : [])),
  )
}

/**
 * Every account's items, searchable in Cyrillic and Latin alike (`shared/palette/match.ts`): whole words and
 * prefixes first, then substrings, scattered letters only when nothing matches whole. An account's part (its
 * items, latinised) is made on the first search after its cache changed, not on every cache write (most are never
 * searched), and the other accounts' parts are kept. A keystroke that types on from the last one looks only at
 * that one's candidates. `sliceMs`: how long a search in turns holds the event loop at most (SLICE_MS).
 */
export function createSearchIndex(options: { sliceMs?: number; tags?: TagSource; now?: () => number } = {}) {
  const state: IndexState = {
    accounts: new Map(),
    version: 0,
    last: null,
    fuzzy: null,
    tags: options.tags ?? NO_TAGS,
    now: options.now ?? Date.now,
  }
  /** The newest search in turns: an older one still running stops at its next turn. */
  let newest = 0
  return {
    setAccount(accountId: string, label: string, snapshot: AccountSnapshot | null): void {
      state.accounts.set(accountId, { label, snapshot })
      state.version++
    },
    removeAccount(accountId: string): void {
      state.accounts.delete(accountId)
      state.version++
    },
    size: () => runThrough(layoutSteps(state)).size,
    /** Makes the parts not made yet now (the bench times it). */
    prepare: () => void runThrough(layoutSteps(state)),
    /** The best `limit` hits, at once. */
    search: (text: string, limit: number): PaletteHit[] => runThrough(searchSteps(state, text, limit)),
    /**
     * The same in time slices, letting the event loop in between (IPC, live refresh, task polling); a newer
     * search makes an older one still running stop, answering null: its asker has moved on.
     */
    async searchInTurns(text: string, limit: number): Promise<PaletteHit[] | null> {
      const mine = ++newest
      const steps = searchSteps(state, text, limit)
      const slices = timeSlices(options.sliceMs)
      for (;;) {
        const step = steps.next()
        if (step.done) return step.value
        if (!slices.due()) continue
        await slices.turn()
        if (mine !== newest) return null
      }
    },
  }
}

export type SearchIndex = ReturnType<typeof createSearchIndex>
