import { lazyPane, type PaneRegistry } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const StoragePane = lazyPane(() => import('./StoragePane.vue'))
const StorageUserPane = lazyPane(() => import('./StorageUserPane.vue'))

/**
 * The panes of this area, by resource kind. StoragePane also serves the Object storage category, reachable
 * before activation too: it offers "Activate" when the snapshot's storage is null.
 */
export const storagePanes: PaneRegistry = {
  storage: { detail: StoragePane, list: StoragePane },
  storageUser: { detail: StorageUserPane },
}
