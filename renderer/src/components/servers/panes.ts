import type { PaneRegistry } from '../panes/registry'
import CategoryPane from '../sidebar/CategoryPane.vue'
import ServerPane from './ServerPane.vue'

/**
 * Detail panes of this area, by resource kind. The category pane lives here too: it hands each category
 * to its area's list pane (components/sidebar/category-panes.ts), or to a generic list.
 */
export const serverPanes: PaneRegistry = {
  server: ServerPane,
  category: CategoryPane,
}
