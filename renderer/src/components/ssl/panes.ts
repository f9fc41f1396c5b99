import type { PaneRegistry } from '../panes/registry'
import CertificatePane from './CertificatePane.vue'

/** Detail panes of this area, by resource kind. */
export const sslPanes: PaneRegistry = {
  sslCertificate: CertificatePane,
}
