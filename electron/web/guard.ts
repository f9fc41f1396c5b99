import { timingSafeEqual } from 'node:crypto'

/**
 * The only place the launch key is accepted: a request header the renderer's web bridge sets on `/api/*`
 * calls. Never a cookie (cookies ignore ports, so any other server on 127.0.0.1 would receive it, and two
 * hosts would overwrite each other's), never the URL's query (it would land in logs and history): the printed
 * URL carries it in the fragment, which browsers never send.
 */
export const KEY_HEADER = 'x-hostdeck-key'

/** Where the printed URL carries the key: `#key=…`. */
export const KEY_FRAGMENT_PARAM = 'key'

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Host values a loopback browser sends for this port; anything else is a DNS-rebinding attempt. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`])
}

export function allowedOrigins(port: number): Set<string> {
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`])
}

/** `Sec-Fetch-Site` values a request of the host's own page (or one the user typed) carries. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none'])

export type GuardVerdict = { allow: true } | { allow: false; status: 403 | 415; reason: string }

export interface GuardedRequest {
  method: string
  /** The path as sent, without the query (percent-encoded as it came). */
  path: string
  /** The pattern of the route the router matched (`/api/invoke/:channel`, `/*`), undefined when none did. */
  route?: string
  host?: string
  origin?: string
  secFetchSite?: string
  contentType?: string
  headerKey?: string
}

/** Methods that change state: they must say where they come from (Origin) and carry a JSON body. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Decides whether a request reaches the host.
 * - Every request: the right Host (no DNS rebinding), no foreign Origin, and fetch metadata (when the browser
 *   sends it) saying the host's own page or the user asked.
 * - The built renderer (anything outside `/api/`) is public code and needs no key: the page has to load
 *   before it can read the key from its own address.
 * - `/api/*`: the key in the header (a cookie or a query carrying it counts for nothing); a state change also
 *   needs an Origin of this host and an `application/json` body.
 */
export function checkRequest(req: GuardedRequest, port: number, key: string): GuardVerdict {
  if (!req.host || !allowedHosts(port).has(req.host.toLowerCase()))
    return { allow: false, status: 403, reason: 'foreign host' }
  if (req.origin !== undefined && !allowedOrigins(port).has(req.origin.toLowerCase()))
    return { allow: false, status: 403, reason: 'foreign origin' }
  if (req.secFetchSite !== undefined && !OWN_FETCH_SITES.has(req.secFetchSite.toLowerCase())) {
    return { allow: false, status: 403, reason: 'cross-site request' }
  }
  if (isPublicRequest(req)) return { allow: true }

  if (!sameSecret(req.headerKey, key)) return { allow: false, status: 403, reason: 'missing or wrong key' }
  if (STATE_CHANGING.has(req.method.toUpperCase())) {
    if (req.origin === undefined) return { allow: false, status: 403, reason: 'a change must say its origin' }
    if (!isJsonMediaType(req.contentType))
      return { allow: false, status: 415, reason: 'only application/json is accepted' }
  }
  return { allow: true }
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Only reading the built renderer goes without the key: a GET or HEAD that the router gave to a route outside
 * `/api` (the static files), whose path does not name `/api` either, however it is spelled (`/%61pi/…` reaches
 * the API routes too: the router decodes it). Everything else, a request no route matched included, needs it.
 */
function isPublicRequest(req: GuardedRequest): boolean {
  const method = req.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return false
  if (req.route === undefined || req.route.toLowerCase().startsWith('/api')) return false
  return !/^\/+api(\/|$)/i.test(decodedPath(req.path))
}

/** `application/json`, with or without parameters (`; charset=utf-8`); nothing else (text/plain, forms). */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (typeof contentType !== 'string') return false
  return contentType.split(';')[0]!.trim().toLowerCase() === 'application/json'
}
