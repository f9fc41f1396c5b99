import type { PaneRegistry } from '../panes/registry'
import { lazyPane } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const PrivateNetworkPane = lazyPane(() => import('./PrivateNetworkPane.vue'))
const PublicNetworkPane = lazyPane(() => import('./PublicNetworkPane.vue'))

/** Detail panes of this area, by resource kind. */
export const networkPanes: PaneRegistry = {
  privateNetwork: PrivateNetworkPane,
  publicNetwork: PublicNetworkPane,
}
