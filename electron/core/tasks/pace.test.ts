import { describe, expect, it } from 'vitest'
import { nextPollDelay } from './pace'

describe('the polling pace', () => {
  it('is 500 ms for the first five seconds', () => {
    expect(nextPollDelay(0, null)).toBe(500)
    expect(nextPollDelay(4_999, 500)).toBe(500)
  })

  it('then grows by half each time, never beyond 10 s', () => {
    expect(nextPollDelay(5_000, 500)).toBe(750)
    expect(nextPollDelay(6_000, 750)).toBe(1_125)
    expect(nextPollDelay(60_000, 8_000)).toBe(10_000)
    expect(nextPollDelay(600_000, 10_000)).toBe(10_000)
  })

  it('starts slow-but-sure for a task resumed without its last wait', () => {
    expect(nextPollDelay(120_000, null)).toBe(750)
  })
})
