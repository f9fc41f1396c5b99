/**
 * A resolver as the settings hold it: an IP address, optionally with a port (`127.0.0.1:5353`, `[::1]:5353`).
 * Only addresses: a resolver named by a host name would need a resolver to find it. Pure and browser-safe.
 */
export interface ServerAddress {
  host: string
  port: number
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

function isIpv6(value: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(value) || !value.includes(':')) return false
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2
  } catch {
    return false
  }
}

function portOf(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null
  const port = Number(text)
  return port >= 1 && port <= 65535 ? port : null
}

/** The address and port, or null when it is not an IP address (with an optional port). */
export function parseServerAddress(input: string, defaultPort = 53): ServerAddress | null {
  const text = input.trim()
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text)
  if (bracketed) {
    const [, host = '', port] = bracketed
    const parsedPort = port === undefined ? defaultPort : portOf(port)
    return isIpv6(host) && parsedPort !== null ? { host, port: parsedPort } : null
  }
  if (isIpv6(text)) return { host: text, port: defaultPort }
  const [host = '', port, ...rest] = text.split(':')
  if (rest.length > 0 || !IPV4.test(host)) return null
  const parsedPort = port === undefined ? defaultPort : portOf(port)
  return parsedPort === null ? null : { host, port: parsedPort }
}

/** host:port as Node's resolver takes it (`[::1]:53` for IPv6). */
export function formatServerAddress({ host, port }: ServerAddress): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`
}
