import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { formatDate } from '../dates'
import { ApiError, invalidField, notFound } from '../errors'
import { addCertificate } from '../state/ssl'
import {
  filesOf,
  issue,
  markCustomerCsr,
  published,
  refreshExpiry,
  runValidation,
  SSL_FILE_KINDS,
  type SslFileKind,
  stopValidation,
} from '../state/ssl-lifecycle'
import { sslProducts } from '../state/ssl-products'
import type { SslCertificate } from '../state/ssl-types'
import type { CustomerState } from '../state/types'
import { emptyWhenReal } from '../dialects/empty-answers'
import { applyContacts, checkOrder, orderBody } from './ssl-order-body'
import { idParam, mustFind } from './params'
import { addSans, addSanView, isAddSanBody } from './ssl-sans'

/**
 * Ordering and looking after certificates (REAL-API.md "SSL": paths only, shapes open). The order body is read
 * tolerantly (ProductId/ProductID/Product, CsrCode/Csr); every refusal is a 400 with a Message.
 */

export const SSL_MESSAGES = {
  noFunds: 'Not enough funds on the balance: top up the account and resume the order',
  notIssued: 'The certificate is not issued yet: files are available once it is Active',
  noKey: 'The private key is not stored by the service: the certificate was ordered with your own CSR',
} as const

const ACTIONS = ['prolong', 'resumeorder', 'revalidate', 'cancel'] as const

const DCV_ANSWER_KEYS = ['Domain', 'IsSAN', 'ValidationData', 'Status'] as const

function certificateOf(customer: CustomerState, request: FastifyRequest, ctx: SandboxContext): SslCertificate {
  return refreshExpiry(mustFind(customer.certificates, idParam(request), 'Certificate'), ctx.clock.now())
}

function orderCertificate(customer: CustomerState, ctx: SandboxContext, rawBody: unknown): SslCertificate {
  const now = () => ctx.clock.now()
  const body = parseBody(orderBody, rawBody)
  const { product, Domain, method, Period, sans, csr } = checkOrder(body)
  const unpaid = customer.account.Balance < 0
  const cert = addCertificate(customer, now(), {
    product,
    Domain,
    DcvMethod: method,
    sans,
    State: unpaid ? 'NeedMoney' : 'New',
    dcvStatus: 'Pending',
    orderedDaysAgo: 0,
    issuedDaysAgo: null,
    IsAutoProlong: body.IsAutoProlong ?? false,
  })
  cert.Period = Period
  applyContacts(cert, body)
  if (csr) {
    cert.CsrCode = csr
    markCustomerCsr(cert)
  }
  if (!unpaid) runValidation(customer, cert, ctx.tasks, now, true)
  return cert
}

/** Auto-renewal: `Enabled` (REAL-API.md), or `IsAutoProlong` as the certificate names it. */
function setAutoProlong(cert: SslCertificate, rawBody: unknown): SslCertificate {
  const bool = z.boolean({ error: 'must be true or false' }).optional()
  const parsed = parseBody(z.looseObject({ Enabled: bool, IsAutoProlong: bool }), rawBody)
  const enabled = parsed.Enabled ?? parsed.IsAutoProlong
  if (enabled === undefined) throw invalidField('Enabled', 'is required')
  cert.IsAutoProlong = enabled
  return cert
}

function actionOf(rawBody: unknown): (typeof ACTIONS)[number] {
  const { Type } = parseBody(
    z.looseObject({ Type: z.string({ error: `must be one of ${ACTIONS.join(', ')}` }) }),
    rawBody,
  )
  const type = ACTIONS.find(
    (a) =>
      a ===
      Type.trim()
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
  )
  if (!type) throw invalidField('Type', `must be one of ${ACTIONS.join(', ')}`)
  return type
}

function runAction(customer: CustomerState, ctx: SandboxContext, cert: SslCertificate, type: (typeof ACTIONS)[number]) {
  const now = () => ctx.clock.now()
  const refuse = (allowed: string[]) => {
    if (!allowed.includes(cert.State)) {
      throw new ApiError(
        400,
        `The action ${type} is not available for a certificate in state ${cert.State} (only ${allowed.join(', ')})`,
      )
    }
  }
  const pending = () => {
    for (const item of cert.DcvList) if (item.Status !== 'Validated') item.Status = 'Pending'
  }
  switch (type) {
    case 'prolong':
      refuse(['Active', 'Expired', 'Outdated'])
      if (customer.account.Balance < 0) throw new ApiError(400, SSL_MESSAGES.noFunds)
      cert.IsAutoProlongTaskCreated = true
      // Validation the authority already holds is reused for the renewal.
      cert.State = 'InProgress'
      runValidation(customer, cert, ctx.tasks, now, false)
      break
    case 'resumeorder':
      refuse(['NeedMoney', 'InComplete', 'New'])
      if (customer.account.Balance < 0) throw new ApiError(400, SSL_MESSAGES.noFunds)
      cert.State = 'InProgress'
      pending()
      runValidation(customer, cert, ctx.tasks, now, false)
      break
    case 'revalidate':
      refuse(['InProgress', 'InComplete'])
      cert.State = 'InProgress'
      cert.LastRevalidateDate = formatDate(now())
      pending()
      runValidation(customer, cert, ctx.tasks, now, false)
      break
    case 'cancel':
      refuse(['New', 'InProgress', 'NeedMoney', 'InComplete', 'Active'])
      stopValidation(cert)
      cert.State = 'Canceling'
      ctx.tasks.after(1, () => {
        if (cert.State === 'Canceling') cert.State = 'Canceled'
      })
      break
  }
}

/** Real: the list of items; seed: the certificate with its DcvList (the shape is open). */
function checkDcv(customer: CustomerState, ctx: SandboxContext, cert: SslCertificate) {
  if (cert.State === 'InProgress' && cert.DcvMethod === 'Dns') {
    for (const item of cert.DcvList)
      if (item.Status !== 'Validated' && published(customer, item)) item.Status = 'Validated'
    if (cert.DcvList.every((d) => d.Status === 'Validated')) {
      stopValidation(cert)
      issue(customer, cert, ctx.clock.now())
    }
  }
  const items = cert.DcvList.map((d) => Object.fromEntries(DCV_ANSWER_KEYS.map((k) => [k, d[k]])))
  return ctx.dialect === 'seed' ? { ...cert, DcvList: items } : items
}

function sendFile(customer: CustomerState, cert: SslCertificate, kind: SslFileKind, reply: FastifyReply) {
  if (!SSL_FILE_KINDS.includes(kind))
    throw new ApiError(404, `File ${kind} not found; one of ${SSL_FILE_KINDS.join(', ')}`)
  if (kind === 'csr')
    return reply
      .type('application/pkcs10')
      .send(Buffer.from(cert.CsrCode.endsWith('\n') ? cert.CsrCode : `${cert.CsrCode}\n`))
  if (!['Active', 'Expired', 'Outdated'].includes(cert.State)) throw new ApiError(400, SSL_MESSAGES.notIssued)
  const files = filesOf(customer, cert)
  if (kind === 'pfx') return reply.type('application/x-pkcs12').send(files.pfx)
  const file = files[kind]
  if (file === null) throw new ApiError(404, SSL_MESSAGES.noKey)
  return reply.type('application/x-pem-file').send(file)
}

export function registerSslOrderRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/ssl/products', async () => sslProducts())

  api.get('/ssl/products/:id', async (request) => {
    const product = sslProducts().find((p) => p.Id === idParam(request))
    if (!product) throw notFound('Product', Number.isNaN(idParam(request)) ? undefined : idParam(request))
    return product
  })

  api.post('/ssl', async (request) => orderCertificate(customerOf(request), ctx, request.body))

  api.put('/ssl/:id', async (request, reply) => {
    const customer = customerOf(request)
    const cert = certificateOf(customer, request, ctx)
    // The seed's example sends the add-domain body to this path: it is understood as such.
    if (isAddSanBody(request.body)) return addSanView(addSans(customer, ctx, cert, request.body))
    return emptyWhenReal(ctx.dialect, reply, setAutoProlong(cert, request.body))
  })

  api.post('/ssl/:id/action', async (request, reply) => {
    const customer = customerOf(request)
    const cert = certificateOf(customer, request, ctx)
    runAction(customer, ctx, cert, actionOf(request.body))
    return emptyWhenReal(ctx.dialect, reply, cert)
  })

  api.get('/ssl/:id/checkdcv', async (request) => {
    const customer = customerOf(request)
    return checkDcv(customer, ctx, certificateOf(customer, request, ctx))
  })

  api.get('/ssl/:id/file/:kind', async (request, reply) => {
    const customer = customerOf(request)
    const cert = certificateOf(customer, request, ctx)
    return sendFile(customer, cert, (request.params as { kind: string }).kind as SslFileKind, reply)
  })
}
