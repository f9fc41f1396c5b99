import { describe, expect, it } from 'vitest'
import { contentTypeOf, isHashedAsset, rendererFileOf } from './renderer-files'

describe("the renderer's built files, as both hosts serve them", () => {
  it('map / to the start page and keep plain names below the root', () => {
    const root = '/srv/renderer'
    expect(rendererFileOf(root, '/')).toBe('/srv/renderer/index.html')
    expect(rendererFileOf(root, '/assets/app-1a2b3c4d.js')).toBe('/srv/renderer/assets/app-1a2b3c4d.js')
    expect(rendererFileOf(root, '/logo.svg?v=2')).toBe('/srv/renderer/logo.svg')
  })

  it.each([
    '/../secrets.json',
    '/../main/index.js',
    '/assets/../../etc/passwd',
    '/assets/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/assets\\..\\x',
    '/assets/%5c..%5cx',
    '/a%00.js',
    '/assets/%00.js',
    '/assets//app.js',
    '/./logo.svg',
    '/%E0%A4%A',
    '',
    'relative.js',
  ])('refuse %j: no dot or empty segments, backslashes, encoded separators or NULs', (path) => {
    expect(rendererFileOf('/srv/renderer', path)).toBeNull()
  })

  it('are typed from one table, hashed assets told apart from the rest', () => {
    expect(contentTypeOf('/r/assets/app-1a2b3c4d.js')).toBe('text/javascript; charset=utf-8')
    expect(contentTypeOf('/r/index.HTML')).toBe('text/html; charset=utf-8')
    expect(contentTypeOf('/r/x.bin')).toBe('application/octet-stream')
    expect(isHashedAsset('/assets/app-B6I5VIFa.js')).toBe(true)
    expect(isHashedAsset('/assets/app-B6I5VIFa.js?x=1')).toBe(true)
    expect(isHashedAsset('/logo.svg')).toBe(false)
    expect(isHashedAsset('/assets/app.js')).toBe(false)
  })
})
