import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from './csp'

describe('content security policy', () => {
  it('is the same in the page meta tag as in code', () => {
    const html = readFileSync(join(__dirname, '../../renderer/index.html'), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
    expect(meta).toBe(CONTENT_SECURITY_POLICY)
  })

  it("allows no eval and no foreign script, and defaults to 'self'", () => {
    expect(CONTENT_SECURITY_POLICY).toMatch(/^default-src 'self';/)
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval')
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';")
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'")
  })
})
