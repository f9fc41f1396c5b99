import { describe, expect, it } from 'vitest'
import { resolveRendererFile } from './renderer-files'

describe('resolveRendererFile', () => {
  it('maps / to index.html and keeps files inside the renderer folder', () => {
    expect(resolveRendererFile('/app/renderer', '/')).toBe('/app/renderer/index.html')
    expect(resolveRendererFile('/app/renderer', '/assets/a.js')).toBe('/app/renderer/assets/a.js')
  })

  it.each(['/../main/index.js', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%00.js', '/%E0%A4%A'])('refuses %s', (path) => {
    expect(resolveRendererFile('/app/renderer', path)).toBeNull()
  })
})
