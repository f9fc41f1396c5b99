import { describe, expect, it, vi } from 'vitest'
import {
  denyAllPermissions,
  enforceContentSecurityPolicy,
  EXTERNAL_LINK_HOSTS,
  hardenContents,
  isAllowedExternalHost,
  isSameOrigin,
  isVettedExternalLink,
  originOf,
} from './security'

function fakeContents() {
  const handlers = new Map<string, (event: { preventDefault(): void }, url: string) => void>()
  const frameHandlers: Array<(details: { url: string; isMainFrame: boolean; preventDefault(): void }) => void> = []
  let openHandler: ((details: { url: string }) => { action: string }) | undefined
  return {
    handlers,
    /** Fires will-frame-navigate as Electron does (one details object); true when it was prevented. */
    frameNavigate(url: string, isMainFrame: boolean) {
      const details = { url, isMainFrame, preventDefault: vi.fn() }
      frameHandlers.forEach((handler) => handler(details))
      return details.preventDefault.mock.calls.length > 0
    },
    open: (url: string) => openHandler!({ url }),
    contents: {
      on: vi.fn((name: string, handler: (event: { preventDefault(): void }, url: string) => void) => {
        if (name === 'will-frame-navigate') frameHandlers.push(handler as never)
        handlers.set(name, handler)
      }),
      setWindowOpenHandler: vi.fn((handler: (details: { url: string }) => { action: string }) => {
        openHandler = handler
      }),
    },
  }
}

function navigate(handler: ((event: { preventDefault(): void }, url: string) => void) | undefined, url: string) {
  const event = { preventDefault: vi.fn() }
  handler!(event, url)
  return event.preventDefault.mock.calls.length > 0
}

describe('origins', () => {
  it('builds app:// origins by hand', () => {
    expect(originOf('app://hostdeck/index.html#/x')).toBe('app://hostdeck')
    expect(originOf('not a url')).toBeNull()
    expect(isSameOrigin('app://hostdeck/a', 'app://hostdeck')).toBe(true)
    expect(isSameOrigin('app://evil/a', 'app://hostdeck')).toBe(false)
    expect(isSameOrigin(undefined, 'app://hostdeck')).toBe(false)
  })

  it('allows the provider’s site and the update feed as external hosts', () => {
    expect(EXTERNAL_LINK_HOSTS).toEqual(['1cloud.ru', 'updates.hostdeck.example'])
    expect(isAllowedExternalHost('docs.example.org', ['example.org'])).toBe(true)
  })

  it.each(['https://1cloud.ru/help', 'https://panel.1cloud.ru/', 'https://API.1CLOUD.RU./x'])(
    'vets the plain https link %s to the provider’s site for the system browser',
    (url) => expect(isVettedExternalLink(url)).toBe(true),
  )

  it.each([
    'https://example.com/docs',
    'http://1cloud.ru',
    'file:///etc/passwd',
    'https://user:pw@1cloud.ru',
    'https://1cloud.ru:8443/',
    // Look-alikes: the provider’s name in the user part, the fragment or a path.
    'https://1cloud.ru@evil.example/',
    'https://evil.example/#https://1cloud.ru',
    // The URL parser reads a backslash as a slash (host 1cloud.ru); a browser handed the raw text may not.
    'https://1cloud.ru\\@evil.example/',
    'https://1cloud.ru\\evil/',
    'https://1cloud.ru/a@b',
  ])('does not vet %s', (url) => expect(isVettedExternalLink(url)).toBe(false))

  it.each(['evil-1cloud.ru', '1cloud.ru.evil.example', 'x1cloud.ru'])(
    'does not take the look-alike host %s for the provider’s',
    (host) => expect(isAllowedExternalHost(host)).toBe(false),
  )
})

describe('hardenContents', () => {
  const appOrigin = 'app://hostdeck'
  /** Fake contents hardened for the app's origin, links sent to `openExternal`. */
  const hardened = (openExternal = vi.fn()) => {
    const fake = fakeContents()
    hardenContents(fake.contents as never, { appOrigin, openExternal })
    return fake
  }

  it('blocks navigation and redirects to foreign origins, allows the app itself', () => {
    const fake = hardened()
    expect(navigate(fake.handlers.get('will-navigate'), 'https://evil.example/')).toBe(true)
    expect(navigate(fake.handlers.get('will-redirect'), 'https://evil.example/')).toBe(true)
    expect(navigate(fake.handlers.get('will-navigate'), 'app://hostdeck/index.html')).toBe(false)
  })

  it('blocks frame navigations to foreign origins, of subframes and the main frame alike', () => {
    const fake = hardened()
    expect(fake.contents.on).toHaveBeenCalledWith('will-frame-navigate', expect.any(Function))
    expect(fake.frameNavigate('https://evil.example/', false)).toBe(true)
    expect(fake.frameNavigate('https://evil.example/', true)).toBe(true)
    expect(fake.frameNavigate('javascript:alert(1)', false)).toBe(true)
    expect(fake.frameNavigate('app://hostdeck/index.html', false)).toBe(false)
  })

  it('refuses webviews', () => {
    const fake = hardened()
    expect(navigate(fake.handlers.get('will-attach-webview'), '')).toBe(true)
  })

  it('denies every new window, sending only vetted https links to the system browser', () => {
    const openExternal = vi.fn()
    const fake = hardened(openExternal)
    expect(fake.open('https://1cloud.ru/help')).toEqual({ action: 'deny' })
    expect(fake.open('https://example.com/help')).toEqual({ action: 'deny' })
    expect(fake.open('javascript:alert(1)')).toEqual({ action: 'deny' })
    expect(fake.open('http://1cloud.ru')).toEqual({ action: 'deny' })
    expect(fake.open('https://1cloud.ru\\@evil.example/')).toEqual({ action: 'deny' })
    // The OS gets the parser's own writing of the link, not the raw text.
    expect(fake.open('https://API.1cloud.ru./a b?q=1')).toEqual({ action: 'deny' })
    expect(openExternal.mock.calls).toEqual([['https://1cloud.ru/help'], ['https://api.1cloud.ru./a%20b?q=1']])
  })
})

describe('denyAllPermissions', () => {
  it('answers every permission request and check with no', () => {
    let requestHandler: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined
    let checkHandler: (() => boolean) | undefined
    denyAllPermissions({
      setPermissionRequestHandler: (h: never) => (requestHandler = h),
      setPermissionCheckHandler: (h: never) => (checkHandler = h),
    } as never)
    const callback = vi.fn()
    requestHandler!({}, 'media', callback)
    expect(callback).toHaveBeenCalledWith(false)
    expect(checkHandler!()).toBe(false)
  })
})

describe('enforceContentSecurityPolicy', () => {
  it('adds the CSP header to every response, keeping the others', () => {
    let listener: ((details: unknown, cb: (r: unknown) => void) => void) | undefined
    enforceContentSecurityPolicy({ webRequest: { onHeadersReceived: (l: never) => (listener = l) } } as never)
    const callback = vi.fn()
    listener!({ responseHeaders: { 'X-Other': ['1'] } }, callback)
    const headers = callback.mock.calls[0]![0].responseHeaders
    expect(headers['X-Other']).toEqual(['1'])
    expect(headers['Content-Security-Policy'][0]).toMatch(/^default-src 'self';.*frame-ancestors 'none'$/)
  })
})
