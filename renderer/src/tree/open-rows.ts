import { computed, ref, type Ref } from 'vue'
import type { ResourceRef } from '@shared/resources'
import type { ResourceTree, TreeNode } from './build'
import type { FilteredTree } from './filter'

/** The open rows of the tree: those the user opened, plus (while filtering) the way to every match. */
export function openRows(tree: Ref<ResourceTree>, filtered: Ref<FilteredTree>, filtering: Ref<boolean>) {
  const openedKeys = ref<string[]>([])
  const expandedKeys = computed(() =>
    filtering.value ? [...new Set([...openedKeys.value, ...filtered.value.expand])] : openedKeys.value,
  )
  const expandedSet = computed(() => new Set(expandedKeys.value))

  /**
   * What the tree widget is given: the (filtered) rows with the open branches' rows hung under them, built as
   * they open. The same array while nothing new was hung (opening a branch built before, closing one); a new one
   * when rows were added, so the widget sees them.
   */
  let lastShown: { from: TreeNode[]; rows: TreeNode[] } | null = null
  const shown = computed(() => {
    const from = filtered.value.roots
    const grew = tree.value.show(from, expandedSet.value)
    if (!grew && lastShown?.from === from) return lastShown.rows
    lastShown = { from, rows: grew ? [...from] : from }
    return lastShown.rows
  })

  function setExpanded(keys: string[]): void {
    openedKeys.value = keys
  }

  /** Opens every row above the selection's first row, building the way to it; answers that row's key (to scroll to). */
  function reveal(target: ResourceRef): string | null {
    const found = tree.value.locate(target)
    if (!found) return null
    const missing = found.above.filter((k) => !expandedSet.value.has(k))
    if (missing.length) openedKeys.value = [...openedKeys.value, ...missing.reverse()]
    return found.key
  }

  /** `*` on a row: opens all its siblings (the WAI-ARIA tree pattern). */
  function expandSiblings(key: string): void {
    const parent = tree.value.parentOf.get(key)
    const siblings = parent ? tree.value.childrenOf(parent) : tree.value.roots
    const closed = siblings.filter((n) => !n.isLeaf && !expandedSet.value.has(n.key)).map((n) => n.key)
    if (closed.length) openedKeys.value = [...openedKeys.value, ...closed]
  }

  return { openedKeys, expandedKeys, expandedSet, shown, setExpanded, reveal, expandSiblings }
}
