import type { PaneRegistry } from '../panes/registry'
import { lazyPane } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const SshKeyPane = lazyPane(() => import('./SshKeyPane.vue'))

/** Detail panes of this area, by resource kind. */
export const sshKeyPanes: PaneRegistry = {
  sshKey: SshKeyPane,
}
