/**
 * Domain and record names as the forms and the contract check them. Pure and browser-safe: IDN → punycode
 * goes through the WHATWG URL parser, which Node and Chromium both implement, instead of node:url.
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
/** Names inside a zone may also start with '_' (_dmarc, _acme-challenge, SRV owners). */
const RECORD_LABEL = /^_?(?!-)[a-z0-9-]{1,63}(?<!-)$/i

/**
 * A domain name as the API wants it: IDN converted to punycode (пример.рф → xn--e1afmkfd.xn--p1ai),
 * lowercase, an optional leading "*." kept when allowed, a trailing dot dropped. Null when it is not a
 * domain name of at least two labels.
 */
export function toAsciiDomain(input: string, { allowWildcard = false } = {}): string | null {
  const text = input.trim().replace(/\.$/, '')
  if (text === '' || /[\s/:?#@\\%[\]<>^|"']/.test(text)) return null
  const wildcard = allowWildcard && text.startsWith('*.')
  const bare = wildcard ? text.slice(2) : text
  let ascii: string
  try {
    ascii = new URL(`http://${bare}`).hostname
  } catch {
    return null
  }
  if (ascii === '' || ascii.length > 253) return null
  const labels = ascii.split('.')
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null
  // An all-digit last label is an IP address, not a domain.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null
  return wildcard ? `*.${ascii}` : ascii
}

/**
 * Whether two spellings name the same domain: an IDN typed in Unicode (пример.рф) or in punycode
 * (xn--e1afmkfd.xn--p1ai), in any case, with or without the trailing dot. False when either is not a domain.
 */
export function sameDomain(a: string, b: string): boolean {
  const ascii = toAsciiDomain(a)
  return ascii !== null && ascii === toAsciiDomain(b)
}

/** True when the name differs from what will be sent (an IDN, capitals), so the form shows the ASCII form. */
export function needsPunycodeHint(input: string, ascii: string | null): boolean {
  return ascii !== null && ascii !== input.trim().replace(/\.$/, '')
}

/** A record's owner: '@' for the apex, or one or more labels relative to the zone (a full name works too). */
export function isRecordName(value: string): boolean {
  const name = value.trim().replace(/\.$/, '')
  if (name === '@') return true
  if (name === '' || name.length > 253) return false
  const labels = name.split('.')
  if (labels[0] === '*') labels.shift()
  return labels.every((l) => RECORD_LABEL.test(l))
}

/** A host a record points at (CNAME target, mail host, name server, SRV target): '@', relative or absolute. */
export function isHostTarget(value: string): boolean {
  const name = value.trim()
  if (name === '@') return true
  const bare = name.replace(/\.$/, '')
  if (bare === '' || bare.length > 253) return false
  return bare.split('.').every((l) => RECORD_LABEL.test(l))
}
