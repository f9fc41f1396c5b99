import type { Location } from '@shared/models'
import { locationName } from '../../format/locations'
import { optionsOf, type ListFilter } from '../../format/list-view'

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

/** "State": the states present in the list, in the user's words. */
export function stateFilter<T>(
  words: ListWords,
  rows: readonly T[],
  state: (row: T) => string | null | undefined,
): ListFilter<T> {
  return {
    key: 'state',
    label: words.t('tree.category.state'),
    options: optionsOf(rows, state, (s) => stateWord(words, s)),
    value: state,
  }
}

/** "Location": the data centres present in the list, by the names people know them by. */
export function locationFilter<T>(
  words: ListWords,
  rows: readonly T[],
  location: (row: T) => string | null | undefined,
  locations: Location[] | undefined,
): ListFilter<T> {
  return {
    key: 'location',
    label: words.t('servers.list.location'),
    options: optionsOf(rows, location, (l) => locationName(l, locations)),
    value: location,
  }
}
