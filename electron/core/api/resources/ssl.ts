import type { AddSanRequest } from '../../../shared/channels/ssl'
import { toAsciiDomain } from '../../../shared/dns/names'
import type { SslCertificate } from '../../../shared/models'
import { collectionRoutes, contextOf, endpoint } from '../endpoint'
import { failure } from '../error-messages'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
import { wireCertificate, wireCertificateList, wireSslDeleteAnswer } from '../wire/ssl'

const ep = {
  ...collectionRoutes('/ssl', ['load SSL certificates', wireCertificateList, 'ssl.list'], ['load the SSL certificate', wireCertificate, 'ssl.get']),
  addSan: endpoint({ method: 'PUT', path: '/ssl/{id}/addsan', action: 'add SAN domains', answer: wireCertificate }),
  remove: endpoint({ method: 'DELETE', path: '/ssl/{id}', action: 'delete the SSL certificate', answer: wireSslDeleteAnswer }),
}

export function createSslApi(send: Send) {
  return {
    list: async (): Promise<ReadList<SslCertificate>> => send(ep.list),
    get: async (id: number): Promise<SslCertificate> => send(ep.get, { params: { id } }),
    addSan: async (request: AddSanRequest): Promise<SslCertificate> =>
      send(ep.addSan, {
        params: { id: request.certificateId },
        body: {
          // The contract checked every domain; IDN goes out as punycode, each domain once.
          SanDomains: [...new Set(request.sanDomains.map((d) => toAsciiDomain(d, { allowWildcard: true }) ?? d))],
          ...(request.createCnameRecord !== undefined && { CreateCnameRecord: request.createCnameRecord }),
        },
      }),
    /** Resolves to the deleted certificate's id; only certificates in NeedMoney can be deleted. */
    async remove(id: number): Promise<number> {
      const ctx = contextOf(ep.remove)
      const answer = await send(ep.remove, { params: { id } })
      // The seed's refusal is a body with Message; it may come with a 2xx status.
      if (answer.refusal !== null) throw failure('rejected', ctx, { serverMessage: answer.refusal })
      return answer.id ?? id
    },
  }
}
