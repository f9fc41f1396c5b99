/** What the tree view needs of a row: its key, whether it can open, and the rows hung under it once opened. */
export interface TreeRow {
  key: string
  isLeaf: boolean
  children?: TreeRow[]
}

/**
 * The rows a tree shows, top to bottom: every root, and below each open branch its rows. Parallel arrays, built in
 * one walk (10,000 open rows take about a millisecond): a row's depth (1 for a root), its parent's index (-1 for a
 * root), and its place among its siblings (1-based, of `setSize`), which a virtual list must say itself
 * (aria-posinset, aria-setsize): the screen reader sees only the rows drawn.
 */
export interface VisibleRows<T extends TreeRow = TreeRow> {
  nodes: T[]
  level: Int32Array
  parent: Int32Array
  posInSet: Int32Array
  setSize: Int32Array
  /** The index of the row with this key, or -1 (a map built on the first call). */
  indexOf(key: string): number
}

export function visibleRows<T extends TreeRow>(roots: readonly T[], open: ReadonlySet<string>): VisibleRows<T> {
  const nodes: T[] = []
  const parents: number[] = []
  const levels: number[] = []
  const places: number[] = []
  const sizes: number[] = []
  const walk = (rows: readonly T[], parent: number, level: number): void => {
    for (let i = 0; i < rows.length; i++) {
      const node = rows[i]!
      const index = nodes.length
      nodes.push(node)
      parents.push(parent)
      levels.push(level)
      places.push(i + 1)
      sizes.push(rows.length)
      if (!node.isLeaf && node.children && open.has(node.key)) walk(node.children as T[], index, level + 1)
    }
  }
  walk(roots, -1, 1)
  let byKey: Map<string, number> | null = null
  return {
    nodes,
    level: Int32Array.from(levels),
    parent: Int32Array.from(parents),
    posInSet: Int32Array.from(places),
    setSize: Int32Array.from(sizes),
    indexOf(key) {
      byKey ??= new Map(nodes.map((n, i) => [n.key, i]))
      return byKey.get(key) ?? -1
    },
  }
}

/** The rows to draw, [start, end): those in sight of a `viewHeight` window scrolled to `scrollTop`, and `overscan` more each side. */
export function rowWindow(
  scrollTop: number,
  viewHeight: number,
  count: number,
  rowHeight: number,
  overscan: number,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const inSight = Math.ceil(Math.max(0, viewHeight) / rowHeight) + 1
  const start = Math.max(0, Math.min(first, count) - overscan)
  const end = Math.min(count, first + inSight + overscan)
  return { start, end: Math.max(start, end) }
}

/** The indices to draw: the window's, and the cursor's row wherever it is (a row the tree names must exist). */
export function drawnIndices(start: number, end: number, cursor: number): number[] {
  const indices: number[] = []
  if (cursor >= 0 && cursor < start) indices.push(cursor)
  for (let i = start; i < end; i++) indices.push(i)
  if (cursor >= end) indices.push(cursor)
  return indices
}

/** Where to scroll so row `index` is wholly in sight, moving as little as possible (the same place if it is). */
export function scrollToShow(index: number, scrollTop: number, viewHeight: number, rowHeight: number): number {
  const top = index * rowHeight
  if (top < scrollTop) return top
  const bottom = top + rowHeight
  if (bottom > scrollTop + viewHeight) return Math.max(0, bottom - viewHeight)
  return scrollTop
}
