import type { DataTableBaseColumn } from 'naive-ui'
import type { ResourceRef } from '@shared/resources'
import type { SortValue } from '../../format/list-view'

/**
 * A list pane's column: naive's, with what it sorts by (the column then gets a sort button) and the list's width
 * (px) below which it is left out, giving its room to the columns that must stay readable.
 */
export type ListColumn<T> = DataTableBaseColumn<T> & {
  key: string
  sort?: (row: T) => SortValue
  hideBelow?: number
  /** The resource a row is (its name column opens it): the list then shows and finds the row's tags too. */
  opens?: (row: T) => ResourceRef
}

/** Column key → what it sorts by, for the columns that sort. */
export function sortersOf<T>(columns: readonly ListColumn<T>[]): Record<string, (row: T) => SortValue> {
  return Object.fromEntries(columns.flatMap((c) => (c.sort ? [[c.key, c.sort]] : [])))
}

/** What a list's search box finds a row by: its words, the missing ones left out. */
export const searchWords = (...words: Array<string | number | null | undefined | false>): string =>
  words.filter(Boolean).join(' ')

/** Column key → the list's width below which it is left out, for the columns that say. */
export function hideBelowOf<T>(columns: readonly ListColumn<T>[]): Record<string, number> {
  return Object.fromEntries(columns.flatMap((c) => (c.hideBelow ? [[c.key, c.hideBelow]] : [])))
}
