import { domainToASCII } from 'node:url'
import { invalidInput, type FailureContext } from '../error-messages'

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * One SAN domain as the API wants it: IDN converted to punycode (пример.рф → xn--e1afmkfd.xn--p1ai),
 * lowercase, an optional leading "*." kept, a trailing dot dropped. Returns null when it is not a
 * domain name; domainToASCII alone is lenient (it accepts "a..b" and cuts "x.com/path").
 */
export function toAsciiDomain(input: string): string | null {
  const text = input.trim().replace(/\.$/, '')
  if (text === '' || /[\s/:?#@\\]/.test(text)) return null
  const wildcard = text.startsWith('*.')
  const ascii = domainToASCII(wildcard ? text.slice(2) : text)
  if (ascii === '' || ascii.length > 253) return null
  const labels = ascii.split('.')
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null
  // An all-digit last label is an IP address, not a domain.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null
  return wildcard ? `*.${ascii}` : ascii
}

/** Converts and checks every SAN domain; duplicates (after conversion) are sent once. */
export function toAsciiDomains(ctx: FailureContext, domains: unknown): string[] {
  if (!Array.isArray(domains) || domains.length === 0) {
    throw invalidInput(ctx, 'sanDomains', 'must list at least one domain')
  }
  const out: string[] = []
  domains.forEach((domain, i) => {
    const ascii = typeof domain === 'string' ? toAsciiDomain(domain) : null
    if (ascii === null) throw invalidInput(ctx, `sanDomains[${i}]`, `(${String(domain).slice(0, 80)}) is not a valid domain name`)
    if (!out.includes(ascii)) out.push(ascii)
  })
  return out
}
