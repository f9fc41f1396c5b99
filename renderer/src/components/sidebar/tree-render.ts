import { h, type VNodeChild } from 'vue'
import { NTag, type TreeOption } from 'naive-ui'
import type { TreeNode } from '../../tree/build'
import { visibleName } from '../../format/visible-name'

/** The row an option of the tree widget is: the widget is given the tree's rows (`TreeNode` is a `TreeOption`). */
export const nodeOf = (option: TreeOption): TreeNode => option as TreeNode

/**
 * What a component instance provides to its children (Vue keeps it on the internal instance, `$`, untyped): naive's
 * tree provides its keyboard cursor to its rows there.
 */
export function providesOf(instance: unknown): Record<string, unknown> | undefined {
  if (!instance || typeof instance !== 'object' || !('$' in instance)) return undefined
  const internal = instance.$
  if (!internal || typeof internal !== 'object' || !('provides' in internal)) return undefined
  const provides = internal.provides
  return provides && typeof provides === 'object' ? (provides as Record<string, unknown>) : undefined
}

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

// The spaces between the pieces are not drawn (the label and the suffix are flex boxes) but keep the row's text
// words apart ("web-01 203.0.113.10", not "web-01203.0.113.10") for whatever reads it, as axe's label-in-name check does.
export function renderRowLabel({ option }: { option: TreeOption }): VNodeChild {
  const node = nodeOf(option)
  return h('span', { class: 'tree-row__label', 'aria-hidden': 'true' }, [
    h('bdi', { class: 'tree-row__name' }, visibleName(node.label)),
    node.detail ? [' ', h('span', { class: 'tree-row__detail' }, node.detail)] : null,
  ])
}

export function renderRowSuffix({ option }: { option: TreeOption }): VNodeChild {
  const node = nodeOf(option)
  if (!node.badge && node.count === undefined) return null
  return h('span', { class: 'tree-row__suffix', 'aria-hidden': 'true' }, [
    ' ',
    node.badge
      ? h(
          NTag,
          { size: 'small', bordered: false, type: node.badge.tone, class: 'tree-row__badge' },
          () => node.badge!.short ?? node.badge!.text,
        )
      : null,
    node.count !== undefined ? [' ', h('span', { class: 'tree-row__count' }, String(node.count))] : null,
  ])
}
