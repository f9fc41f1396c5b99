// Punycode (RFC 3492) decoding, for showing an IDN as its owner wrote it: the service lists пример.рф as
// xn--e1afmkfd.xn--p1ai. Browser-safe (no node:punycode, no URL: a URL keeps the ASCII form).

const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1
  d += Math.floor(d / points)
  let k = 0
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW))
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22
  if (code >= 0x41 && code <= 0x5a) return code - 0x41
  if (code >= 0x61 && code <= 0x7a) return code - 0x61
  return BASE
}

/** One label's punycode (after "xn--") as Unicode; null when it is not valid punycode. */
function decodeLabel(encoded: string): string | null {
  if (encoded === '') return null
  const cut = encoded.lastIndexOf('-')
  const output = cut > 0 ? [...encoded.slice(0, cut)].map((c) => c.codePointAt(0) ?? 0) : []
  let n = 128
  let bias = 72
  let i = 0
  for (let at = cut > 0 ? cut + 1 : 0; at < encoded.length;) {
    const old = i
    for (let w = 1, k = BASE; ; k += BASE) {
      if (at >= encoded.length) return null
      const digit = digitOf(encoded.charCodeAt(at++))
      if (digit >= BASE) return null
      i += digit * w
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < t) break
      w *= BASE - t
    }
    bias = adapt(i - old, output.length + 1, old === 0)
    n += Math.floor(i / (output.length + 1))
    i %= output.length + 1
    if (n > 0x10ffff) return null
    output.splice(i++, 0, n)
  }
  return String.fromCodePoint(...output)
}

/** A domain name as its owner wrote it: each xn-- label decoded; the name as given when none is (or one is bad). */
export function toUnicodeDomain(ascii: string): string {
  if (!/(^|\.)xn--/i.test(ascii)) return ascii
  const labels = ascii
    .split('.')
    .map((label) => (/^xn--/i.test(label) ? decodeLabel(label.slice(4).toLowerCase()) : label))
  return labels.every((label): label is string => label !== null) ? labels.join('.') : ascii
}

/** How a domain is shown: its Unicode name with the ASCII (punycode) one beside it, or the name alone when the same. */
export function domainLabel(ascii: string): string {
  const unicode = toUnicodeDomain(ascii)
  return unicode === ascii ? ascii : `${unicode} (${ascii})`
}
