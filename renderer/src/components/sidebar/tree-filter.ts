import type { TreeNode } from './tree-nodes'

export interface FilteredTree {
  roots: TreeNode[]
  /** Rows to open so every match is in sight. */
  expand: string[]
  matches: number
}

/**
 * Keeps the rows whose text contains the query, with the way to them. A matching row keeps all its
 * children (a zone named like the query shows its records); a row kept only for a matching child shows
 * just the matching children, is opened, and counts only them: "Servers 3" while three servers match.
 */
export function filterTree(roots: TreeNode[], query: string, more?: (node: TreeNode) => string | null | undefined): FilteredTree {
  const needle = query.trim().toLowerCase()
  if (!needle) return { roots, expand: [], matches: 0 }
  const expand: string[] = []
  let matches = 0
  const visit = (node: TreeNode): TreeNode | null => {
    // `more`: text worked out after the tree was built (an SSH key's fingerprint), so it does not rebuild it.
    if (node.search.includes(needle) || more?.(node)?.toLowerCase().includes(needle)) {
      matches++
      return node
    }
    const children = node.children?.map(visit).filter((child): child is TreeNode => child !== null)
    if (!children?.length) return null
    expand.push(node.key)
    return { ...node, children, isLeaf: false, count: matchedCount(node, children) }
  }
  const kept = roots.map(visit).filter((node): node is TreeNode => node !== null)
  return { roots: kept, expand, matches }
}

/**
 * A kept row's count while filtering. When its count counts its rows (networks, zones), the kept ones; when it
 * counts something else (the storage category counts users, not its one storage), what the kept rows count.
 */
function matchedCount(node: TreeNode, kept: TreeNode[]): number | undefined {
  if (node.count === undefined) return undefined
  if (node.count === node.children?.length) return kept.length
  return kept.reduce((n, child) => n + (child.count ?? 1), 0)
}
