import type { PaneRegistry } from '../panes/registry'
import { lazyPane } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const StoragePane = lazyPane(() => import('./StoragePane.vue'))
const StorageUserPane = lazyPane(() => import('./StorageUserPane.vue'))

/** Detail panes of this area, by resource kind. StoragePane also serves the Object storage category. */
export const storagePanes: PaneRegistry = {
  storage: StoragePane,
  storageUser: StorageUserPane,
}
