import { describe, expect, it } from 'vitest'
import { elapsedNow, formatElapsed } from './elapsed'

describe('elapsed time', () => {
  it('reads like a clock', () => {
    expect(formatElapsed(0)).toBe('0:00')
    expect(formatElapsed(7_400)).toBe('0:07')
    expect(formatElapsed(725_000)).toBe('12:05')
    expect(formatElapsed(3_723_000)).toBe('1:02:03')
  })

  it('keeps growing for a running task and stands still for a finished one', () => {
    expect(elapsedNow({ elapsedMs: 2_000, endedAt: null }, 10_000, 13_000)).toBe(5_000)
    expect(elapsedNow({ elapsedMs: 2_000, endedAt: 9_000 }, 10_000, 13_000)).toBe(2_000)
  })
})
