import { describe, expect, it } from 'vitest'
import type { SessionState } from '../../shared/contract'
import { refusal } from '../handlers/test-kit'
import { useCleanups } from '../test-cleanups'
import { startLiveBackend } from './live-kit'
import { PANE_FRESH_MS } from './reread-policy'

describe('the window asks for a re-read, the backend decides what it reads', () => {
  const cleanups = useCleanups()

  async function start() {
    const kit = await startLiveBackend()
    cleanups.push(kit.close)
    await kit.call('accounts:update', { id: 'demo', refreshSeconds: null })
    kit.sandbox.counter.reset()
    return kit
  }

  it('a server’s pane reads the servers alone once they are older than the pane’s freshness', async () => {
    const kit = await start()
    const pane = { reason: 'pane', pane: { kind: 'server', id: 1 } }
    await kit.call('session:reread', pane)
    expect(kit.sandbox.counter.total()).toBe(0)
    await kit.clock.advance(PANE_FRESH_MS)
    await kit.call('session:reread', pane)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /server': 1 })
  })

  it('a Refresh reads every section and answers with the revision it reached', async () => {
    const kit = await start()
    const receipt = await kit.call<{ revision: number }>('session:reread', { reason: 'refresh' })
    const state = await kit.call<SessionState>('session:get')
    expect(receipt.revision).toBe(state.revision)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
    expect(kit.sandbox.counter.count('GET', '/dns')).toBe(1)
  })

  it('refuses a reason it does not know, and a pane that is not a ref', async () => {
    const kit = await start()
    expect(await refusal(kit.backend, 'session:reread', { reason: 'everything' })).toMatchObject({
      kind: 'invalidInput',
    })
    expect(
      await refusal(kit.backend, 'session:reread', { reason: 'pane', pane: { kind: 'server', id: 1, name: 'x' } }),
    ).toMatchObject({ kind: 'invalidInput' })
    expect(kit.sandbox.counter.total()).toBe(0)
  })
})
