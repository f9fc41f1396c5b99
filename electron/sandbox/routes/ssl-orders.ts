import type { FastifyInstance, FastifyRequest } from 'fastify'
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
import type { CustomerState, SslCertificate, SslProduct } from '../state/types'
import { isHostName } from '../validation/fields'
import { idParam, mustFind } from './params'
import { addSans, addSanView, isAddSanBody } from './ssl'

/**
 * Ordering and looking after certificates (REAL-API.md "SSL": paths only, shapes open). The order body is read
 * tolerantly (ProductId/ProductID/Product, CsrCode/Csr); every refusal is a 400 with a Message.
 */

export const SSL_MESSAGES = {
  noFunds: 'Not enough funds on the balance: top up the account and resume the order',
  notIssued: 'The certificate is not issued yet: files are available once it is Active',
  noKey: 'The private key is not stored by the service: the certificate was ordered with your own CSR',
} as const

const DCV_METHODS = ['Email', 'Dns', 'Http', 'Https'] as const
const ACTIONS = ['prolong', 'resumeorder', 'revalidate', 'cancel'] as const

const text = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional()
const numberish = z.union([
  z.number(),
  z
    .string()
    .regex(/^\s*\d+\s*$/, { error: 'must be a number' })
    .transform(Number),
])

const orderBody = z.looseObject({
  ProductId: numberish.optional(),
  ProductID: numberish.optional(),
  Product: z.union([numberish, z.looseObject({ Id: numberish.optional(), ID: numberish.optional() })]).optional(),
  Domain: z.string({ error: 'must be a domain name' }).trim().min(1, { error: 'must not be empty' }),
  DcvMethod: z.string({ error: `must be one of ${DCV_METHODS.join(', ')}` }).trim(),
  Period: numberish.optional(),
  SanDomains: z.array(z.string().trim(), { error: 'must be a list of domain names' }).optional(),
  CsrCode: text(20_000),
  Csr: text(20_000),
  IsAutoProlong: z.boolean().optional(),
  Firstname: text(),
  Lastname: text(),
  Phone: text(40),
  Email: text(),
  OrgName: text(),
  OrgDepartment: text(),
  OrgFax: text(40),
  OrgPostalcode: text(20),
  OrgCountry: text(60),
  OrgRegion: text(),
  OrgCity: text(),
  OrgAddressline: text(),
})

const ORG_REQUIRED = ['OrgName', 'OrgCountry', 'OrgCity', 'OrgAddressline', 'OrgPostalcode', 'Phone'] as const

function productOf(body: z.output<typeof orderBody>): SslProduct {
  const product = body.Product
  const id = body.ProductId ?? body.ProductID ?? (typeof product === 'object' ? (product.Id ?? product.ID) : product)
  if (id === undefined) throw invalidField('ProductId', 'is required; take an Id from GET /ssl/products')
  const found = sslProducts().find((p) => p.Id === id)
  if (!found) throw invalidField('ProductId', `unknown product ${id}; take an Id from GET /ssl/products`)
  return found
}

function checkDomain(field: string, raw: string, product: SslProduct): string {
  const domain = raw.toLowerCase().replace(/\.$/, '')
  if (!isHostName(domain, { allowWildcard: true }))
    throw invalidField(field, `'${raw}' is not a valid domain name (send IDNs in punycode, xn--)`)
  if (domain.startsWith('*.') && !product.IsWildCard)
    throw invalidField(field, `the product ${product.Name} does not cover wildcard domains`)
  return domain
}

const DCV_ANSWER_KEYS = ['Domain', 'IsSAN', 'ValidationData', 'Status'] as const

function certificateOf(customer: CustomerState, request: FastifyRequest, ctx: SandboxContext): SslCertificate {
  return refreshExpiry(mustFind(customer.certificates, idParam(request), 'Certificate'), ctx.clock.now())
}

export function registerSslOrderRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const now = () => ctx.clock.now()

  api.get('/ssl/products', async () => sslProducts())

  api.get('/ssl/products/:id', async (request) => {
    const product = sslProducts().find((p) => p.Id === idParam(request))
    if (!product) throw notFound('Product', Number.isNaN(idParam(request)) ? undefined : idParam(request))
    return product
  })

  api.post('/ssl', async (request) => {
    const customer = customerOf(request)
    const body = parseBody(orderBody, request.body)
    const product = productOf(body)
    const Domain = checkDomain('Domain', body.Domain, product)
    const method = DCV_METHODS.find((m) => m.toLowerCase() === body.DcvMethod.toLowerCase())
    if (!method) throw invalidField('DcvMethod', `must be one of ${DCV_METHODS.join(', ')}`)
    const periods = product.Prices.map((p) => p.Period)
    const Period = body.Period ?? periods[0] ?? 12
    if (!periods.includes(Period))
      throw invalidField('Period', `the product ${product.Name} is sold for ${periods.join(', ')} months`)
    const sans = (body.SanDomains ?? []).map((d, i) => checkDomain(`SanDomains[${i}]`, d, product))
    if (sans.length > 0 && (!product.IsSan || product.SanMaximum === null)) {
      throw invalidField('SanDomains', `the product ${product.Name} does not take additional domains`)
    }
    if (product.SanMaximum !== null && sans.length > product.SanMaximum) {
      throw invalidField('SanDomains', `at most ${product.SanMaximum} additional domains are allowed`)
    }
    if (new Set([Domain, ...sans]).size !== sans.length + 1)
      throw invalidField('SanDomains', 'each domain may appear once')
    const csr = body.CsrCode ?? body.Csr
    if (csr && !/-----BEGIN (NEW )?CERTIFICATE REQUEST-----/.test(csr)) {
      throw invalidField('CsrCode', 'must be a PEM certificate signing request (-----BEGIN CERTIFICATE REQUEST-----)')
    }
    if (product.IsOrganizationValidation || product.IsEv) {
      const missing = ORG_REQUIRED.find((f) => !body[f])
      if (missing) throw invalidField(missing, `is required for the organisation-validated product ${product.Name}`)
    }
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
    const keep = (value: string | undefined, fallback: string) =>
      value === undefined || value === '' ? fallback : value
    Object.assign(cert, {
      Firstname: keep(body.Firstname, cert.Firstname),
      Lastname: keep(body.Lastname, cert.Lastname),
      Phone: keep(body.Phone, cert.Phone),
      OrgName: body.OrgName ?? '',
      OrgDepartment: body.OrgDepartment ?? '',
      OrgFax: body.OrgFax ?? '',
      OrgPostalcode: body.OrgPostalcode ?? '',
      OrgCountry: keep(body.OrgCountry, cert.OrgCountry),
      OrgRegion: keep(body.OrgRegion, cert.OrgRegion),
      OrgCity: keep(body.OrgCity, cert.OrgCity),
      OrgAddressline: body.OrgAddressline ?? '',
    })
    if (csr) {
      cert.CsrCode = csr
      markCustomerCsr(cert)
    }
    if (!unpaid) runValidation(customer, cert, ctx.tasks, now, true)
    return cert
  })

  /** Auto-renewal: `Enabled` (REAL-API.md), or `IsAutoProlong` as the certificate names it. */
  api.put('/ssl/:id', async (request) => {
    const customer = customerOf(request)
    const cert = certificateOf(customer, request, ctx)
    // The seed's example sends the add-domain body to this path: it is understood as such.
    if (isAddSanBody(request.body)) return addSanView(addSans(customer, ctx, cert, request.body))
    const bool = z.boolean({ error: 'must be true or false' }).optional()
    const parsed = parseBody(z.looseObject({ Enabled: bool, IsAutoProlong: bool }), request.body)
    const enabled = parsed.Enabled ?? parsed.IsAutoProlong
    if (enabled === undefined) throw invalidField('Enabled', 'is required')
    cert.IsAutoProlong = enabled
    return cert
  })

  api.post('/ssl/:id/action', async (request) => {
    const customer = customerOf(request)
    const cert = certificateOf(customer, request, ctx)
    const { Type } = parseBody(
      z.looseObject({ Type: z.string({ error: `must be one of ${ACTIONS.join(', ')}` }) }),
      request.body,
    )
    const type = ACTIONS.find(
      (a) =>
        a ===
        Type.trim()
          .toLowerCase()
          .replace(/[^a-z]/g, ''),
    )
    if (!type) throw invalidField('Type', `must be one of ${ACTIONS.join(', ')}`)
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
    return cert
  })

  /** Real: the list of items; seed: the certificate with its DcvList (the shape is open). */
  api.get('/ssl/:id/checkdcv', async (request) => {
    const customer = customerOf(request)
    const cert = certificateOf(customer, request, ctx)
    if (cert.State === 'InProgress' && cert.DcvMethod === 'Dns') {
      for (const item of cert.DcvList)
        if (item.Status !== 'Validated' && published(customer, item)) item.Status = 'Validated'
      if (cert.DcvList.every((d) => d.Status === 'Validated')) {
        stopValidation(cert)
        issue(customer, cert, now())
      }
    }
    const items = cert.DcvList.map((d) => Object.fromEntries(DCV_ANSWER_KEYS.map((k) => [k, d[k]])))
    return ctx.dialect === 'seed' ? { ...cert, DcvList: items } : items
  })

  api.get('/ssl/:id/file/:kind', async (request, reply) => {
    const customer = customerOf(request)
    const cert = certificateOf(customer, request, ctx)
    const kind = (request.params as { kind: string }).kind as SslFileKind
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
  })
}
