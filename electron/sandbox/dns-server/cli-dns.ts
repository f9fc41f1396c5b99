/** The DNS flags of `npm run sandbox`, taken out before the API's own flags are read. */
export const DNS_USAGE = `                      [--dns-delay 0] (ms before a zone change reaches the name server's answers)`

export interface DnsFlags {
  delayMs: number
  /** The command line without the DNS flags. */
  rest: string[]
}

export function takeDnsFlags(argv: readonly string[]): DnsFlags {
  const rest: string[] = []
  let delayMs = 0
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg !== '--dns-delay' && !arg.startsWith('--dns-delay=')) {
      rest.push(arg)
      continue
    }
    const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i]
    if (value === undefined || !/^\d+$/.test(value)) throw new Error(`--dns-delay must be a whole number of ms`)
    delayMs = Number(value)
  }
  return { delayMs, rest }
}
