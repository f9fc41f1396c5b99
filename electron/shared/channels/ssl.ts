import type {} from '../slices'
import { z } from 'zod'
import { channel, output, requiredPositive, resourceId } from '../contract-kit'
import { toAsciiDomain } from '../dns/names'
import {
  SSL_ACTIONS,
  SSL_DCV_METHODS,
  SSL_FILE_KINDS,
  type CertificateFile,
  type DcvItem,
  type SslCertificate,
  type SslProduct,
} from '../models/ssl'
import { ruleWords, type RuleText } from '../rule-text'
import sslRules from './ssl.rules.json'

/** SSL certificates: add SAN domains, delete (only in NeedMoney). */

/** The English words of the SAN rules, from `ssl.rules.json` (`san`; the renderer translates them). */
export const [SAN_RULES, englishSan] = ruleWords(sslRules.san)
export type SanRuleCode = keyof typeof SAN_RULES

/**
 * Most domains one request may add, whatever the product allows (the largest SanMaximum offered is 250): the
 * list is refused on its length before any line is converted, so a huge paste costs nothing.
 */
export const SAN_REQUEST_MAX = 250
/** A domain is at most 253 characters, plus "*." for a wildcard; a longer line is refused unread. */
const SAN_LINE_MAX = 255

/** Lines as typed: blank lines and surrounding spaces are dropped; each must be a domain (IDN welcome). */
const domainLines = z.array(z.string()).transform((lines) => lines.map((l) => l.trim()).filter((l) => l !== ''))

/** The domains a certificate already covers (its own and its SANs), as the API compares them: ASCII, lower case. */
export function certificateDomains(cert: Pick<SslCertificate, 'domain' | 'dcvList'>): Set<string> {
  const names = [cert.domain, ...cert.dcvList.map((d) => d.domain)]
  return new Set(names.map((n) => toAsciiDomain(n, { allowWildcard: true }) ?? n.trim().toLowerCase()))
}

/** The first listed domain the certificate already has, as typed; null when none. */
export function domainAlreadyOn(domains: string[], existing: ReadonlySet<string>): string | null {
  for (const domain of domains) {
    const ascii = toAsciiDomain(domain, { allowWildcard: true })
    if (ascii !== null && existing.has(ascii)) return domain
  }
  return null
}

function checkDomains(
  domains: string[],
  issue: (message: string) => void,
  say: RuleText<SanRuleCode>,
  remaining?: number,
  existing?: ReadonlySet<string>,
): void {
  if (domains.length === 0) return issue(say('sanRequired'))
  if (domains.length > SAN_REQUEST_MAX) return issue(say('sanLimit', { max: SAN_REQUEST_MAX }))
  // One pass, one Set: linear in the number of lines.
  const seen = new Set<string>()
  for (const domain of domains) {
    const ascii = domain.length > SAN_LINE_MAX ? null : toAsciiDomain(domain, { allowWildcard: true })
    if (ascii === null) return issue(say('sanInvalid', { domain: domain.slice(0, 80) }))
    if (seen.has(ascii)) return issue(say('sanTwice', { domain: domain.slice(0, 80) }))
    if (existing?.has(ascii)) return issue(say('sanOnCertificate', { domain: domain.slice(0, 80) }))
    seen.add(ascii)
  }
  if (remaining !== undefined && domains.length > remaining)
    issue(remaining === 0 ? say('sanNoRoom') : say('sanTooMany', { n: remaining }))
}

export const addSanSchema = z
  .object({
    certificateId: resourceId,
    sanDomains: domainLines.superRefine((domains, ctx) =>
      checkDomains(domains, (message) => ctx.addIssue({ code: 'custom', message }), englishSan),
    ),
    createCnameRecord: z.boolean().optional(),
  })
  .strict()

/**
 * The form's version also knows how many more domains the product allows (SanMaximum minus current SANs)
 * and which domains the certificate already has (`certificateDomains`).
 */
export function addSanFormSchema(
  remaining: number,
  say: RuleText<SanRuleCode> = englishSan,
  existing?: ReadonlySet<string>,
) {
  return addSanSchema.extend({
    sanDomains: domainLines.superRefine((domains, ctx) =>
      checkDomains(domains, (message) => ctx.addIssue({ code: 'custom', message }), say, remaining, existing),
    ),
  })
}

const certificateRef = z.object({ certificateId: resourceId }).strict()

/** The English words of the order form's rules, from `ssl.rules.json` (`order`; the renderer translates them). */
export const [SSL_ORDER_RULES, englishSslOrder] = ruleWords(sslRules.order)
export type SslOrderRuleCode = keyof typeof SSL_ORDER_RULES
export type SslOrderRuleText = RuleText<SslOrderRuleCode>

/** Longest CSR accepted: a 16,384-bit RSA request is well under this. */
export const CSR_MAX = 20_000
const CSR_PEM = /^-----BEGIN (NEW )?CERTIFICATE REQUEST-----[\s\S]+-----END (NEW )?CERTIFICATE REQUEST-----$/

/** What a product asks of an order: wildcard domains only on wildcard products, organisation fields on OV/EV. */
export type OrderProductTraits = Pick<
  SslProduct,
  'isWildCard' | 'isOrganizationValidation' | 'isEv' | 'isSan' | 'sanMaximum'
> & {
  periods: number[]
}

/** Fields an OV/EV order must carry (the authority checks the organisation). */
export const ORGANISATION_FIELDS = [
  'orgName',
  'orgCountry',
  'orgCity',
  'orgAddressline',
  'orgPostalcode',
  'phone',
] as const
export const needsOrganisation = (p: Pick<SslProduct, 'isOrganizationValidation' | 'isEv'>): boolean =>
  p.isOrganizationValidation || p.isEv

function orderFields(say: SslOrderRuleText) {
  const optionalText = (max: number) => z.string().trim().max(max, say('fieldTooLong', { max })).optional()
  return {
    productId: requiredPositive(say('productRequired')),
    /** As typed (IDN welcome); sent as punycode. */
    domain: z
      .string({ error: say('domainRequired') })
      .trim()
      .min(1, say('domainRequired'))
      .max(255, say('fieldTooLong', { max: 255 }))
      .superRefine((domain, ctx) => {
        if (toAsciiDomain(domain, { allowWildcard: true }) === null)
          ctx.addIssue({ code: 'custom', message: say('domainInvalid', { domain: domain.slice(0, 80) }) })
      }),
    dcvMethod: z.enum(SSL_DCV_METHODS, { error: say('dcvMethodRequired') }),
    period: requiredPositive(say('periodRequired')),
    sanDomains: domainLines.optional(),
    csr: z
      .string()
      .trim()
      .max(CSR_MAX, say('fieldTooLong', { max: CSR_MAX }))
      .refine((v) => v === '' || CSR_PEM.test(v), say('csrInvalid'))
      .optional(),
    autoRenew: z.boolean().optional(),
    firstname: optionalText(100),
    lastname: optionalText(100),
    email: z
      .string()
      .trim()
      .max(255, say('fieldTooLong', { max: 255 }))
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), say('emailInvalid'))
      .optional(),
    phone: z
      .string()
      .trim()
      .max(40, say('fieldTooLong', { max: 40 }))
      .refine((v) => v === '' || /^\+?[\d\s().-]{5,}$/.test(v), say('phoneInvalid'))
      .optional(),
    orgName: optionalText(255),
    orgDepartment: optionalText(255),
    orgCountry: optionalText(60),
    orgRegion: optionalText(255),
    orgCity: optionalText(255),
    orgAddressline: optionalText(255),
    orgPostalcode: optionalText(20),
  }
}

/** The channel's order input: each field's own rules (the service answers what depends on the product). */
export function orderCertificateSchema(say: SslOrderRuleText = englishSslOrder) {
  return z.object(orderFields(say)).strict()
}

/**
 * The form's version also knows the chosen product: wildcard, periods, additional domains, organisation fields.
 * Each rule sits on its field (the form checks field by field).
 */
export function orderCertificateFormSchema(
  product: OrderProductTraits | null,
  say: SslOrderRuleText = englishSslOrder,
  sanSay: RuleText<SanRuleCode> = englishSan,
) {
  const f = orderFields(say)
  if (!product) return z.object(f).strict()
  const required = (max: number) =>
    z
      .string({ error: say('fieldRequired') })
      .trim()
      .min(1, say('fieldRequired'))
      .max(max, say('fieldTooLong', { max }))
  const room = product.isSan ? (product.sanMaximum ?? 0) : 0
  return z
    .object({
      ...f,
      domain: f.domain.superRefine((domain, ctx) => {
        const wildcard = domain.startsWith('*.')
        if (wildcard && !product.isWildCard) ctx.addIssue({ code: 'custom', message: say('wildcardNotAllowed') })
        if (!wildcard && product.isWildCard && !product.isSan)
          ctx.addIssue({ code: 'custom', message: say('wildcardRequired') })
      }),
      period: f.period.refine((p) => product.periods.includes(p), say('periodRequired')),
      sanDomains: domainLines
        .superRefine((domains, ctx) => {
          if (domains.length > 0)
            checkDomains(domains, (message) => ctx.addIssue({ code: 'custom', message }), sanSay, room)
        })
        .optional(),
      ...(needsOrganisation(product) && {
        orgName: required(255),
        orgCountry: required(60),
        orgCity: required(255),
        orgAddressline: required(255),
        orgPostalcode: required(20),
        phone: required(40).refine((v) => /^\+?[\d\s().-]{5,}$/.test(v), say('phoneInvalid')),
      }),
    })
    .strict()
}

export const sslChannels = {
  'ssl:products': channel(z.object({}).strict(), output<SslProduct[]>()),
  'ssl:order': channel(orderCertificateSchema(), output<SslCertificate | null>()),
  'ssl:setAutoRenew': channel(
    z.object({ certificateId: resourceId, enabled: z.boolean() }).strict(),
    output<SslCertificate | null>(),
  ),
  /** prolong, resumeorder, revalidate, cancel; a refusal comes back with the service's Message. */
  'ssl:action': channel(
    z.object({ certificateId: resourceId, type: z.enum(SSL_ACTIONS) }).strict(),
    output<SslCertificate | null>(),
  ),
  'ssl:checkDcv': channel(certificateRef, output<DcvItem[]>()),
  /** One file's bytes for the renderer to save; never cached, never logged (the key and the PFX are secrets). */
  'ssl:downloadFile': channel(
    z.object({ certificateId: resourceId, kind: z.enum(SSL_FILE_KINDS) }).strict(),
    output<CertificateFile>(),
  ),

  'ssl:addSan': channel(addSanSchema, output<SslCertificate>()),
  /** Only in NeedMoney; otherwise the server's refusal (its Message) comes back as the error. */
  'ssl:remove': channel(certificateRef, output<number>()),
}

export type AddSanRequest = z.output<typeof addSanSchema>
export type OrderCertificateRequest = z.output<ReturnType<typeof orderCertificateSchema>>

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    ssl: { channels: typeof sslChannels }
  }
}
