import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FleetOverview } from '@shared/channels/fleet'
import { bridge, freshStores } from './test-kit'

vi.mock('../api/client', () => import('./test-kit').then((kit) => kit.pendingClient))

const { useFleetStore } = await import('./fleet')

const overviewWatching = (watching: string | null): FleetOverview => ({ cards: [], watching })

describe('fleet store', () => {
  const frames: Array<() => void> = []
  beforeEach(() => {
    freshStores()
    frames.length = 0
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('shows a pushed overview once the page has painted, the newest of those that came meanwhile', () => {
    const fleet = useFleetStore()
    const push = bridge.listeners.get('fleet:changed')!
    push(overviewWatching('a'))
    push(overviewWatching('b'))
    // Not in the frame being painted (a switch's tree paints first).
    expect(fleet.overview.watching).toBeNull()
    expect(frames).toHaveLength(1)
    frames.shift()!()
    vi.advanceTimersByTime(0)
    expect(fleet.overview.watching).toBe('b')
    push(overviewWatching('c'))
    frames.shift()!()
    vi.advanceTimersByTime(0)
    expect(fleet.overview.watching).toBe('c')
  })

  it('shows a pushed overview after a short wait when no frame comes (a hidden window)', () => {
    const fleet = useFleetStore()
    bridge.listeners.get('fleet:changed')!(overviewWatching('a'))
    vi.advanceTimersByTime(99)
    expect(fleet.overview.watching).toBeNull()
    vi.advanceTimersByTime(1)
    expect(fleet.overview.watching).toBe('a')
  })

  it('keeps a loaded overview over a push that came before its answer', async () => {
    const fleet = useFleetStore()
    const loading = fleet.load()
    bridge.listeners.get('fleet:changed')!(overviewWatching('pushed'))
    bridge.calls.find((c) => c.channel === 'fleet:overview')!.answer(overviewWatching('loaded'))
    await loading
    frames.shift()!()
    vi.runAllTimers()
    expect(fleet.overview.watching).toBe('loaded')
  })
})
