import type { PaneRegistry } from '../panes/registry'
import SshKeyPane from './SshKeyPane.vue'

/** Detail panes of this area, by resource kind. */
export const sshKeyPanes: PaneRegistry = {
  sshKey: SshKeyPane,
}
