import { z } from 'zod'
import { invalidField } from '../errors'
import { sslProducts } from '../state/ssl-products'
import type { SslCertificate, SslProduct } from '../state/ssl-types'
import { isHostName } from '../validation/fields'

/**
 * The order body (REAL-API.md "SSL"), read tolerantly (ProductId/ProductID/Product, CsrCode/Csr), and its checks
 * against the product: every refusal is a 400 naming the field at fault.
 */
const DCV_METHODS = ['Email', 'Dns', 'Http', 'Https'] as const

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

export const orderBody = z.looseObject({
  ProductId: numberish.optional(),
  ProductID: numberish.optional(),
  Product: z.union([numberish, z.looseObject({ Id: numberish.optional(), ID: numberish.optional() })]).optional(),
  Domain: z.string({ error: 'must be a domain name' }).trim().min(1, { error: 'must not be empty' }),
  DcvMethod: z.string({ error: `must be one of ${DCV_METHODS.join(', ')}` }).trim(),
  Period: numberish.optional(),
  // The provider's panel sends [{Domain}] (randomhero177/1Cloud ssl-create.js); the seed's addsan plain names.
  SanDomains: z
    .array(z.union([z.string().trim(), z.looseObject({ Domain: z.string().trim() }).transform((d) => d.Domain)]), {
      error: 'must be a list of domain names',
    })
    .optional(),
  CsrCode: text(20_000),
  // A PEM, or the panel's request to make one: {Domain, Organization, Country, State, City, Department}.
  Csr: z.union([text(20_000), z.looseObject({ Domain: text() })]).optional(),
  IsAutoProlong: z.boolean().optional(),
  Firstname: text(),
  Lastname: text(),
  AdminFirstname: text(),
  AdminLastname: text(),
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

/** What a valid order asks for, each part checked against the product (a refusal names the field at fault). */
export function checkOrder(body: z.output<typeof orderBody>) {
  const product = productOf(body)
  const Domain = checkDomain('Domain', body.Domain, product)
  const method = DCV_METHODS.find((m) => m.toLowerCase() === body.DcvMethod.toLowerCase())
  if (!method) throw invalidField('DcvMethod', `must be one of ${DCV_METHODS.join(', ')}`)
  const periods = product.Prices.map((p) => p.Period)
  const Period = body.Period ?? periods[0] ?? 12
  if (!periods.includes(Period))
    throw invalidField('Period', `the product ${product.Name} is sold for ${periods.join(', ')} months`)
  const sans = checkSans(body, product, Domain)
  const csr = body.CsrCode ?? (typeof body.Csr === 'string' ? body.Csr : undefined)
  if (csr && !/-----BEGIN (NEW )?CERTIFICATE REQUEST-----/.test(csr)) {
    throw invalidField('CsrCode', 'must be a PEM certificate signing request (-----BEGIN CERTIFICATE REQUEST-----)')
  }
  if (product.IsOrganizationValidation || product.IsEv) {
    const missing = ORG_REQUIRED.find((f) => !body[f])
    if (missing) throw invalidField(missing, `is required for the organisation-validated product ${product.Name}`)
  }
  return { product, Domain, method, Period, sans, csr }
}

function checkSans(body: z.output<typeof orderBody>, product: SslProduct, Domain: string): string[] {
  const sans = (body.SanDomains ?? []).map((d, i) => checkDomain(`SanDomains[${i}]`, d, product))
  if (sans.length > 0 && (!product.IsSan || product.SanMaximum === null)) {
    throw invalidField('SanDomains', `the product ${product.Name} does not take additional domains`)
  }
  if (product.SanMaximum !== null && sans.length > product.SanMaximum) {
    throw invalidField('SanDomains', `at most ${product.SanMaximum} additional domains are allowed`)
  }
  if (new Set([Domain, ...sans]).size !== sans.length + 1)
    throw invalidField('SanDomains', 'each domain may appear once')
  return sans
}

/** The order's contacts over the certificate's defaults (an empty value keeps the default). */
export function applyContacts(cert: SslCertificate, body: z.output<typeof orderBody>): void {
  const keep = (value: string | undefined, fallback: string) => (value === undefined || value === '' ? fallback : value)
  Object.assign(cert, {
    Firstname: keep(body.Firstname ?? body.AdminFirstname, cert.Firstname),
    Lastname: keep(body.Lastname ?? body.AdminLastname, cert.Lastname),
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
}
