import { describe, expect, it } from 'vitest'
import { timeSlices } from './event-loop'

describe('time slices', () => {
  it('are due once their time has passed, and a turn lets waiting work run and starts a new slice', async () => {
    const slice = timeSlices(5)
    expect(slice.due()).toBe(false)
    const until = performance.now() + 6
    while (performance.now() < until);
    expect(slice.due()).toBe(true)
    let ran = false
    setImmediate(() => (ran = true))
    await slice.turn()
    expect(ran).toBe(true)
    expect(slice.due()).toBe(false)
  })
})
