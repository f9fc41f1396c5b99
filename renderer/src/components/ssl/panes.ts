import { lazyPane, type PaneRegistry } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const CertificatePane = lazyPane(() => import('./CertificatePane.vue'))
const CertificatesPane = lazyPane(() => import('./CertificatesPane.vue'))

/** The panes of this area, by resource kind. */
export const sslPanes: PaneRegistry = {
  sslCertificate: { detail: CertificatePane, list: CertificatesPane },
}
