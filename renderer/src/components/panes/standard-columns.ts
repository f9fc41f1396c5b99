import type { ResourceKind, ResourceRef } from '@shared/resources'
import type { StateGender } from '../../format/state-words'
import { stateWord, type ListWords } from '../kit/tables/list-filters'
import { openCell, stateCell } from '../kit/tables/table-cells'
import type { ListColumn } from './list-columns'

/** A row's name as a link-like button that opens its pane; the column sorts by the name. */
export function openColumn<T>(
  key: string,
  title: string,
  name: (row: T) => string,
  target: (row: NoInfer<T>) => ResourceRef,
): ListColumn<T> {
  return { key, title, render: (row) => openCell(name(row), target(row)), sort: name, opens: target }
}

/** How a row of a kind's own list opens its pane: the kind and the row's id (openColumn's target). */
export const paneOf =
  (kind: ResourceKind) =>
  (row: { id: number }): ResourceRef => ({ kind, id: row.id })

/** A row's state as its badge; the column sorts by the state in the user's words. */
export function stateColumn<T>(
  words: ListWords,
  title: string,
  state: (row: T) => string | null | undefined,
  look: { width?: number; gender?: StateGender } = {},
): ListColumn<T> {
  return {
    key: 'state',
    title,
    width: look.width ?? 140,
    render: (row) => stateCell(state(row), look.gender),
    sort: (row) => stateWord(words, state(row)),
  }
}
