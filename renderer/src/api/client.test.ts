import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HostdeckBridge } from '@shared/bridge'

/** A bridge whose events the test sends (`emit`); the client is loaded fresh for each test. */
function fakeBridge() {
  const on = new Map<string, Set<(payload: unknown) => void>>()
  const bridge: Pick<HostdeckBridge, 'on'> = {
    on(event, listener) {
      const set = on.get(event) ?? new Set()
      on.set(event, set)
      set.add(listener)
      return () => void set.delete(listener)
    },
  }
  const emit = (event: string, payload: unknown) => on.get(event)?.forEach((listener) => listener(payload))
  return { bridge, emit }
}

let emit: (event: string, payload: unknown) => void
beforeEach(() => {
  vi.resetModules()
  const fake = fakeBridge()
  emit = fake.emit
  vi.stubGlobal('window', { hostdeck: fake.bridge })
})
afterEach(() => vi.unstubAllGlobals())

describe('events that come before the app listens', () => {
  it('are lost when nothing holds them', async () => {
    const client = await import('./client')
    emit('accounts:changed', 1)
    const got: unknown[] = []
    client.subscribe('accounts:changed', (payload) => got.push(payload))
    emit('accounts:changed', 2)
    expect(got).toEqual([2])
  })

  it('are held from holdEvents, and reach the listeners in order on releaseEvents; later ones go straight through', async () => {
    const client = await import('./client')
    client.holdEvents(['session:changed', 'accounts:changed'])
    emit('session:changed', 1)
    emit('accounts:changed', 'a')
    const got: unknown[] = []
    client.subscribe('session:changed', (payload) => got.push(payload))
    client.subscribe('accounts:changed', (payload) => got.push(payload))
    emit('session:changed', 2)
    expect(got).toEqual([])
    client.releaseEvents()
    expect(got).toEqual([1, 'a', 2])
    emit('session:changed', 3)
    expect(got).toEqual([1, 'a', 2, 3])
  })

  it('stop reaching a listener once it unsubscribes', async () => {
    const client = await import('./client')
    const got: unknown[] = []
    const stop = client.subscribe('tasks:changed', (payload) => got.push(payload))
    emit('tasks:changed', 1)
    stop()
    emit('tasks:changed', 2)
    expect(got).toEqual([1])
  })
})
