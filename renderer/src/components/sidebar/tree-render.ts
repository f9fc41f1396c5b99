import { h, type VNodeChild } from 'vue'
import { NTag, type TreeOption } from 'naive-ui'
import type { TreeNode } from './tree-nodes'

/** DOM id of a row, for aria-activedescendant. */
export const rowDomId = (key: string): string => `tree-row-${key.replace(/[^\w-]/g, '_')}`

/** What a screen reader says for a row: its name, then state and count, the same words the row shows. */
export function rowName(node: TreeNode, countText: (n: number) => string): string {
  return [node.label, node.detail, node.badge?.text, node.count !== undefined ? countText(node.count) : undefined].filter(Boolean).join(', ')
}

export function renderRowLabel({ option }: { option: TreeOption }): VNodeChild {
  const node = option as unknown as TreeNode
  return h('span', { class: 'tree-row__label', 'aria-hidden': 'true' }, [
    h('span', { class: 'tree-row__name' }, node.label),
    node.detail ? h('span', { class: 'tree-row__detail' }, node.detail) : null,
  ])
}

export function renderRowSuffix({ option }: { option: TreeOption }): VNodeChild {
  const node = option as unknown as TreeNode
  if (!node.badge && node.count === undefined) return null
  return h('span', { class: 'tree-row__suffix', 'aria-hidden': 'true' }, [
    node.badge ? h(NTag, { size: 'small', bordered: false, type: node.badge.tone, class: 'tree-row__badge' }, () => node.badge!.text) : null,
    node.count !== undefined ? h('span', { class: 'tree-row__count' }, String(node.count)) : null,
  ])
}
