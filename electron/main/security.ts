import type { Session, WebContents } from 'electron'
import { CSP_HEADER } from '../shared/csp'

/** scheme://host of a URL. Node's URL says "null" for app:// origins, so build it by hand. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return null
  }
}

export function isSameOrigin(url: string | undefined | null, appOrigin: string): boolean {
  return typeof url === 'string' && originOf(url) === appOrigin
}

/**
 * The sites a link may open in the system browser: the provider's own (its site, control panel and docs live on
 * 1cloud.ru and its subdomains). The app links nowhere else today; a new link to another site must be added
 * here on purpose.
 */
export const EXTERNAL_LINK_HOSTS: readonly string[] = ['1cloud.ru']

/** True for one of the allowed hosts or a subdomain of one (never a look-alike such as evil-1cloud.ru). */
export function isAllowedExternalHost(hostname: string, allowed: readonly string[] = EXTERNAL_LINK_HOSTS): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return allowed.some((base) => host === base || host.endsWith(`.${base}`))
}

/**
 * Only plain https links to an allowed host leave the app, and only to the system browser, as the URL parser
 * wrote them back (`href`): the OS never gets a raw string it might read otherwise. An `@` or a backslash
 * anywhere is refused (`https://1cloud.ru\\@evil.example/` is 1cloud.ru here and may be evil.example elsewhere).
 */
export function vettedExternalLink(url: string, allowed: readonly string[] = EXTERNAL_LINK_HOSTS): string | null {
  if (url.includes('@') || url.includes('\\')) return null
  try {
    const parsed = new URL(url)
    const plain =
      parsed.protocol === 'https:' &&
      parsed.username === '' &&
      parsed.password === '' &&
      (parsed.port === '' || parsed.port === '443') &&
      isAllowedExternalHost(parsed.hostname, allowed)
    return plain ? parsed.href : null
  } catch {
    return null
  }
}

export function isVettedExternalLink(url: string, allowed: readonly string[] = EXTERNAL_LINK_HOSTS): boolean {
  return vettedExternalLink(url, allowed) !== null
}

type Hardenable = Pick<WebContents, 'on' | 'setWindowOpenHandler'>

/**
 * Keeps a web contents on the app's own origin: foreign navigations (of the page and of any frame in it) and
 * redirects are stopped, webviews are refused, new windows are denied (vetted https links to the allowed hosts
 * open in the system browser instead).
 */
export function hardenContents(
  contents: Hardenable,
  opts: { appOrigin: string; openExternal: (url: string) => unknown },
): void {
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isSameOrigin(url, opts.appOrigin)) event.preventDefault()
  }
  contents.on('will-navigate', stayHome)
  // Frames too: will-navigate sees only the main frame.
  contents.on('will-frame-navigate', (details) => {
    if (!isSameOrigin(details.url, opts.appOrigin)) details.preventDefault()
  })
  contents.on('will-redirect', stayHome)
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    // Only https links without credentials, to an allowed host, reach openExternal.
    const href = vettedExternalLink(url)
    if (href) void opts.openExternal(href) // eng-disable OPEN_EXTERNAL_JS_CHECK
    return { action: 'deny' }
  })
}

/** Hostdeck needs no camera, microphone, geolocation or notifications permission from Chromium: refuse all. */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
}

/** Sends the CSP as a response header on every page the app loads (the meta tag alone cannot forbid framing). */
export function enforceContentSecurityPolicy(session: Pick<Session, 'webRequest'>): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP_HEADER] } }) // eng-disable CSP_GLOBAL_CHECK -- a constant (shared/csp.ts) it cannot read
  })
}
