import type { PaneRegistry } from '../panes/registry'
import StoragePane from './StoragePane.vue'
import StorageUserPane from './StorageUserPane.vue'

/** Detail panes of this area, by resource kind. StoragePane also serves the Object storage category. */
export const storagePanes: PaneRegistry = {
  storage: StoragePane,
  storageUser: StorageUserPane,
}
