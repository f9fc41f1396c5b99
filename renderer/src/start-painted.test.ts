import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import { markStartPainted, startPainted, startShown, whenShown } from './start-painted'

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

describe("the start's data on screen", () => {
  it('is a snapshot or a state that brings none soon, not the loading state of a start from the network', async () => {
    expect(startShown({ snapshot: null, status: 'loading' })).toBe(false)
    expect(startShown({ snapshot: {}, status: 'loading' })).toBe(true)
    expect(startShown({ snapshot: null, status: 'offline' })).toBe(true)
    expect(startShown({ snapshot: null, status: 'error' })).toBe(true)

    const session = ref<{ snapshot: unknown; status: string }>({ snapshot: null, status: 'loading' })
    let shown = false
    void whenShown(() => startShown(session.value)).then(() => (shown = true))
    session.value = { snapshot: null, status: 'loading' }
    await nextTick()
    await Promise.resolve()
    expect(shown).toBe(false)
    session.value = { snapshot: {}, status: 'ready' }
    await nextTick()
    await Promise.resolve()
    expect(shown).toBe(true)
  })
})
