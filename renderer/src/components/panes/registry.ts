import type { Component } from 'vue'
import type { ResourceKind } from '@shared/resources'
import { dnsPanes } from '../dns/panes'
import { imagePanes } from '../images/panes'
import { networkPanes } from '../networks/panes'
import { serverPanes } from '../servers/panes'
import { sshKeyPanes } from '../ssh-keys/panes'
import { sslPanes } from '../ssl/panes'
import { storagePanes } from '../storage/panes'
import { lazyPane } from './lazy-pane'

/**
 * A kind's panes, by its area (`components/<domain>/panes.ts`, beside the kind's view in `renderer/src/resources/`).
 * `detail` receives the selected resource as props `id` (number | string) and `parentId` (number, optional), looks
 * it up in the session snapshot and shows it (a vanished resource shows a "gone" notice); `list` is the pane of
 * the kind's tree category (a category without one gets the generic list of its rows).
 */
export interface KindPanes {
  detail: Component
  list?: Component
}
export type PaneRegistry = Partial<Record<Exclude<ResourceKind, 'category'>, KindPanes>>

const areas: PaneRegistry = {
  ...serverPanes,
  ...networkPanes,
  ...sshKeyPanes,
  ...dnsPanes,
  ...sslPanes,
  ...storagePanes,
  ...imagePanes,
}

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
