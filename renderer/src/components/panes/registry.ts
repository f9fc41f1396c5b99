import type { Component } from 'vue'
import type { ResourceKind } from '@shared/resources'
import { dnsPanes } from '../dns/panes'
import { imagePanes } from '../images/panes'
import { networkPanes } from '../networks/panes'
import { serverPanes } from '../servers/panes'
import { sshKeyPanes } from '../ssh-keys/panes'
import { sslPanes } from '../ssl/panes'
import { storagePanes } from '../storage/panes'

/**
 * A pane receives the selected resource as props `id` (number | string) and `parentId` (number, optional),
 * looks the resource up in the session snapshot, and shows it; a vanished resource shows a "gone" notice.
 */
export type PaneRegistry = Partial<Record<ResourceKind, Component>>

export const panes: PaneRegistry = {
  ...serverPanes,
  ...networkPanes,
  ...sshKeyPanes,
  ...dnsPanes,
  ...sslPanes,
  ...storagePanes,
  ...imagePanes,
}
