/** Loopback hosts: the only ones a plain-http base URL may point at (the token would cross the wire in clear). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

export type BaseUrlProblem =
  'baseUrlInvalid' | 'baseUrlScheme' | 'baseUrlCredentials' | 'baseUrlPlainHttp' | 'baseUrlQuery'

/** Why a base URL is refused (a rule code the forms word in the user's language); null when it is fine. */
export function baseUrlProblem(value: string): BaseUrlProblem | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'baseUrlInvalid'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'baseUrlScheme'
  if (url.username || url.password) return 'baseUrlCredentials'
  // The token would cross the network in clear.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'baseUrlPlainHttp'
  if (url.search || url.hash) return 'baseUrlQuery'
  return null
}

/** The form the registry stores: no trailing slash. */
export function normaliseBaseUrl(value: string): string {
  return value.trim().replace(/\/+$/, '')
}
