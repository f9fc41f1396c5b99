/**
 * Pure IP helpers shared by the client (which must send AAAA addresses fully expanded) and the
 * renderer's form rules. Invalid input returns null / false rather than throwing, so a form rule
 * can call them on every keystroke.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/
/** Eight hex groups, nothing compressed and no IPv4 tail (the form the API sends). */
const EIGHT_GROUPS = /^[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{1,4}){7}$/

/** A hex group without its leading zeros ("0db8" → "db8", "0000" → "0"). */
function withoutLeadingZeros(group: string): string {
  let at = 0
  while (at < group.length - 1 && group[at] === '0') at++
  return at === 0 ? group : group.slice(at)
}

export function isIpv4(addr: string): boolean {
  return IPV4.test(addr)
}

/** Two 16-bit hex groups for a dotted quad, for IPv4-mapped tails (::ffff:192.0.2.1). */
function ipv4ToGroups(addr: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = addr.split('.').map(Number)
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
}

/**
 * Expands an IPv6 address to eight colon-separated groups of four lowercase hex digits
 * (`2001:db8::1` → `2001:0db8:0000:0000:0000:0000:0000:0001`), the only form the API takes.
 * Accepts compressed forms and an IPv4 tail; surrounding whitespace is ignored.
 * Returns null for anything that is not a valid IPv6 address (zone ids like %eth0 included).
 */
export function expandIpv6(addr: string): string | null {
  const input = addr.trim()
  if (input === '' || input.includes('%')) return null

  let text = input
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (tail.includes('.')) {
    if (!isIpv4(tail)) return null
    text = text.slice(0, lastColon + 1) + ipv4ToGroups(tail).join(':')
  }

  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string): string[] | null => {
    if (part === '') return []
    const groups = part.split(':')
    return groups.every((g) => HEX_GROUP.test(g)) ? groups : null
  }
  const head = parse(halves[0] ?? '')
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : []
  if (head === null || rest === null) return null

  let groups: string[]
  if (halves.length === 2) {
    const missing = 8 - head.length - rest.length
    // "::" must stand for at least one zero group.
    if (missing < 1) return null
    groups = [...head, ...Array<string>(missing).fill('0'), ...rest]
  } else {
    groups = head
  }
  if (groups.length !== 8) return null
  return groups.map((g) => g.toLowerCase().padStart(4, '0')).join(':')
}

export function isIpv6(addr: string): boolean {
  return expandIpv6(addr) !== null
}

/** An IPv4 or IPv6 address exactly, with nothing around it (no blank, no line break, no zone id). */
export function isIpAddress(addr: string): boolean {
  return addr !== '' && addr === addr.trim() && (isIpv4(addr) || expandIpv6(addr) !== null)
}

/**
 * An IPv6 address in its canonical text form (RFC 5952), the one people read and Hetzner/Cloudflare show:
 * lowercase, no leading zeros, the longest run of two or more zero groups (the first of equal runs) as "::",
 * an IPv4-mapped address with its dotted tail (::ffff:192.0.2.1). Null for anything that is not IPv6.
 */
export function compressIpv6(addr: string): string | null {
  // The API's own form (eight groups, nothing to expand) goes straight on: every AAAA record of a read passes here.
  const expanded = EIGHT_GROUPS.test(addr) ? addr.toLowerCase() : expandIpv6(addr)
  if (expanded === null) return null
  const groups = expanded.split(':').map(withoutLeadingZeros)
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi = 0, lo = 0] = expanded
      .split(':')
      .slice(6)
      .map((g) => parseInt(g, 16))
    return `::ffff:${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  }
  const run = longestZeroRun(groups)
  if (run.length < 2) return groups.join(':')
  return `${groups.slice(0, run.start).join(':')}::${groups.slice(run.start + run.length).join(':')}`
}

function longestZeroRun(groups: readonly string[]): { start: number; length: number } {
  let best = { start: 0, length: 0 }
  let start = -1
  groups.forEach((g, i) => {
    if (g !== '0') start = -1
    else {
      if (start < 0) start = i
      if (i - start + 1 > best.length) best = { start, length: i - start + 1 }
    }
  })
  return best
}

/** An AAAA record's address as shown and exported: compressed (RFC 5952), or as given when it is not IPv6. */
export function displayIpv6(addr: string): string {
  return compressIpv6(addr) ?? addr
}
