import type {} from '../../slices'
import { listResource, stateIs } from '../descriptor'

export const sslCertificateResource = listResource('sslCertificates', {
  kind: 'sslCertificate',
  order: 60,
  name: (c) => c.domain,
  state: (c) => c.state,
  expires: (c) => c.expireDate,
  // Short steps at the authority only (an order being sent, a cancellation); validation can take days.
  settling: (c) => (stateIs(c.state, 'new', 'canceling') ? ['sslCertificates'] : null),
  palette: {
    rank: 3,
    label: (c) => c.domain,
    detail: (c) =>
      c.dcvList
        .filter((d) => d.domain !== c.domain)
        .map((d) => d.domain)
        .join(' '),
  },
  troubles: true,
  secret: (c, name) => (name === 'pfxPassword' ? c.pfxPassword : null),
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    sslCertificate: typeof sslCertificateResource
  }
}
