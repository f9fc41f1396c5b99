import { afterEach, describe, expect, it, vi } from 'vitest'
import { timeSlices } from './event-loop'

describe('time slices', () => {
  // The clock moves only when the test says: a busy machine's pauses between two lines never end a slice early.
  afterEach(() => {
    vi.useRealTimers()
  })

  it('are due once their time has passed, and a turn lets waiting work run and starts a new slice', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const slice = timeSlices(5)
    expect(slice.due()).toBe(false)
    vi.advanceTimersByTime(4)
    expect(slice.due()).toBe(false)
    vi.advanceTimersByTime(2)
    expect(slice.due()).toBe(true)
    let ran = false
    setImmediate(() => (ran = true))
    await slice.turn()
    expect(ran).toBe(true)
    expect(slice.due()).toBe(false)
    vi.advanceTimersByTime(5)
    expect(slice.due()).toBe(true)
  })
})
