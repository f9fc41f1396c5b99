import { computed, markRaw, type Ref } from 'vue'
import type { AccountSnapshot } from '@shared/contract'
import { buildResourceTree, sameTreeData, type ResourceTree, type TreeWords } from './build'

/** A performance mark when a snapshot is handed to the tree (read by `npm run bench`; only the latest is kept). */
function markTreeData(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return
  performance.clearMarks('hostdeck:tree-data')
  performance.mark('hostdeck:tree-data')
}

/**
 * The tree of the current snapshot, built again only when a part of the snapshot it shows was replaced (or the
 * language changed): a refresh that brought nothing new keeps the tree, so a switch to a cached account renders
 * once. Only the categories are built here; markRaw keeps Vue from walking the rows built later.
 */
export function snapshotTree(snapshot: () => AccountSnapshot | null, words: Ref<TreeWords>): Ref<ResourceTree> {
  let built: { snapshot: AccountSnapshot | null; words: TreeWords; tree: ResourceTree } | null = null
  return computed(() => {
    const now = snapshot()
    if (built && built.words === words.value && sameTreeData(built.snapshot, now)) return built.tree
    // The moment the data is handed to the tree (the start-up bench times the first render from here).
    if (now) markTreeData()
    built = { snapshot: now, words: words.value, tree: markRaw(buildResourceTree(now, words.value)) }
    return built.tree
  })
}
