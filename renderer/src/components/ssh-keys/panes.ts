import { lazyPane, type PaneRegistry } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const SshKeyPane = lazyPane(() => import('./SshKeyPane.vue'))
const SshKeysListPane = lazyPane(() => import('./SshKeysListPane.vue'))

/** The panes of this area, by resource kind. */
export const sshKeyPanes: PaneRegistry = {
  sshKey: { detail: SshKeyPane, list: SshKeysListPane },
}
