export function ipToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0)
}

export function intToIp(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.')
}

export function maskOf(prefix: number): string {
  return intToIp(prefix === 0 ? 0 : 2 ** 32 - 2 ** (32 - prefix))
}

/** First address of the range that no one uses yet, after the gateway (.1). */
export function firstFreeHost(cidr: string, used: Iterable<string>): string {
  const [base = '0.0.0.0', prefixText = '24'] = cidr.split('/')
  const size = 2 ** (32 - Number(prefixText))
  const taken = new Set(used)
  const start = ipToInt(base)
  for (let offset = 2; offset < size - 1; offset++) {
    const candidate = intToIp(start + offset)
    if (!taken.has(candidate)) return candidate
  }
  throw new Error(`no free address left in ${cidr}`)
}
