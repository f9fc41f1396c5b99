import { describe, expect, it } from 'vitest'
import type { SessionState } from '../../shared/contract'
import { addOtherAccount, startLiveBackend } from '../session/live-kit'
import { useCleanups } from '../test-cleanups'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL hung@test'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a user action has a time limit and a Cancel that works', () => {
  const cleanups = useCleanups()

  async function start() {
    // The transport's own per-attempt timeout is far away: only the action's limit or its Cancel ends the wait.
    const kit = await startLiveBackend({ backend: { apiTuning: { timeoutMs: 60_000 }, actionTimeLimitMs: 30_000 } })
    cleanups.push(kit.close)
    kit.sandbox.faults.set([{ method: 'POST', path: '/sshkey', kind: 'hang' }])
    kit.sandbox.counter.reset()
    return kit
  }

  /** Waits (real time) until the simulator has received the hung write. */
  async function untilSent(kit: Awaited<ReturnType<typeof start>>) {
    for (let i = 0; i < 500 && kit.sandbox.counter.count('POST', '/sshkey') === 0; i++) await sleep(10)
    expect(kit.sandbox.counter.count('POST', '/sshkey')).toBe(1)
  }

  it('Cancel stops waiting for a hung write: "may have been made", and the section is re-read', async () => {
    const kit = await start()
    const pending = kit.backend.invoke(
      'sshKeys:create',
      { title: 'hung', publicKey: KEY },
      { requestId: 'add-key-0001' },
    )
    await untilSent(kit)
    expect(await kit.call('app:cancel', { requestId: 'add-key-0001' })).toEqual({ cancelled: true })
    const result = await pending
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatchObject({ kind: 'cancelled', uncertain: true })
    expect(!result.ok && result.error.message).toMatch(
      /You stopped waiting.*may have been made.*reads the current state again/,
    )
    await kit.settled()
    expect(kit.sandbox.counter.count('GET', '/sshkey')).toBe(1)
    // Cancelled once is cancelled: a second Cancel finds nothing waiting, and the account stays online.
    expect(await kit.call('app:cancel', { requestId: 'add-key-0001' })).toEqual({ cancelled: false })
    expect((await kit.call<SessionState>('session:get')).status).toBe('ready')
  })

  it('a hung write ends at the time limit with the same wording, and the section is re-read', async () => {
    const kit = await start()
    const pending = kit.backend.invoke('sshKeys:create', { title: 'hung', publicKey: KEY })
    await untilSent(kit)
    await kit.clock.advance(29_999)
    await sleep(30)
    let done = false
    void pending.then(() => (done = true))
    await sleep(10)
    expect(done).toBe(false)
    await kit.clock.advance(1)
    const result = await pending
    expect(!result.ok && result.error).toMatchObject({ kind: 'timeout', uncertain: true })
    expect(!result.ok && result.error.message).toMatch(/after 30 s.*may have been made/)
    await kit.settled()
    expect(kit.sandbox.counter.count('GET', '/sshkey')).toBe(1)
  })

  it('refuses a change prepared for another account, sending nothing, and says which to switch back to', async () => {
    const kit = await start()
    kit.sandbox.faults.clear()
    const other = 'other-expect-token-51ce'
    const added = await addOtherAccount(kit, 'Staging', other)
    kit.sandbox.counter.reset()
    const result = await kit.backend.invoke(
      'sshKeys:create',
      { title: 'for staging', publicKey: KEY },
      { expectAccount: added.id },
    )
    expect(!result.ok && result.error.kind).toBe('accountChanged')
    expect(!result.ok && result.error.message).toMatch(
      /prepared for the account “Staging”, but the active account is now “Demo”.*Nothing was sent: switch back to “Staging”/,
    )
    expect(kit.sandbox.counter.count('POST', '/sshkey')).toBe(0)
    // For the active account it goes through.
    const fine = await kit.backend.invoke(
      'sshKeys:create',
      { title: 'for demo', publicKey: KEY },
      { expectAccount: 'demo' },
    )
    expect(fine.ok).toBe(true)
  })

  it('validates what travels beside the input', async () => {
    const kit = await start()
    for (const meta of [
      { requestId: 'x' },
      { requestId: 'a b c d e f g h' },
      { expectAccount: '' },
      { other: 1 },
      'text',
    ]) {
      const result = await kit.backend.invoke('session:get', undefined, meta)
      expect(!result.ok && result.error).toMatchObject({
        kind: 'invalidInput',
        message: expect.stringMatching(/^Invalid request to session:get: meta/),
      })
    }
    const bad = await kit.backend.invoke('app:cancel', { requestId: '../../etc' })
    expect(!bad.ok && bad.error).toMatchObject({ kind: 'invalidInput', field: 'requestId' })
  })
})
