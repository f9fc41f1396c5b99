import { lazyPane, type PaneRegistry } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const DnsZonesPane = lazyPane(() => import('./DnsZonesPane.vue'))
const RecordPane = lazyPane(() => import('./RecordPane.vue'))
const ZonePane = lazyPane(() => import('./ZonePane.vue'))

/** The panes of this area, by resource kind. */
export const dnsPanes: PaneRegistry = {
  dnsZone: { detail: ZonePane, list: DnsZonesPane },
  dnsRecord: { detail: RecordPane },
}
