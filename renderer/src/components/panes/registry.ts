import type { Component } from 'vue'
import type { ResourceKind } from '@shared/resources'
import { mergeExports } from '@shared/slices'
import { lazyPane, type PaneRegistry } from './lazy-pane'

/**
 * Every area's panes, found by where they live: each `components/<domain>/panes.ts` exports its `…Panes` (kind →
 * detail and list pane). Those small modules load with the app; the panes they name still load when first shown
 * (each is a `lazyPane`).
 */
const areas = mergeExports(
  import.meta.glob<Record<string, unknown>>('../*/panes.ts', { eager: true }),
  'Panes',
) as PaneRegistry

// A category row's pane hands the category to its kind's list pane (CategoryPane.vue).
const CategoryPane = lazyPane(() => import('../sidebar/CategoryPane.vue'))

/** The detail pane of every kind, and the category pane: what the content area shows for a selection. */
export const panes: Partial<Record<ResourceKind, Component>> = {
  ...Object.fromEntries(Object.entries(areas).map(([kind, p]) => [kind, p.detail])),
  category: CategoryPane,
}

/** The list pane of a kind's category, if its area has one. */
export const listPaneOf = (kind: ResourceKind | undefined): Component | undefined =>
  kind && kind !== 'category' ? areas[kind]?.list : undefined
