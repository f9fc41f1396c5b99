import type { PaneRegistry } from '../panes/registry'
import { lazyPane } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const RecordPane = lazyPane(() => import('./RecordPane.vue'))
const ZonePane = lazyPane(() => import('./ZonePane.vue'))

/** Detail panes of this area, by resource kind. */
export const dnsPanes: PaneRegistry = {
  dnsZone: ZonePane,
  dnsRecord: RecordPane,
}
