import { describe, expect, it, vi } from 'vitest'
import { denyAllPermissions, enforceContentSecurityPolicy, hardenContents, isSameOrigin, isVettedExternalLink, originOf } from './security'

function fakeContents() {
  const handlers = new Map<string, (event: { preventDefault(): void }, url: string) => void>()
  let openHandler: ((details: { url: string }) => { action: string }) | undefined
  return {
    handlers,
    open: (url: string) => openHandler!({ url }),
    contents: {
      on: vi.fn((name: string, handler: (event: { preventDefault(): void }, url: string) => void) => {
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

  it('vets only plain https links for the system browser', () => {
    expect(isVettedExternalLink('https://example.com/docs')).toBe(true)
    expect(isVettedExternalLink('http://example.com')).toBe(false)
    expect(isVettedExternalLink('file:///etc/passwd')).toBe(false)
    expect(isVettedExternalLink('https://user:pw@example.com')).toBe(false)
  })
})

describe('hardenContents', () => {
  const appOrigin = 'app://hostdeck'

  it('blocks navigation and redirects to foreign origins, allows the app itself', () => {
    const fake = fakeContents()
    hardenContents(fake.contents as never, { appOrigin, openExternal: vi.fn() })
    expect(navigate(fake.handlers.get('will-navigate'), 'https://evil.example/')).toBe(true)
    expect(navigate(fake.handlers.get('will-redirect'), 'https://evil.example/')).toBe(true)
    expect(navigate(fake.handlers.get('will-navigate'), 'app://hostdeck/index.html')).toBe(false)
  })

  it('refuses webviews', () => {
    const fake = fakeContents()
    hardenContents(fake.contents as never, { appOrigin, openExternal: vi.fn() })
    expect(navigate(fake.handlers.get('will-attach-webview'), '')).toBe(true)
  })

  it('denies every new window, sending only vetted https links to the system browser', () => {
    const fake = fakeContents()
    const openExternal = vi.fn()
    hardenContents(fake.contents as never, { appOrigin, openExternal })
    expect(fake.open('https://example.com/help')).toEqual({ action: 'deny' })
    expect(fake.open('javascript:alert(1)')).toEqual({ action: 'deny' })
    expect(fake.open('http://example.com')).toEqual({ action: 'deny' })
    expect(openExternal.mock.calls).toEqual([['https://example.com/help']])
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
