import type { SavedView } from '../../shared/models/tags'
import { addEntry, type AccountTags, type Interner } from './tag-file'

/**
 * The store's state: per account its entries by `refKey`, and the views. An account's stored lines are parsed
 * with the file but made into entries only when that account is first asked for: the active account's tags are
 * on screen after its own few thousand entries are made, not the whole file's 100,000. A change copies the outer
 * maps and the one account's map it changes; entries are replaced whole, never changed in place.
 */
export interface TagState {
  accounts: Map<string, AccountTags>
  /** Accounts whose stored lines are not made into entries yet. */
  unread: Map<string, readonly unknown[]>
  views: SavedView[]
}

/** How unread lines are made into entries: one interner for the file, and who hears of lines left out. */
export interface LineReader {
  intern: Interner
  dropped(accountId: string, count: number): void
}

const EMPTY: AccountTags = new Map()

/** A draft of the state: new outer maps, the same account maps (`edit` copies the one a change touches). */
export const copyState = (state: TagState): TagState => ({
  accounts: new Map(state.accounts),
  unread: new Map(state.unread),
  views: [...state.views],
})

/** Every account holding tags, made or not. */
export const accountIds = (state: TagState): string[] => [
  ...new Set([...state.accounts.keys(), ...state.unread.keys()]),
]

/** One account's entries, made from its stored lines the first time it is asked for. */
export function entriesOf(state: TagState, accountId: string, reader: LineReader): AccountTags {
  const lines = state.unread.get(accountId)
  if (lines === undefined) return state.accounts.get(accountId) ?? EMPTY
  const entries: AccountTags = new Map()
  let dropped = 0
  for (const line of lines) if (!addEntry(entries, line, reader.intern)) dropped++
  state.unread.delete(accountId)
  if (entries.size > 0) state.accounts.set(accountId, entries)
  if (dropped > 0) reader.dropped(accountId, dropped)
  return entries
}

/** Every account's entries made (before a write: the file is written from entries, never from raw lines). */
export function allEntries(state: TagState, reader: LineReader): Map<string, AccountTags> {
  for (const id of [...state.unread.keys()]) entriesOf(state, id, reader)
  return state.accounts
}
