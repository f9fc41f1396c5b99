import type { Location } from '@shared/models/networks'
import { locationName } from '../../../format/locations'
import { optionsOf, type ListFilter } from '../../../format/list-view'

/** The translator a list pane has (useI18n's t and te). */
export interface ListWords {
  t: (key: string, values?: Record<string, unknown>) => string
  te: (key: string) => boolean
}

/** A state in the user's words (as StateBadge shows it), the raw state when it has none. */
export function stateWord(words: ListWords, state: string | null | undefined): string {
  if (!state) return ''
  const key = `tree.states.${state}`
  return words.te(key) ? words.t(key) : state
}

/**
 * A filter by what `value` says of each row, offering the values present in the list, each named by `word`
 * (the value itself when not said).
 */
export function presentFilter<T>(
  key: string,
  label: string,
  rows: readonly T[],
  value: (row: T) => string | null | undefined,
  word?: (value: string) => string,
): ListFilter<T> {
  return { key, label, options: optionsOf(rows, value, word), value }
}

/** "State": the states present in the list, in the user's words. */
export function stateFilter<T>(
  words: ListWords,
  rows: readonly T[],
  state: (row: T) => string | null | undefined,
): ListFilter<T> {
  return presentFilter('state', words.t('tree.category.state'), rows, state, (s) => stateWord(words, s))
}

/** "Location": the data centres present in the list, by the names people know them by. */
export function locationFilter<T>(
  words: ListWords,
  rows: readonly T[],
  location: (row: T) => string | null | undefined,
  locations: Location[] | undefined,
): ListFilter<T> {
  return presentFilter('location', words.t('servers.list.location'), rows, location, (l) => locationName(l, locations))
}
