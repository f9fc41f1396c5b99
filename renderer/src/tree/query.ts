import { computed, ref, watch } from 'vue'

const FILTER_DELAY_MS = 120

/**
 * The filter box's text and the query the tree is filtered by: clearing is instant, typing waits a beat so a
 * 10,000-row tree is not filtered on every key.
 */
export function delayedQuery() {
  const query = ref('')
  const appliedQuery = ref('')
  let filterTimer: ReturnType<typeof setTimeout> | undefined
  watch(query, (next) => {
    clearTimeout(filterTimer)
    if (!next.trim()) appliedQuery.value = ''
    else filterTimer = setTimeout(() => (appliedQuery.value = next), FILTER_DELAY_MS)
  })
  const filtering = computed(() => appliedQuery.value.trim() !== '')
  return { query, appliedQuery, filtering }
}
