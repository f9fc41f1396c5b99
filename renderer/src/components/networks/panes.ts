import type { PaneRegistry } from '../panes/registry'
import PrivateNetworkPane from './PrivateNetworkPane.vue'
import PublicNetworkPane from './PublicNetworkPane.vue'

/** Detail panes of this area, by resource kind. */
export const networkPanes: PaneRegistry = {
  privateNetwork: PrivateNetworkPane,
  publicNetwork: PublicNetworkPane,
}
