/** Loopback hosts: the only ones a plain-http base URL may point at (the token would cross the wire in clear). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/** Why a base URL is refused, in words the user can act on; null when it is fine. */
export function baseUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Enter a full address such as https://api.example.com'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https://'
  if (url.username || url.password) return 'The address must not contain a user name or password'
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return 'Plain http:// is allowed only for this computer (localhost); use https://'
  }
  if (url.search || url.hash) return 'The address must not contain ? or #'
  return null
}

/** The form the registry stores: no trailing slash. */
export function normaliseBaseUrl(value: string): string {
  return value.trim().replace(/\/+$/, '')
}
