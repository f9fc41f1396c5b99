import type { NetworkHop } from '../../shared/models/api-error'

/** The reasons the way out gives when the failure was at the proxy (see atTheProxy). */
export const PROXY_UNREACHABLE = 'PROXY_UNREACHABLE'
export const PROXY_AUTH_REQUIRED = 'PROXY_AUTH_REQUIRED'
export const PROXY_REFUSED = 'PROXY_REFUSED'

/**
 * Which part of the way a failed connection's reason points at: node's codes (ENOTFOUND…), Chromium's (net::ERR_…,
 * read without the prefix) and the proxy's own (above). What points nowhere else is the service's.
 */
export function hopOfReason(reason: string): NetworkHop {
  if (/^PROXY_|^ERR_(PROXY|TUNNEL|MANDATORY_PROXY|PAC_)/.test(reason)) return 'proxy'
  if (/^(ENOTFOUND|EAI_AGAIN|ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED)$/.test(reason)) return 'dns'
  if (/CERT|SSL|TLS/.test(reason)) return 'tls'
  if (/^(ENETUNREACH|ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_ADDRESS_UNREACHABLE)$/.test(reason))
    return 'network'
  return 'service'
}

/** A failure at the proxy, in words the rest can read (`code`), the runtime's error kept as its cause. */
export class ProxyHopError extends Error {
  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super(`proxy: ${code}`, { cause })
    this.name = 'ProxyHopError'
  }
}

const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH'])

interface Failed {
  code?: unknown
  message?: unknown
  address?: unknown
  hostname?: unknown
  port?: unknown
  cause?: unknown
}

/** host:port of a proxy URL, as a connection error names its peer (port defaulted by the scheme). */
function endpointsOf(proxies: readonly string[]): Set<string> {
  const out = new Set<string>()
  for (const proxy of proxies) {
    try {
      const url = new URL(proxy)
      out.add(`${url.hostname.replace(/^\[|\]$/g, '')}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`)
    } catch {
      // Not a URL: nothing to recognise it by.
    }
  }
  return out
}

/**
 * undici's error for a request sent through `proxies`, when the failure was at the proxy: it could not be
 * reached (the connection error names the proxy's address), it asked for a password (407), or it refused to
 * open the way to the service (CONNECT answered other than 200). Null when the failure was further on.
 */
export function atTheProxy(error: unknown, proxies: readonly string[]): ProxyHopError | null {
  const endpoints = endpointsOf(proxies)
  let current = error as Failed | undefined
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const message = typeof current.message === 'string' ? current.message : ''
    if (/Proxy Authentication Required|Proxy response \(407\)/.test(message))
      return new ProxyHopError(PROXY_AUTH_REQUIRED, error)
    if (/Proxy response \(\d+\) !== 200/.test(message)) return new ProxyHopError(PROXY_REFUSED, error)
    const peer = current.hostname ?? current.address
    if (typeof current.code === 'string' && CONNECT_CODES.has(current.code) && typeof peer === 'string') {
      const lookup = current.code === 'ENOTFOUND' || current.code === 'EAI_AGAIN'
      if (endpoints.has(`${peer}:${String(current.port ?? '')}`) || (lookup && hostOnly(endpoints, peer)))
        return new ProxyHopError(PROXY_UNREACHABLE, error)
    }
    current = current.cause as Failed | undefined
  }
  return null
}

/** A name lookup's error names the host but no port. */
const hostOnly = (endpoints: Set<string>, host: string) => [...endpoints].some((e) => e.startsWith(`${host}:`))
