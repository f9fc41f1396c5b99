import { describe, expect, it } from 'vitest'
import { isNewerSession } from './session'

describe('isNewerSession', () => {
  it('takes the first state, and afterwards only newer revisions', () => {
    expect(isNewerSession(null, { revision: 1 })).toBe(true)
    expect(isNewerSession({ revision: 5 }, { revision: 6 })).toBe(true)
    expect(isNewerSession({ revision: 6 }, { revision: 5 })).toBe(false)
    expect(isNewerSession({ revision: 6 }, { revision: 6 })).toBe(false)
  })
})
