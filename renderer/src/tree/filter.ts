import type { ResourceTree, TreeNode } from './build'
import type { TreeTerms } from './filter-terms'

export interface FilteredTree {
  roots: TreeNode[]
  /** Rows to open so every match is in sight. */
  expand: string[]
  matches: number
}

/**
 * Keeps the rows whose text contains the query, with the way to them. A matching row keeps all its
 * children (a zone named like the query shows its records, built when it is opened); a row kept only for a
 * matching child shows just the matching children, is opened, and counts only them: "Servers 3" while three
 * servers match. Closed branches are searched too: their rows are built to be searched (once per tree), and only
 * the way to the matches is handed to the tree widget. With `terms` (the query in the filter language), a row
 * matches when its resource passes them and its text holds their free words.
 */
export function filterTree(
  tree: Pick<ResourceTree, 'roots' | 'childrenOf'>,
  query: string,
  more?: (node: TreeNode) => string | null | undefined,
  terms?: TreeTerms | null,
): FilteredTree {
  const needle = (terms ? terms.text : query).trim().toLowerCase()
  if (!needle && !terms) return { roots: tree.roots, expand: [], matches: 0 }
  // `more`: text worked out after the tree was built (an SSH key's fingerprint), so it does not rebuild it.
  const holds = (node: TreeNode, word: string) =>
    node.search.includes(word) || !!more?.(node)?.toLowerCase().includes(word)
  const matching = (node: TreeNode): boolean =>
    (!terms || (terms.passes(node) && !terms.without.some((word) => holds(node, word)))) &&
    (!needle || holds(node, needle))
  const expand: string[] = []
  let matches = 0
  const visit = (node: TreeNode): TreeNode | null => {
    if (matching(node)) {
      matches++
      return node
    }
    if (node.isLeaf) return null
    const all = tree.childrenOf(node.key)
    const children = all.map(visit).filter((child): child is TreeNode => child !== null)
    if (!children.length) return null
    expand.push(node.key)
    return { ...node, children, isLeaf: false, count: matchedCount(node, all, children) }
  }
  const kept = tree.roots.map(visit).filter((node): node is TreeNode => node !== null)
  return { roots: kept, expand, matches }
}

/**
 * A kept row's count while filtering. When its count counts its rows (networks, zones), the kept ones; when it
 * counts something else (the storage category counts users, not its one storage), what the kept rows count.
 */
function matchedCount(node: TreeNode, all: TreeNode[], kept: TreeNode[]): number | undefined {
  if (node.count === undefined) return undefined
  if (node.count === all.length) return kept.length
  return kept.reduce((n, child) => n + (child.count ?? 1), 0)
}
