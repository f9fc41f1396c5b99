import type { TreeNode } from '../../tree/build'
import { visibleName } from '../../format/visible-name'

/** DOM id of a row, for aria-activedescendant. */
export const rowDomId = (key: string): string => `tree-row-${key.replace(/[^\w-]/g, '_')}`

/**
 * What a screen reader says for a row: its name, then state and count, the same words the row shows, in the same order
 * (WCAG 2.5.3, label in name: "Servers, 5 items" for a row showing "Servers 5").
 */
export function rowName(node: TreeNode, countText: (n: number) => string): string {
  return [
    visibleName(node.label),
    node.detail,
    // The words the badge shows first ("Off"), so the row is heard as it reads; then the whole words.
    node.badge?.short ? `${node.badge.short} (${node.badge.text})` : node.badge?.text,
    node.count !== undefined ? countText(node.count) : undefined,
  ]
    .filter(Boolean)
    .join(', ')
}
