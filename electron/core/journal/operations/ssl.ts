import type { sslChannels } from '../../../shared/channels/ssl'
import type { AccountSnapshot } from '../../../shared/contract'
import { idOf, type Described, type Operations } from './operation-kit'

/** A change of one certificate, worded with its domain: "Remove certificate example.com". */
function certificateChange<I extends { certificateId: number }>(words: (name: string, input: I) => string) {
  return (input: I, known: AccountSnapshot | null): Described => {
    const name = known?.sslCertificates?.find((c) => c.id === input.certificateId)?.domain
    const shown = name ?? `certificate #${input.certificateId}`
    return { id: input.certificateId, name: shown, summary: words(shown, input) }
  }
}

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
    describe: certificateChange((name, { enabled }) => `Turn auto-renewal ${enabled ? 'on' : 'off'} for ${name}`),
  },
  'ssl:action': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: certificateChange((name, { type }) => `${type} certificate ${name}`),
  },
  'ssl:checkDcv': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: certificateChange((name) => `Check domain validation of ${name}`),
  },
  'ssl:addSan': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: certificateChange((name) => `Add alternative names to ${name}`),
  },
  'ssl:remove': {
    kind: 'sslCertificate',
    fields: 'all',
    describe: certificateChange((name) => `Remove certificate ${name}`),
  },
}

declare module './operation-kit' {
  interface OperationSlices {
    ssl: typeof sslOperations
  }
}
