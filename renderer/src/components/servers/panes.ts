import type { PaneRegistry } from '../panes/registry'
import { lazyPane } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const CategoryPane = lazyPane(() => import('../sidebar/CategoryPane.vue'))
const ServerPane = lazyPane(() => import('./ServerPane.vue'))

/**
 * Detail panes of this area, by resource kind. The category pane lives here too: it hands each category
 * to its area's list pane (components/sidebar/category-panes.ts), or to a generic list.
 */
export const serverPanes: PaneRegistry = {
  server: ServerPane,
  category: CategoryPane,
}
