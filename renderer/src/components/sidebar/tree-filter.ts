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
 * just the matching children, and is opened.
 */
export function filterTree(roots: TreeNode[], query: string): FilteredTree {
  const needle = query.trim().toLowerCase()
  if (!needle) return { roots, expand: [], matches: 0 }
  const expand: string[] = []
  let matches = 0
  const visit = (node: TreeNode): TreeNode | null => {
    if (node.search.includes(needle)) {
      matches++
      return node
    }
    const children = node.children?.map(visit).filter((child): child is TreeNode => child !== null)
    if (!children?.length) return null
    expand.push(node.key)
    return { ...node, children, isLeaf: false }
  }
  const kept = roots.map(visit).filter((node): node is TreeNode => node !== null)
  return { roots: kept, expand, matches }
}
