import { describe, expect, it } from 'vitest'
import { createManualClock, realClock } from './clock'
import { formatDate } from './dates'
import { TaskEngine } from './tasks'

describe('manual clock', () => {
  it('fires due timers in order, including timers scheduled while advancing', async () => {
    const clock = createManualClock(1_000)
    const fired: string[] = []
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 20)
    clock.setTimeout(() => {
      fired.push(`a@${clock.now()}`)
      clock.setTimeout(() => fired.push(`c@${clock.now()}`), 15)
    }, 10)
    clock.setTimeout(() => fired.push('late'), 100)
    await clock.advance(30)
    expect(fired).toEqual(['a@1010', 'b@1020', 'c@1025'])
    expect(clock.now()).toBe(1030)
  })

  it('does not fire cleared timers', async () => {
    const clock = createManualClock()
    let fired = false
    const handle = clock.setTimeout(() => (fired = true), 5)
    clock.clearTimeout(handle)
    await clock.advance(10)
    expect(fired).toBe(false)
  })

  it('starts at a fixed instant so dates are predictable', () => {
    expect(formatDate(createManualClock().now())).toBe('2026-11-22T10:00:00')
  })
})

describe('real clock', () => {
  it('runs and cancels timers', async () => {
    let fired = 0
    const cancelled = realClock.setTimeout(() => fired--, 1)
    realClock.clearTimeout(cancelled)
    await new Promise<void>((resolve) => realClock.setTimeout(() => resolve(void fired++), 2))
    expect(fired).toBe(1)
    expect(Math.abs(realClock.now() - Date.now())).toBeLessThan(50)
  })
})

describe('task engine', () => {
  it('runs one step per pace and reports rising progress', async () => {
    const clock = createManualClock()
    const engine = new TaskEngine(clock, 100)
    const task = { State: 'New', ProgressPercent: 0 }
    let done = false
    engine.progress(task, 2, () => (done = true))
    await clock.advance(99)
    expect(task).toEqual({ State: 'New', ProgressPercent: 0 })
    await clock.advance(1)
    expect(task).toEqual({ State: 'InProgress', ProgressPercent: 33 })
    await clock.advance(100)
    expect(task).toEqual({ State: 'InProgress', ProgressPercent: 67 })
    expect(done).toBe(false)
    await clock.advance(100)
    expect(task).toEqual({ State: 'Completed', ProgressPercent: 100 })
    expect(done).toBe(true)
    expect(engine.pendingCount).toBe(0)
  })

  it('after(n) runs once, n paces later; dispose() cancels what is pending', async () => {
    const clock = createManualClock()
    const engine = new TaskEngine(clock, 10)
    const ran: number[] = []
    engine.after(3, () => ran.push(clock.now()))
    engine.after(5, () => ran.push(-1))
    await clock.advance(30)
    expect(ran).toEqual([createManualClock().now() + 30])
    engine.dispose()
    await clock.advance(100)
    expect(ran).toHaveLength(1)
    engine.run([() => ran.push(-2)])
    await clock.advance(100)
    expect(ran).toHaveLength(1)
  })
})
