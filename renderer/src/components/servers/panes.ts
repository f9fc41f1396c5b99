import { lazyPane, type PaneRegistry } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const ServerPane = lazyPane(() => import('./ServerPane.vue'))
const ServersListPane = lazyPane(() => import('./ServersListPane.vue'))

/** The panes of this area, by resource kind. */
export const serverPanes: PaneRegistry = {
  server: { detail: ServerPane, list: ServersListPane },
}
