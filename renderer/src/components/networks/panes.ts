import { lazyPane, type PaneRegistry } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const PrivateNetworkPane = lazyPane(() => import('./PrivateNetworkPane.vue'))
const PrivateNetworksPane = lazyPane(() => import('./PrivateNetworksPane.vue'))
const PublicNetworkPane = lazyPane(() => import('./PublicNetworkPane.vue'))
const PublicNetworksPane = lazyPane(() => import('./PublicNetworksPane.vue'))

/** The panes of this area, by resource kind. */
export const networkPanes: PaneRegistry = {
  privateNetwork: { detail: PrivateNetworkPane, list: PrivateNetworksPane },
  publicNetwork: { detail: PublicNetworkPane, list: PublicNetworksPane },
}
