import type { AddSanRequest, OrderCertificateRequest } from '../../../shared/channels/ssl'
import { toAsciiDomain } from '../../../shared/dns/names'
import type {
  CertificateFile,
  DcvItem,
  SslAction,
  SslCertificate,
  SslFileKind,
  SslProduct,
} from '../../../shared/models/ssl'
import {
  BYTES_ANSWER,
  type BytesAnswer,
  collectionRoutes,
  contextOf,
  EMPTY_OK,
  type Endpoint,
  route,
} from '../endpoint'
import { failure } from '../error-messages'
import { perSend } from '../resource-slices'
import type { Send } from '../transport'
import type { ReadList } from '../wire/lists'
import {
  autoRenewBody,
  certificateFile,
  SSL_ACTION_TYPES,
  sslOrderBody,
  wireCertificate,
  wireCertificateList,
  wireCertificateOrNothing,
  wireDcvAnswer,
  wireOrderAnswer,
  wireProductList,
  wireSslDeleteAnswer,
} from '../wire/ssl'

const ep = {
  ...collectionRoutes(
    '/ssl',
    ['load SSL certificates', wireCertificateList, 'ssl.list'],
    ['load the SSL certificate', wireCertificate, 'ssl.get'],
  ),
  addSan: route('PUT', '/ssl/{id}/addsan', 'add SAN domains', wireCertificate),
  remove: route('DELETE', '/ssl/{id}', 'delete the SSL certificate', wireSslDeleteAnswer),
  products: route('GET', '/ssl/products', 'load the SSL products catalogue', wireProductList),
  order: route('POST', '/ssl', 'order the SSL certificate', wireOrderAnswer),
  autoRenew: route(
    'PUT',
    '/ssl/{id}',
    'change auto-renewal of the SSL certificate',
    wireCertificateOrNothing,
    EMPTY_OK,
  ),
  action: route('POST', '/ssl/{id}/action', 'act on the SSL certificate', wireCertificateOrNothing, EMPTY_OK),
  checkDcv: route('GET', '/ssl/{id}/checkdcv', 'check domain validation', wireDcvAnswer),
}

const fileRoutes = Object.fromEntries(
  (['ca', 'crt', 'csr', 'private-key', 'pfx'] as const).map((kind) => [
    kind,
    route('GET', `/ssl/{id}/file/${kind}`, `download the certificate file (${kind})`, BYTES_ANSWER),
  ]),
) as Record<SslFileKind, Endpoint<BytesAnswer>>

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
    products: async (): Promise<SslProduct[]> => [...(await send(ep.products))],
    /** A `{Message}` answer is a refusal whatever its status: an order is money, never guessed made. */
    async order(request: OrderCertificateRequest): Promise<SslCertificate | null> {
      const answer = await send(ep.order, { body: sslOrderBody(request) })
      if (answer.refusal !== null) throw failure('rejected', contextOf(ep.order), { serverMessage: answer.refusal })
      return answer.certificate
    },
    setAutoRenew: async (id: number, enabled: boolean): Promise<SslCertificate | null> =>
      send(ep.autoRenew, { params: { id }, body: autoRenewBody(enabled) }),
    /** A prolong carries its period when known (the provider's panel posts one, P1 `ssl-details.js`). */
    action: async (id: number, type: SslAction, period?: number | null): Promise<SslCertificate | null> =>
      send(ep.action, {
        params: { id },
        body: { Type: SSL_ACTION_TYPES[type], ...(type === 'prolong' && period && { Period: period }) },
      }),
    checkDcv: async (id: number): Promise<DcvItem[]> => send(ep.checkDcv, { params: { id } }),
    /** The file's bytes, for the renderer to save; nothing here keeps or logs them. */
    downloadFile: async (id: number, kind: SslFileKind, domain: string): Promise<CertificateFile> =>
      certificateFile(kind, domain, await send(fileRoutes[kind], { params: { id } })),
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

/** The client's `ssl` member. */
export const sslResources = { ssl: perSend(createSslApi) }

declare module '../resource-slices' {
  interface ResourceSlices {
    ssl: typeof sslResources
  }
}
