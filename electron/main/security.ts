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

/** Only plain https links leave the app, and only to the system browser. */
export function isVettedExternalLink(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === ''
  } catch {
    return false
  }
}

type Hardenable = Pick<WebContents, 'on' | 'setWindowOpenHandler'>

/**
 * Keeps a web contents on the app's own origin: foreign navigations and redirects are stopped, webviews are
 * refused, new windows are denied (vetted https links open in the system browser instead).
 */
export function hardenContents(contents: Hardenable, opts: { appOrigin: string; openExternal: (url: string) => unknown }): void {
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isSameOrigin(url, opts.appOrigin)) event.preventDefault()
  }
  contents.on('will-navigate', stayHome)
  contents.on('will-redirect', stayHome)
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    // Only https links without credentials reach openExternal.
    if (isVettedExternalLink(url)) void opts.openExternal(url) // eng-disable OPEN_EXTERNAL_JS_CHECK
    return { action: 'deny' }
  })
}

/** Hostdeck needs no camera, microphone, geolocation or notifications permission from Chromium: refuse all. */
export function denyAllPermissions(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
}

/** Sends the CSP as a response header on every page the app loads (the meta tag alone cannot forbid framing). */
export function enforceContentSecurityPolicy(session: Pick<Session, 'webRequest'>): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP_HEADER] } }) // eng-disable CSP_GLOBAL_CHECK -- a constant (shared/csp.ts) it cannot read
  })
}
