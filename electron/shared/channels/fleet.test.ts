import { describe, expect, it } from 'vitest'
import { nativeWarningTitle, PALETTE_QUERY_MAX, fleetChannels } from './fleet'

describe('fleet texts', () => {
  it("puts an API subject into a native title as it is: `$'`, `$&` and `{days}` in it are text", () => {
    for (const subject of ["evil$'.example", 'a$&b', 'x{days}y', '$`']) {
      const title = nativeWarningTitle('en', { kind: 'certificateExpiry', subject, daysLeft: 3 })
      expect(title).toContain(subject)
      expect(title).toContain('3')
    }
  })

  it('bounds the palette query', () => {
    const schema = fleetChannels['fleet:search'].input
    expect(schema.safeParse({ query: 'x'.repeat(PALETTE_QUERY_MAX) }).success).toBe(true)
    expect(schema.safeParse({ query: 'x'.repeat(PALETTE_QUERY_MAX + 1) }).success).toBe(false)
  })
})
