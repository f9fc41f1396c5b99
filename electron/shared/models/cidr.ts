/** A dotted IPv4 address as a 32-bit number; null when it is not one. */
function ipv4(text: string): number | null {
  const parts = text.trim().split('.')
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null
  return parts.reduce((n, p) => n * 256 + Number(p), 0)
}

const dotted = (n: number): string => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')

/**
 * The range a network covers, from any address in it and its mask: 10.0.1.1 and 255.255.255.0 → 10.0.1.0/24
 * (the service's list leaves CIDR out of a private network but gives its gateway and mask). Null when either is
 * missing or the mask is not a run of ones.
 */
export function cidrOf(address: string | null | undefined, mask: string | null | undefined): string | null {
  const ip = address ? ipv4(address) : null
  const bits = mask ? ipv4(mask) : null
  if (ip === null || bits === null) return null
  const prefix = bits.toString(2).replace(/0+$/, '')
  if (bits !== 0 && (prefix.length > 32 || /0/.test(prefix))) return null
  const length = bits === 0 ? 0 : prefix.length
  const size = 2 ** (32 - length)
  return `${dotted(Math.floor(ip / size) * size)}/${length}`
}
