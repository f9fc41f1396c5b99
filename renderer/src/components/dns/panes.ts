import type { PaneRegistry } from '../panes/registry'
import RecordPane from './RecordPane.vue'
import ZonePane from './ZonePane.vue'

/** Detail panes of this area, by resource kind. */
export const dnsPanes: PaneRegistry = {
  dnsZone: ZonePane,
  dnsRecord: RecordPane,
}
