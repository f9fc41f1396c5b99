import type { TreeRow, VisibleRows } from './tree-window'

/** What a key does to the tree (WAI-ARIA's tree pattern): the row it acts on, by its index among the shown rows. */
export type TreeAction =
  | { kind: 'move'; index: number }
  | { kind: 'toggle'; index: number }
  | { kind: 'select'; index: number }
  | { kind: 'expandSiblings'; index: number }

/** What the key handler reads of the tree: the shown rows, and whether a row is open. */
export interface KeyContext {
  rows: Pick<VisibleRows<TreeRow>, 'nodes' | 'parent'>
  isOpen(index: number): boolean
}

/**
 * The action of a navigation key pressed with the cursor on row `cursor` (-1: none yet), or null (the key is not
 * the tree's, or does nothing here). Up and Down step; Right opens a closed branch, or steps onto an open one's
 * first row; Left closes an open branch, or goes up to the parent; Home and End jump; Enter and Space select;
 * `*` opens the row's siblings. With no cursor, an arrow lands on the first row.
 */
export function keyAction(key: string, cursor: number, { rows, isOpen }: KeyContext): TreeAction | null {
  const count = rows.nodes.length
  if (count === 0) return null
  const at = Math.min(cursor, count - 1)
  if (key === 'Home') return { kind: 'move', index: 0 }
  if (key === 'End') return { kind: 'move', index: count - 1 }
  if (at < 0) return key.startsWith('Arrow') ? { kind: 'move', index: 0 } : null
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: Math.min(at + 1, count - 1) }
    case 'ArrowUp':
      return { kind: 'move', index: Math.max(at - 1, 0) }
    case 'ArrowRight':
      if (rows.nodes[at]!.isLeaf) return null
      if (!isOpen(at)) return { kind: 'toggle', index: at }
      return rows.parent[at + 1] === at ? { kind: 'move', index: at + 1 } : null
    case 'ArrowLeft':
      if (!rows.nodes[at]!.isLeaf && isOpen(at)) return { kind: 'toggle', index: at }
      return rows.parent[at]! >= 0 ? { kind: 'move', index: rows.parent[at]! } : null
    case 'Enter':
    case ' ':
      return { kind: 'select', index: at }
    case '*':
      return { kind: 'expandSiblings', index: at }
    default:
      return null
  }
}

/** A letter that type-ahead takes: one printable character, not a space or `*`, without Ctrl, Alt or Meta. */
export function isTypeAheadKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): boolean {
  return (
    [...event.key].length === 1 &&
    event.key !== ' ' &&
    event.key !== '*' &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey
  )
}

/** Letters typed within this many milliseconds of the last make one prefix. */
export const TYPE_AHEAD_MS = 700

/**
 * Type-ahead: letters typed within a moment make one prefix; `find` answers the next shown row whose name starts
 * with it, from the cursor on (a repeated single letter steps on to the next match; a longer prefix may stay on
 * the current row), or -1.
 */
export function typeAhead(delayMs = TYPE_AHEAD_MS) {
  let typed = ''
  let typedAt = -Infinity
  return function find(
    letter: string,
    now: number,
    cursor: number,
    count: number,
    labelAt: (i: number) => string,
  ): number {
    typed = now - typedAt < delayMs ? typed + letter.toLowerCase() : letter.toLowerCase()
    typedAt = now
    const start = typed.length === 1 ? cursor + 1 : Math.max(cursor, 0)
    for (let i = 0; i < count; i++) {
      const index = (start + i) % count
      if (labelAt(index).toLowerCase().startsWith(typed)) return index
    }
    return -1
  }
}
