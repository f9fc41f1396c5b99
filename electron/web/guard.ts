import { timingSafeEqual } from 'node:crypto'

export const KEY_COOKIE = 'hostdeck_key'
export const KEY_HEADER = 'x-hostdeck-key'

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

export type GuardVerdict = { allow: true; keyFromQuery: boolean } | { allow: false; reason: string }

/** Decides whether a request reaches the host: right Host, no foreign Origin, and the launch key. */
export function checkRequest(
  req: { host?: string; origin?: string; queryKey?: string; cookieKey?: string; headerKey?: string },
  port: number,
  key: string,
): GuardVerdict {
  if (!req.host || !allowedHosts(port).has(req.host.toLowerCase())) return { allow: false, reason: 'foreign host' }
  if (req.origin !== undefined && !allowedOrigins(port).has(req.origin.toLowerCase())) return { allow: false, reason: 'foreign origin' }
  if (sameSecret(req.headerKey, key) || sameSecret(req.cookieKey, key)) return { allow: true, keyFromQuery: false }
  if (sameSecret(req.queryKey, key)) return { allow: true, keyFromQuery: true }
  return { allow: false, reason: 'missing or wrong key' }
}
