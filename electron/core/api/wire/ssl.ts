import { z } from 'zod'
import type { OrderCertificateRequest } from '../../../shared/channels/ssl'
import { toAsciiDomain } from '../../../shared/dns/names'
import type {
  CertificateFile,
  DcvItem,
  SslAction,
  SslCertificate,
  SslFileKind,
  SslPrice,
  SslProduct,
} from '../../../shared/models/ssl'
import type { BytesAnswer } from '../endpoint'
import {
  blankAsNull,
  looseBool,
  looseNumber,
  optionalText,
  serviceTime,
  wireId,
  wireText,
  withAliases,
  withIdAlias,
} from './common'
import { optionalList, answerList } from './lists'

const wirePrice = z
  .object({ Price: looseNumber, Period: looseNumber })
  .transform((p): SslPrice => ({ price: p.Price ?? 0, period: p.Period ?? 0 }))

export const wireProduct = withIdAlias(
  z.object({
    ID: wireId,
    TrustLevel: looseNumber,
    Vendor: optionalText,
    Name: wireText,
    Description: optionalText,
    IsWildCard: looseBool,
    IsOrganizationValidation: looseBool,
    IsEv: looseBool,
    IsUnlimitedServers: looseBool,
    IsSan: looseBool,
    SanIncluded: looseNumber,
    SanMaximum: looseNumber,
    Prices: optionalList(wirePrice),
    SanPrices: optionalList(wirePrice),
    SanOnlyWildcard: looseBool,
  }),
).transform((p): SslProduct => ({
  id: p.ID,
  trustLevel: p.TrustLevel,
  vendor: p.Vendor,
  name: p.Name,
  description: p.Description,
  isWildCard: p.IsWildCard,
  isOrganizationValidation: p.IsOrganizationValidation,
  isEv: p.IsEv,
  isUnlimitedServers: p.IsUnlimitedServers,
  isSan: p.IsSan,
  sanIncluded: p.SanIncluded,
  sanMaximum: p.SanMaximum,
  prices: p.Prices,
  sanPrices: p.SanPrices,
  sanOnlyWildcard: p.SanOnlyWildcard,
}))

const wireDcvItem = z
  .object({ Domain: z.string(), IsSAN: looseBool, ValidationData: blankAsNull, Status: optionalText })
  .transform((d): DcvItem => ({ domain: d.Domain, isSan: d.IsSAN, validationData: d.ValidationData, status: d.Status }))

/** VendorSslId is a string in the example ("123"); a non-numeric or empty one becomes null. */
const vendorId = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (typeof v === 'number') return v
    if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v)
    return null
  })

export const wireCertificate = withAliases(
  { Id: 'ID', IsProlongTaskCreated: 'IsAutoProlongTaskCreated', IsSan: 'IsSAN' },
  z.object({
    ID: wireId,
    VendorSslId: vendorId,
    Product: wireProduct.nullish(),
    Domain: wireText,
    InternationalizedDomain: blankAsNull,
    DcvMethod: blankAsNull,
    DcvList: optionalList(wireDcvItem),
    IsSecurityValidationFailed: looseBool,
    Period: looseNumber,
    // The seed's DateTime, without a zone: the service's clock (service-time.ts).
    ActivationDate: serviceTime,
    ExpireDate: serviceTime,
    IsAutoProlong: looseBool,
    IsAutoProlongTaskCreated: looseBool,
    PfxPassword: blankAsNull,
    State: wireText,
    Firstname: blankAsNull,
    Lastname: blankAsNull,
    Phone: blankAsNull,
    OrgName: blankAsNull,
    OrgDepartment: blankAsNull,
    OrgFax: blankAsNull,
    OrgPostalcode: blankAsNull,
    OrgCountry: blankAsNull,
    OrgRegion: blankAsNull,
    OrgCity: blankAsNull,
    OrgAddressline: blankAsNull,
    CsrCode: blankAsNull,
    LastRevalidateDate: serviceTime,
    DateCreate: serviceTime,
  }),
).transform((c): SslCertificate => ({
  id: c.ID,
  vendorSslId: c.VendorSslId,
  product: c.Product ?? null,
  domain: c.Domain,
  internationalizedDomain: c.InternationalizedDomain,
  dcvMethod: c.DcvMethod,
  dcvList: c.DcvList,
  isSecurityValidationFailed: c.IsSecurityValidationFailed,
  period: c.Period,
  activationDate: c.ActivationDate,
  expireDate: c.ExpireDate,
  isAutoProlong: c.IsAutoProlong,
  isAutoProlongTaskCreated: c.IsAutoProlongTaskCreated,
  pfxPassword: c.PfxPassword,
  state: c.State,
  firstname: c.Firstname,
  lastname: c.Lastname,
  phone: c.Phone,
  orgName: c.OrgName,
  orgDepartment: c.OrgDepartment,
  orgFax: c.OrgFax,
  orgPostalcode: c.OrgPostalcode,
  orgCountry: c.OrgCountry,
  orgRegion: c.OrgRegion,
  orgCity: c.OrgCity,
  orgAddressline: c.OrgAddressline,
  csrCode: c.CsrCode,
  lastRevalidateDate: c.LastRevalidateDate,
  dateCreate: c.DateCreate,
}))

export const wireCertificateList = answerList(wireCertificate)

/**
 * DELETE /ssl/{id}: on success "the id of the certificate" (a bare number, a numeric string or an
 * object carrying Id); a refusal is an object with Message, which the caller turns into `rejected`.
 */
export const wireSslDeleteAnswer = z.union([
  wireId.transform((id) => ({ id, refusal: null as string | null })),
  withIdAlias(z.object({ ID: wireId })).transform((o) => ({ id: o.ID, refusal: null as string | null })),
  z.object({ Message: z.string() }).transform((o) => ({ id: null as number | null, refusal: o.Message })),
])

export const wireProductList = answerList(wireProduct)

/**
 * GET /ssl/{id}/checkdcv: the shape is open (REAL-API.md). Read as the list of items, an object carrying
 * DcvList (the certificate), or a single item.
 */
export const wireDcvAnswer = z
  .union([
    optionalList(wireDcvItem),
    withAliases({ dcvList: 'DcvList', DCVList: 'DcvList' }, z.object({ DcvList: optionalList(wireDcvItem) })).transform(
      (o) => o.DcvList,
    ),
    wireDcvItem.transform((d) => [d]),
  ])
  .transform((list): DcvItem[] => [...list])

/** Answers to changes whose shape is open: the certificate when it is one, otherwise nothing to read (the re-read shows it). */
export const wireCertificateOrNothing = z.unknown().transform((v): SslCertificate | null => {
  const parsed = wireCertificate.safeParse(v)
  return parsed.success ? parsed.data : null
})

/** The Type values the service takes for each action (REAL-API.md "SSL"). */
export const SSL_ACTION_TYPES: Record<SslAction, string> = {
  prolong: 'prolong',
  resumeorder: 'resumeorder',
  revalidate: 'revalidate',
  cancel: 'cancel',
}

/** PUT /ssl/{id}: REAL-API.md names the flag Enabled; the certificate itself calls it IsAutoProlong: both are sent. */
export const autoRenewBody = (enabled: boolean) => ({ Enabled: enabled, IsAutoProlong: enabled })

/** The contact and organisation fields: the certificate's own names and the provider panel's (`Admin…`) both. */
const ORDER_TEXT_FIELDS: Array<[keyof OrderCertificateRequest, string[]]> = [
  ['firstname', ['Firstname', 'AdminFirstname']],
  ['lastname', ['Lastname', 'AdminLastname']],
  ['email', ['Email']],
  ['phone', ['Phone']],
  ['orgName', ['OrgName']],
  ['orgDepartment', ['OrgDepartment']],
  ['orgCountry', ['OrgCountry']],
  ['orgRegion', ['OrgRegion']],
  ['orgCity', ['OrgCity']],
  ['orgAddressline', ['OrgAddressline']],
  ['orgPostalcode', ['OrgPostalcode']],
]

/** Without a CSR of the user's own the service makes one from these (the panel's `Csr{Domain, Organization, …}`). */
function csrRequest(order: OrderCertificateRequest, domain: string) {
  const parts: Array<[string, string | undefined]> = [
    ['Domain', domain],
    ['Organization', order.orgName],
    ['Country', order.orgCountry],
    ['State', order.orgRegion],
    ['City', order.orgCity],
    ['Department', order.orgDepartment],
  ]
  return Object.fromEntries(parts.filter(([, v]) => v !== undefined && v !== ''))
}

/**
 * The order body, in one place, with the names the provider's panel orders with (`randomhero177/1Cloud`
 * `common/panel/Scripts/SSL/ssl-create.js`: ProductId, Period, AdminFirstname, AdminLastname, Phone, DcvMethod,
 * ApproverEmail, CsrCode or Csr{…}, SanDomains [{Domain}]) and, where the certificate's own fields are spelt
 * otherwise, those too (ProductID, Firstname, Lastname, Domain). Only the fields the user filled are sent.
 */
export function sslOrderBody(order: OrderCertificateRequest): Record<string, unknown> {
  const domain = toAsciiDomain(order.domain, { allowWildcard: true }) ?? order.domain.trim()
  const sans = [...new Set((order.sanDomains ?? []).map((d) => toAsciiDomain(d, { allowWildcard: true }) ?? d))]
  const texts = ORDER_TEXT_FIELDS.flatMap(([field, names]) => {
    const value = order[field]
    return typeof value === 'string' && value !== '' ? names.map((name) => [name, value] as const) : []
  })
  const csr = order.csr !== undefined && order.csr !== ''
  return {
    ProductId: order.productId,
    ProductID: order.productId,
    Domain: domain,
    ...(domain !== order.domain.trim().toLowerCase() && { InternationalizedDomain: order.domain.trim() }),
    DcvMethod: order.dcvMethod,
    ...(order.dcvMethod === 'Email' && order.email && { ApproverEmail: order.email }),
    Period: order.period,
    ...(csr ? { CsrCode: order.csr } : { Csr: csrRequest(order, domain), IsWildCard: domain.startsWith('*.') }),
    ...(sans.length > 0 && { SanDomains: sans.map((d) => ({ Domain: d })) }),
    ...(order.autoRenew !== undefined && { IsAutoProlong: order.autoRenew }),
    ...Object.fromEntries(texts),
  }
}

/** An answer to POST /ssl that is the service's refusal in a 2xx (`{Message}` and no certificate). */
export const refusalOf = (answer: unknown): string | null => {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null
  const message = (answer as { Message?: unknown }).Message
  return typeof message === 'string' && wireCertificate.safeParse(answer).success === false ? message : null
}

/** POST /ssl: the certificate, or the Message of a refusal that came with a 2xx status (never a success). */
export const wireOrderAnswer = z.unknown().transform((v) => ({
  certificate: wireCertificate.safeParse(v).data ?? null,
  refusal: refusalOf(v),
}))

const FILE_NAMES: Record<SslFileKind, [suffix: string, mediaType: string]> = {
  ca: ['ca-bundle.crt', 'application/x-pem-file'],
  crt: ['crt', 'application/x-pem-file'],
  csr: ['csr', 'application/pkcs10'],
  'private-key': ['key', 'application/x-pem-file'],
  pfx: ['pfx', 'application/x-pkcs12'],
}

/**
 * A certificate file as served. Its shape is open: raw bytes (PEM text or PKCS#12) are kept byte for byte;
 * a JSON answer holding a string (or an object with one) is unwrapped — PEM as text, anything else as base64.
 */
export function certificateFile(kind: SslFileKind, domain: string, answer: BytesAnswer): CertificateFile {
  const [suffix, mediaType] = FILE_NAMES[kind]
  let bytes = Buffer.from(answer.bytes)
  if (answer.contentType?.includes('json')) {
    const inner = unwrapJson(bytes.toString('utf8'))
    if (inner !== null) bytes = /-----BEGIN /.test(inner) ? Buffer.from(inner, 'utf8') : Buffer.from(inner, 'base64')
  }
  const base = domain.replace(/^\*\./, 'wildcard.').replace(/[^a-z0-9.-]/gi, '_')
  return { kind, fileName: `${base}.${suffix}`, mediaType, base64: bytes.toString('base64') }
}

function unwrapJson(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'string') return value
    if (value && typeof value === 'object') {
      const found = Object.values(value).find((v): v is string => typeof v === 'string' && v.length > 0)
      return found ?? null
    }
  } catch {
    // Not JSON after all: the bytes are the file.
  }
  return null
}
