import { defineAsyncComponent, type Component } from 'vue'
import type { ResourceKind } from '@shared/resources'

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
/** An area's panes (its `panes.ts` exports one, `…Panes`), by resource kind. */
export type PaneRegistry = Partial<Record<Exclude<ResourceKind, 'category'>, KindPanes>>

/**
 * A pane (or dialog) loaded when first shown, not with the app: the code parsed before the first paint stays
 * small. A failed load reaches the app's error handler, which tells the user.
 */
export function lazyPane(loader: () => Promise<Component | { default: Component }>): Component {
  return defineAsyncComponent({ loader, delay: 0 })
}
