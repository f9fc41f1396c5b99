import { computed, reactive, watch } from 'vue'
import { applyListView, emptyQuery, type ListQuery, type ListSpec, type SortOrder } from '../format/list-view'

/** Each list's search, filters and order, kept while the app runs: coming back to a list finds it as left. */
const remembered = new Map<string, ListQuery>()
const copy = (q: ListQuery): ListQuery => JSON.parse(JSON.stringify(q)) as ListQuery

/**
 * A list pane's view state (search box, filters, sort) and the rows it shows. `memory` names the list so its
 * state survives leaving the pane; `spec` is a getter because its words follow the language.
 */
export function useListView<T extends object>(rows: () => readonly T[], spec: () => ListSpec<T>, memory?: string) {
  const query = reactive<ListQuery>(copy((memory && remembered.get(memory)) || emptyQuery()))
  if (memory) watch(query, (q) => remembered.set(memory, copy(q)), { deep: true })

  // Search texts are built once per row and language: a new spec (another language) starts a new cache.
  const texts = computed(() => {
    spec()
    return new WeakMap<object, string>()
  })
  const shown = computed(() => applyListView(rows(), query, spec(), texts.value))
  const total = computed(() => rows().length)
  const filtered = computed(() => query.search.trim() !== '' || Object.values(query.filters).some((v) => v.length > 0))

  function setSort(key: string | null, order: SortOrder | false): void {
    query.sort = key && order ? { key, order } : null
  }
  function setFilter(key: string, values: readonly string[] | null): void {
    query.filters = { ...query.filters, [key]: values ?? [] }
  }
  function clear(): void {
    query.search = ''
    query.filters = {}
  }
  return { query, shown, total, filtered, setSort, setFilter, clear }
}
