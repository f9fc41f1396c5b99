import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import { toAsciiDomain } from '../dns/names'
import type { SslCertificate } from '../models'
import { englishRules, type RuleText } from '../rule-text'
import ruleTexts from '../rule-texts.json'

/** SSL certificates: add SAN domains, delete (only in NeedMoney). */

/** The English words of its rules: the contract's catalogue (`rule-texts.json`), the renderer's translations beside it. */
export const SAN_RULES = ruleTexts.san
export type SanRuleCode = keyof typeof SAN_RULES
export const englishSan = englishRules<SanRuleCode>(SAN_RULES)

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

function checkDomains(domains: string[], ctx: z.RefinementCtx, say: RuleText<SanRuleCode>, remaining?: number, existing?: ReadonlySet<string>): void {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message })
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
  if (remaining !== undefined && domains.length > remaining) issue(remaining === 0 ? say('sanNoRoom') : say('sanTooMany', { n: remaining }))
}

export const addSanSchema = z
  .object({
    certificateId: resourceId,
    sanDomains: domainLines.superRefine((domains, ctx) => checkDomains(domains, ctx, englishSan)),
    createCnameRecord: z.boolean().optional(),
  })
  .strict()

/**
 * The form's version also knows how many more domains the product allows (SanMaximum minus current SANs)
 * and which domains the certificate already has (`certificateDomains`).
 */
export function addSanFormSchema(remaining: number, say: RuleText<SanRuleCode> = englishSan, existing?: ReadonlySet<string>) {
  return addSanSchema.extend({
    sanDomains: domainLines.superRefine((domains, ctx) => checkDomains(domains, ctx, say, remaining, existing)),
  })
}

const certificateRef = z.object({ certificateId: resourceId }).strict()

export const sslChannels = {
  'ssl:addSan': channel(addSanSchema, output<SslCertificate>()),
  /** Only in NeedMoney; otherwise the server's refusal (its Message) comes back as the error. */
  'ssl:remove': channel(certificateRef, output<number>()),
}

export type AddSanRequest = z.output<typeof addSanSchema>
