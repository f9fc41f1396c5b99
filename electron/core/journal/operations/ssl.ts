import type { sslChannels } from '../../../shared/channels/ssl'
import type { AccountSnapshot } from '../../../shared/contract'
import { idOf, type Operations } from './operation-kit'

const certificateName = (known: AccountSnapshot | null, id: number) =>
  known?.sslCertificates?.find((c) => c.id === id)?.domain ?? `certificate #${id}`

export const sslOperations: Operations<typeof sslChannels> = {
  'ssl:order': {
    kind: 'sslCertificate',
    // Contact and organisation details are the user's own words, kept; a signing request is left out (it is
    // long, and not the user's words).
    fields: { allBut: ['csr'] },
    describe: ({ domain }) => ({ id: null, name: domain, summary: `Order a certificate for ${domain}` }),
    result: idOf,
  },
  'ssl:setAutoRenew': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: ({ certificateId, enabled }, k) => {
      const name = certificateName(k, certificateId)
      return { id: certificateId, name, summary: `Turn auto-renewal ${enabled ? 'on' : 'off'} for ${name}` }
    },
  },
  'ssl:action': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: ({ certificateId, type }, k) => {
      const name = certificateName(k, certificateId)
      return { id: certificateId, name, summary: `${type} certificate ${name}` }
    },
  },
  'ssl:checkDcv': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: ({ certificateId }, k) => {
      const name = certificateName(k, certificateId)
      return { id: certificateId, name, summary: `Check domain validation of ${name}` }
    },
  },
  'ssl:addSan': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: ({ certificateId }, k) => {
      const name = certificateName(k, certificateId)
      return { id: certificateId, name, summary: `Add alternative names to ${name}` }
    },
  },
  'ssl:remove': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: ({ certificateId }, k) => {
      const name = certificateName(k, certificateId)
      return { id: certificateId, name, summary: `Remove certificate ${name}` }
    },
  },
}
