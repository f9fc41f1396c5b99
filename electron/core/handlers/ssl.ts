import type { Handlers } from '../dispatch'
import { certificateDomains, domainAlreadyOn, englishSan, type sslChannels } from '../../shared/channels/ssl'
import { ApiError } from '../api/errors'
import { BackendError } from '../errors'
import { replacing } from '../session/answers'
import type { HandlerContext } from './handler-context'

/** The client names a bad entry `sanDomains[2]`; the form has one field for the whole list. */
function onListField(error: unknown): unknown {
  if (error instanceof ApiError && error.field?.startsWith('sanDomains[')) return error.withField('sanDomains')
  return error
}

export function buildSslHandlers({
  resources: ctx,
}: Pick<HandlerContext, 'resources'>): Pick<Handlers, keyof typeof sslChannels> {
  return {
    'ssl:addSan': async (request) => {
      // With CreateCnameRecord the validation record may land in one of the account's zones.
      const sections = request.createCnameRecord
        ? (['sslCertificates', 'dnsZones'] as const)
        : (['sslCertificates'] as const)
      try {
        return await ctx.mutate(
          sections,
          (api, _account, known) => {
            // What the form refuses, refused here too: a domain the certificate already has is never sent.
            const cert = known?.sslCertificates?.find((c) => c.id === request.certificateId)
            const already = cert ? domainAlreadyOn(request.sanDomains, certificateDomains(cert)) : null
            if (already !== null)
              throw new BackendError({
                kind: 'invalidInput',
                field: 'sanDomains',
                message: englishSan('sanOnCertificate', { domain: already.slice(0, 80) }),
              })
            return api.ssl.addSan(request)
          },
          (certificate) => replacing('sslCertificates', certificate),
        )
      } catch (error) {
        throw onListField(error)
      }
    },
    'ssl:products': () => ctx.read((api) => api.ssl.products()),

    // Refusals arrive as errors carrying the service's Message (`serverMessage`), which the form shows.
    'ssl:order': (request) => ctx.mutate(['sslCertificates'], (api) => api.ssl.order(request)),

    'ssl:setAutoRenew': ({ certificateId, enabled }) =>
      ctx.mutate(
        ['sslCertificates'],
        (api) => api.ssl.setAutoRenew(certificateId, enabled),
        (certificate) => replacing('sslCertificates', certificate),
      ),

    'ssl:action': ({ certificateId, type }) =>
      ctx.mutate(['sslCertificates'], (api, _accountId, known) =>
        // A prolong says for how long, as the provider's panel does (P1 ssl-details.js): the certificate's period.
        api.ssl.action(certificateId, type, known?.sslCertificates?.find((c) => c.id === certificateId)?.period),
      ),

    // A check may move the certificate on (validated → issued): the list is read again.
    'ssl:checkDcv': ({ certificateId }) => ctx.mutate(['sslCertificates'], (api) => api.ssl.checkDcv(certificateId)),

    /** The bytes go to the renderer for saving and nowhere else: not the snapshot, not the cache, not a log. */
    'ssl:downloadFile': ({ certificateId, kind }) =>
      ctx.read(async (api, _accountId) => {
        const known = await api.ssl.get(certificateId).catch(() => null)
        return api.ssl.downloadFile(certificateId, kind, known?.domain ?? `certificate-${certificateId}`)
      }),

    // A refusal (not in NeedMoney) arrives as an error carrying the server's Message.
    'ssl:remove': ({ certificateId }) => ctx.mutate(['sslCertificates'], (api) => api.ssl.remove(certificateId)),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    ssl: typeof buildSslHandlers
  }
}
