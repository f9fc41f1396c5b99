import { describe, expect, it } from 'vitest'
import { DEMO_TOKEN } from '../../sandbox'
import type { AccountSummary, SessionState } from '../../shared/contract'
import { addOtherAccount, reread, requestsBy, startLiveBackend } from './live-kit'
import { useStarted } from '../test-cleanups'

const MINUTE = 60_000
const SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGn1bVQ9QnD5JQy3Qk1mXQ0n1a8f5m2Ybq8c1s9x7aQe live@test'

describe('live refresh of the active account', () => {
  const startLive = useStarted(startLiveBackend)

  async function start() {
    const kit = await startLive()
    kit.sandbox.counter.reset()
    return kit
  }

  it('re-reads every section once per cadence while visible, and not before', async () => {
    const kit = await start()
    await kit.advance(MINUTE - 1_000)
    expect(kit.sandbox.counter.total()).toBe(0)
    await kit.advance(1_000)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
    expect(kit.sandbox.counter.count('GET', '/sshkey')).toBe(1)
    await kit.advance(MINUTE)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(2)
  })

  it('settles after a cadence read of an account large enough to answer in parts', async () => {
    // The state's own fill comes as session:changed events of the revision just read: waiting for any such event
    // re-read the state in a loop and never saw the read end (the live-refresh bench at 1,000 servers hung).
    const kit = await startLive({
      sandbox: { customers: [{ token: DEMO_TOKEN, data: { scale: { servers: 1_000 } } }] },
    })
    const before = await kit.settled()
    kit.sandbox.counter.reset()
    const after = await kit.advance(MINUTE)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
    expect(after.refreshing).toBeFalsy()
    expect(after.revision).toBeGreaterThan(before.revision)
    expect(after.snapshot?.servers).toHaveLength(1_000)
  })

  it('shows a change made behind its back after one cadence', async () => {
    const kit = await start()
    const server = [...kit.sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.IsPowerOn)!
    server.IsPowerOn = false
    const before = await kit.advance(MINUTE - 1_000)
    expect(before.snapshot?.servers?.find((s) => s.id === server.ID)?.isPowerOn).toBe(true)
    const after = await kit.advance(1_000)
    expect(after.snapshot?.servers?.find((s) => s.id === server.ID)?.isPowerOn).toBe(false)
  })

  it('reads nothing while hidden, and refreshes at once when visible again after the cadence elapsed', async () => {
    const kit = await start()
    await kit.setVisible(false)
    await kit.advance(10 * MINUTE)
    expect(kit.sandbox.counter.total()).toBe(0)
    const shown = await kit.setVisible(true)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
    expect(shown.fetchedAt).toBe(new Date(kit.clock.now()).toISOString())
    // The cadence counts from that read.
    await kit.advance(MINUTE - 1_000)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
    await kit.advance(1_000)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(2)
  })

  it('waits for the due time when visible again before the cadence elapsed', async () => {
    const kit = await start()
    await kit.setVisible(false)
    await kit.advance(20_000)
    await kit.setVisible(true)
    expect(kit.sandbox.counter.total()).toBe(0)
    await kit.advance(40_000)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
  })

  it('re-reads an opened pane’s section alone, and only when older than 30 s', async () => {
    const kit = await start()
    const first = await kit.call<SessionState>('session:get')
    const keysPane = { reason: 'pane', pane: { kind: 'category', id: 'sshKeys' } } as const
    const fresh = await reread(kit, keysPane)
    expect(kit.sandbox.counter.total()).toBe(0)
    expect(fresh.sectionsFetchedAt.sshKeys).toBe(first.sectionsFetchedAt.sshKeys)
    await kit.advance(31_000)
    const stale = await reread(kit, keysPane)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /sshkey': 1 })
    expect(stale.sectionsFetchedAt.sshKeys).toBe(new Date(kit.clock.now()).toISOString())
    expect(stale.sectionsFetchedAt.servers).toBe(first.sectionsFetchedAt.servers)
  })

  it('sends one request for concurrent reads of one section', async () => {
    const kit = await start()
    kit.sandbox.faults.set([{ method: 'GET', path: '/sshkey', latencyMs: 150 }])
    const ask = () => kit.call('session:reread', { reason: 'check', sections: ['sshKeys'] })
    await Promise.all([ask(), ask(), kit.call('session:reread', { reason: 'refresh' })])
    expect(kit.sandbox.counter.count('GET', '/sshkey')).toBe(1)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
  })

  it('still re-reads after a change when a read of that section was already in flight', async () => {
    const kit = await start()
    kit.sandbox.faults.set([{ method: 'GET', path: '/sshkey', latencyMs: 150 }])
    const early = kit.call('session:reread', { reason: 'check', sections: ['sshKeys'] })
    // A change's read must be sent after the change, not joined to the early one.
    await kit.call('sshKeys:create', { title: 'after', publicKey: SSH_KEY })
    await early
    await kit.settled()
    expect(kit.sandbox.counter.count('GET', '/sshkey')).toBe(2)
  })

  it('keeps a failed section’s data and fetch time, and says why', async () => {
    const kit = await start()
    const first = await kit.call<SessionState>('session:get')
    kit.sandbox.faults.set([{ method: 'GET', path: '/sshkey', kind: 'malformedJson' }])
    await kit.clock.advance(5_000)
    const after = await reread(kit, { reason: 'check', sections: ['sshKeys', 'servers'] })
    expect(after.status).toBe('ready')
    expect(after.sectionProblems.sshKeys).toBeTruthy()
    expect(after.snapshot?.sshKeys).toEqual(first.snapshot?.sshKeys)
    expect(after.sectionsFetchedAt.sshKeys).toBe(first.sectionsFetchedAt.sshKeys)
    expect(after.sectionsFetchedAt.servers).toBe(new Date(kit.clock.now()).toISOString())
  })

  it('while a section fails, the cadence leaves it to its own re-reads instead of adding one each period', async () => {
    const kit = await start()
    kit.sandbox.faults.set([{ method: 'GET', path: '/sshkey', kind: 'malformedJson' }])
    // 20 minutes in 10 s steps: the cadence reads the servers 20 times; the failing section is read only on its
    // backoff (5 s, 10 s, 20 s … 2 min: about 14 times), not 20 more on top.
    for (let step = 0; step < 120; step++) await kit.advance(10_000)
    const servers = kit.sandbox.counter.count('GET', '/server')
    const sshKeys = kit.sandbox.counter.count('GET', '/sshkey')
    expect(servers).toBe(20)
    expect(sshKeys).toBeGreaterThan(5)
    expect(sshKeys).toBeLessThan(servers)
  })

  it('follows the account setting: off reads nothing, a shorter cadence reads sooner', async () => {
    const kit = await start()
    for (const refused of [14, 601]) {
      const result = await kit.backend.invoke('accounts:update', { id: 'demo', refreshSeconds: refused })
      expect(result.ok ? null : result.error.message).toMatch(/15 seconds to 10 minutes/)
    }
    expect((await kit.call<AccountSummary[]>('accounts:list')).find((a) => a.id === 'demo')?.refreshSeconds).toBe(60)
    const off = await kit.call<AccountSummary>('accounts:update', { id: 'demo', refreshSeconds: null })
    expect(off.refreshSeconds).toBeNull()
    await kit.advance(10 * MINUTE)
    expect(kit.sandbox.counter.total()).toBe(0)
    await kit.call('accounts:update', { id: 'demo', refreshSeconds: 15 })
    // Overdue by then: the new cadence reads at once, then every 15 s.
    await kit.settled()
    await kit.advance(15_000)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(2)
  })

  it('moves the cadence to the account switched to', async () => {
    const kit = await start()
    const other = 'other-live-token-2b9c'
    const added = await addOtherAccount(kit, 'Other', other)
    expect(added.refreshSeconds).toBe(60)
    await kit.call('accounts:switch', { id: added.id })
    await kit.settled()
    kit.sandbox.requests.clear()
    await kit.advance(MINUTE)
    expect(requestsBy(kit.sandbox, DEMO_TOKEN)).toBe(0)
    expect(requestsBy(kit.sandbox, other)).toBeGreaterThan(0)
  })

  it('stops its timers on dispose', async () => {
    const kit = await start()
    expect(kit.clock.pending()).toBeGreaterThan(0)
    await kit.backend.dispose()
    // No timer is left to fire: nothing can read later.
    expect(kit.clock.pending()).toBe(0)
    await kit.clock.advance(10 * MINUTE)
    expect(kit.sandbox.counter.total()).toBe(0)
  })

  it('while hidden, polls a running task but re-reads what it changed only once visible again', async () => {
    const kit = await start()
    const serverId = (await kit.call<SessionState>('session:get')).snapshot!.servers![0]!.id
    await kit.call('servers:runAction', { serverId, type: 'PowerReboot' })
    await kit.setVisible(false)
    kit.sandbox.counter.reset()
    for (let i = 0; i < 40; i++) {
      await kit.advance(500)
      await new Promise((resolve) => setTimeout(resolve, 25))
      if ((await kit.call<{ running: unknown[] }>('tasks:list')).running.length === 0) break
    }
    expect((await kit.call<{ running: unknown[] }>('tasks:list')).running).toHaveLength(0)
    expect(Object.keys(kit.sandbox.counter.snapshot())).toEqual(['GET /server/:id/action'])
    await kit.setVisible(true)
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
    expect(kit.sandbox.counter.count('GET', '/sshkey')).toBe(0)
  })
})
