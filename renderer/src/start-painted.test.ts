import { afterEach, describe, expect, it, vi } from 'vitest'
import { markStartPainted, startPainted } from './start-painted'

describe('markStartPainted', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    startPainted.value = false
  })

  it('lets what waits for the start go only after two frames and a task of its own, not in the frame that paints the tree', () => {
    vi.useFakeTimers()
    const frames: Array<() => void> = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    markStartPainted()
    frames.shift()!()
    vi.runAllTimers()
    expect(startPainted.value).toBe(false)
    frames.shift()!()
    expect(startPainted.value).toBe(false)
    vi.runAllTimers()
    expect(startPainted.value).toBe(true)
  })
})
