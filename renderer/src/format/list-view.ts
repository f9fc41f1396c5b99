/**
 * What a list pane shows of its rows: the ones matching the search box and the filters, in the chosen order.
 * Pure (no Vue): the list kit (DataList.vue, useListView.ts) calls it, the unit tests too.
 */

/** A filter of a list: a choice of values (states, locations, record types); a row may carry several. */
export interface ListFilter<T> {
  key: string
  label: string
  options: Array<{ value: string; label: string }>
  value(row: T): string | readonly string[] | null | undefined
}

export type SortOrder = 'ascend' | 'descend'
export type SortValue = string | number | boolean | null | undefined

export interface ListQuery {
  search: string
  /** Filter key → the values picked (none picked: no filtering). */
  filters: Record<string, readonly string[]>
  sort: { key: string; order: SortOrder } | null
}

export interface ListSpec<T> {
  /** Everything the search box finds a row by (names, addresses, states in the user's words…). */
  text(row: T): string
  filters?: readonly ListFilter<T>[]
  /** Column key → the value the column sorts by. */
  sorters?: Record<string, (row: T) => SortValue>
  /**
   * The search box read in the filter language (`tag:env=prod state:stopped web`, as the palette reads it): what
   * its terms let through, and its free words; null when it holds no term, and its words are matched as typed.
   */
  terms?(search: string): ListTerms<T> | null
}

/** A search box's filter terms: whether a row passes them, and the words left to match as text. */
export interface ListTerms<T> {
  passes(row: T): boolean
  /** The free words. */
  text: string
  /** Words a row's text must not hold, lower case. */
  without: readonly string[]
}

export const emptyQuery = (): ListQuery => ({ search: '', filters: {}, sort: null })

/** Lower-case words of the search box; a row matches when its text holds every one of them. */
export function searchWords(search: string): string[] {
  return search.trim().toLowerCase().split(/\s+/).filter(Boolean)
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** Empty values always sort last, in either order; text compares as people read it (web-2 before web-10). */
export function compareValues(a: SortValue, b: SortValue): number {
  const emptyA = a === null || a === undefined || a === ''
  const emptyB = b === null || b === undefined || b === ''
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return collator.compare(String(a), String(b))
}

/**
 * The rows to show. `texts` lets a caller keep each row's search text between calls (a WeakMap keyed by
 * row), so typing in a 10,000-row list does not rebuild them on every key.
 */
export function applyListView<T>(
  rows: readonly T[],
  query: ListQuery,
  spec: ListSpec<T>,
  texts?: WeakMap<object, string>,
): T[] {
  const terms = spec.terms?.(query.search) ?? null
  const words = searchWords(terms ? terms.text : query.search)
  const without = terms?.without ?? []
  const active = (spec.filters ?? []).filter((f) => (query.filters[f.key]?.length ?? 0) > 0)
  const textOf = (row: T): string => {
    if (!texts || typeof row !== 'object' || row === null) return spec.text(row).toLowerCase()
    let text = texts.get(row)
    if (text === undefined) texts.set(row, (text = spec.text(row).toLowerCase()))
    return text
  }
  let shown = rows.filter((row) => {
    for (const filter of active) {
      const picked = query.filters[filter.key]!
      const value = filter.value(row)
      const values = value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value
      if (!values.some((v) => picked.includes(v))) return false
    }
    if (terms && !terms.passes(row)) return false
    if (words.length === 0 && without.length === 0) return true
    const text = textOf(row)
    return words.every((w) => text.includes(w)) && !without.some((w) => text.includes(w))
  })
  const sortBy = query.sort && spec.sorters?.[query.sort.key]
  if (query.sort && sortBy) {
    const sign = query.sort.order === 'descend' ? -1 : 1
    // Empty values stay last whatever the order; the sort is stable, so equal rows keep the service's order.
    const keyed = shown.map((row, index) => ({ row, index, value: sortBy(row) }))
    keyed.sort((a, b) => {
      const empty = (v: SortValue) => v === null || v === undefined || v === ''
      if (empty(a.value) || empty(b.value)) return compareValues(a.value, b.value) || a.index - b.index
      return sign * compareValues(a.value, b.value) || a.index - b.index
    })
    shown = keyed.map((k) => k.row)
  }
  return shown
}

/** The distinct values of a column as filter options, in reading order, each labelled by `label`. */
export function optionsOf<T>(
  rows: readonly T[],
  value: (row: T) => string | null | undefined,
  label: (value: string) => string = (v) => v,
): Array<{ value: string; label: string }> {
  const seen = new Set<string>()
  for (const row of rows) {
    const v = value(row)
    if (v !== null && v !== undefined && v !== '') seen.add(v)
  }
  return [...seen].map((v) => ({ value: v, label: label(v) })).sort((a, b) => collator.compare(a.label, b.label))
}

/** Keys picked before, minus those no longer shown: a selection only ever holds what the list shows. */
export function keepShown<K>(picked: readonly K[], shownKeys: ReadonlySet<K>): K[] {
  return picked.filter((key) => shownKeys.has(key))
}

/** "Select all" over what is shown: all shown rows picked, or none of them (the hidden never join). */
export function pickAllShown<K>(picked: readonly K[], shownKeys: readonly K[], on: boolean): K[] {
  if (!on) {
    const shown = new Set(shownKeys)
    return picked.filter((key) => !shown.has(key))
  }
  return [...new Set([...picked, ...shownKeys])]
}

/** A long list of names said briefly: the first `head` of them and how many more. */
export function summariseNames(names: readonly string[], head = 5): { names: string[]; more: number } {
  // "and 1 more" saves no line: show the name instead.
  const shown = names.length <= head + 1 ? names.length : head
  return { names: names.slice(0, shown), more: names.length - shown }
}
