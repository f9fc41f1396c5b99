import { z } from 'zod'
import { toAsciiDomain } from '../../dns/names'
import { resourceId } from '../dns/records'

/** Lines as typed: blank lines and surrounding spaces are dropped; each must be a domain (IDN welcome). */
const domainLines = z.array(z.string()).transform((lines) => lines.map((l) => l.trim()).filter((l) => l !== ''))

function checkDomains(domains: string[], ctx: z.RefinementCtx, remaining?: number): void {
  if (domains.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'List at least one domain, one per line' })
    return
  }
  const seen = new Set<string>()
  for (const domain of domains) {
    const ascii = toAsciiDomain(domain, { allowWildcard: true })
    if (ascii === null) {
      ctx.addIssue({ code: 'custom', message: `“${domain.slice(0, 80)}” is not a domain name` })
      return
    }
    if (seen.has(ascii)) {
      ctx.addIssue({ code: 'custom', message: `“${domain.slice(0, 80)}” is listed twice` })
      return
    }
    seen.add(ascii)
  }
  if (remaining !== undefined && domains.length > remaining) {
    ctx.addIssue({
      code: 'custom',
      message: remaining === 0 ? 'This certificate has no room for more domains' : `This certificate takes at most ${remaining} more domain(s)`,
    })
  }
}

export const sanDomainsSchema = domainLines.superRefine((domains, ctx) => checkDomains(domains, ctx))

export const addSanSchema = z
  .object({ certificateId: resourceId, sanDomains: sanDomainsSchema, createCnameRecord: z.boolean().optional() })
  .strict()

/** The form's version also knows how many more domains the product allows (SanMaximum minus current SANs). */
export function addSanFormSchema(remaining: number) {
  return addSanSchema.extend({
    sanDomains: domainLines.superRefine((domains, ctx) => checkDomains(domains, ctx, remaining)),
  })
}
