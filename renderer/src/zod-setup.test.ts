import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useZodRules } from './composables/useZodRules'

describe('zod in the page', () => {
  it('runs jitless once a schema user is loaded: no eval probe under the CSP', () => {
    expect(useZodRules).toBeTypeOf('function')
    expect(z.config().jitless).toBe(true)
  })
})
