import { describe, expect, it } from 'vitest'
import { DEMO_TOKEN } from '../../sandbox'
import type { SessionState, SnapshotSection } from '../../shared/contract'
import { useCleanups } from '../test-cleanups'
import { sectionRetryDelay } from './section-retry'
import { addOtherAccount, reread, requestsBy, startLiveBackend } from './live-kit'

describe('sectionRetryDelay', () => {
  it('doubles from 5 s up to 2 min, within ±20 %', () => {
    const middle = () => 0.5
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => sectionRetryDelay(n, undefined, middle))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000, 120_000,
    ])
    expect(sectionRetryDelay(1, undefined, () => 0)).toBe(4_000)
    expect(sectionRetryDelay(1, undefined, () => 0.999999)).toBe(6_000)
  })

  it('never comes sooner than the service’s Retry-After', () => {
    expect(sectionRetryDelay(1, 45_000, () => 0.5)).toBe(45_000)
    expect(sectionRetryDelay(4, 1_000, () => 0.5)).toBe(40_000)
  })
})

describe('failed sections are read again with backoff', () => {
  const cleanups = useCleanups()

  /** The Demo account with the cadence off (only the re-reads read), one attempt per request, no jitter; a hang
   * gives up after 2 s (shorter would time out healthy reads on a loaded machine and take the account offline). */
  async function start() {
    const kit = await startLiveBackend({ backend: { apiTuning: { retries: 0, timeoutMs: 2_000 }, random: () => 0.5 } })
    cleanups.push(kit.close)
    await kit.call('accounts:update', { id: 'demo', refreshSeconds: null })
    await kit.settled()
    return kit
  }

  async function fail(
    kit: Awaited<ReturnType<typeof start>>,
    rule: Record<string, unknown>,
    sections: string[] = ['sshKeys'],
  ) {
    kit.sandbox.faults.set([{ method: 'GET', ...rule } as never])
    const state = await reread(kit, { reason: 'check', sections: sections as SnapshotSection[] })
    kit.sandbox.counter.reset()
    return state
  }

  it('re-reads a 503 section at 5, 10, 20 s, shows the problem until it answers, then stops', async () => {
    const kit = await start()
    const failed = await fail(kit, { path: '/sshkey', kind: 'status5xx' })
    expect(failed.sectionProblems.sshKeys).toBeTruthy()
    await kit.advance(4_999)
    expect(kit.sandbox.counter.total()).toBe(0)
    let state = await kit.advance(1)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /sshkey': 1 })
    expect(state.sectionProblems.sshKeys).toBeTruthy()
    await kit.advance(9_999)
    expect(kit.sandbox.counter.total()).toBe(1)
    state = await kit.advance(1)
    expect(kit.sandbox.counter.total()).toBe(2)
    expect(state.sectionProblems.sshKeys).toBeTruthy()
    expect(state.status).toBe('ready')
    // The fault lifts: the next re-read answers and the problem goes.
    kit.sandbox.faults.clear()
    state = await kit.advance(20_000)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /sshkey': 3 })
    expect(state.sectionProblems.sshKeys).toBeUndefined()
    expect(state.sectionsFetchedAt.sshKeys).toBe(new Date(kit.clock.now()).toISOString())
    // Nothing more is read once it answered.
    await kit.advance(30 * 60_000)
    expect(kit.sandbox.counter.total()).toBe(3)
  })

  it('sends no storm: an hour of a malformed answer costs a request every 2 min at most, for that section only', async () => {
    const kit = await start()
    await fail(kit, { path: '/dns', kind: 'malformedJson' }, ['dnsZones', 'servers'])
    for (let i = 0; i < 60; i++) await kit.advance(60_000)
    const counted = kit.sandbox.counter.snapshot()
    expect(Object.keys(counted)).toEqual(['GET /dns'])
    // 5+10+20+40+80 s, then every 120 s: at most 5 + 28 in an hour (a re-read is planned when the last one
    // landed, which this test's minute-long clock steps can only delay).
    expect(counted['GET /dns']).toBeLessThanOrEqual(33)
    expect(counted['GET /dns']).toBeGreaterThanOrEqual(25)
    expect((await kit.call<SessionState>('session:get')).sectionProblems.dnsZones).toBeTruthy()
  })

  it('waits as long as the service’s Retry-After asks', async () => {
    const kit = await start()
    await fail(kit, { path: '/sshkey', kind: 'rateLimit', retryAfter: '45' })
    await kit.advance(44_999)
    expect(kit.sandbox.counter.total()).toBe(0)
    kit.sandbox.faults.clear()
    const state = await kit.advance(1)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /sshkey': 1 })
    expect(state.sectionProblems.sshKeys).toBeUndefined()
  })

  it('a hanging section re-read alone stays that section’s problem: the account does not go offline', async () => {
    const kit = await start()
    const failed = await fail(kit, { path: '/ssl', kind: 'hang' }, ['sslCertificates', 'servers'])
    expect(failed.status).toBe('ready')
    expect(failed.sectionProblems.sslCertificates).toMatch(/did not answer/)
    let state = await kit.advance(5_000)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /ssl': 1 })
    expect(state.status).toBe('ready')
    expect(state.sectionProblems.sslCertificates).toMatch(/did not answer/)
    kit.sandbox.faults.clear()
    state = await kit.advance(10_000)
    expect(state.sectionProblems.sslCertificates).toBeUndefined()
  })

  it('reads nothing while hidden, and goes on once visible again', async () => {
    const kit = await start()
    await fail(kit, { path: '/sshkey', kind: 'status5xx' })
    await kit.setVisible(false)
    await kit.advance(30 * 60_000)
    expect(kit.sandbox.counter.total()).toBe(0)
    kit.sandbox.faults.clear()
    await kit.setVisible(true)
    const state = await kit.advance(5_000)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /sshkey': 1 })
    expect(state.sectionProblems.sshKeys).toBeUndefined()
  })

  it('stops re-reading an account switched away from', async () => {
    const kit = await start()
    await fail(kit, { path: '/sshkey', kind: 'status5xx' })
    const other = 'other-retry-token-7f3a'
    const added = await addOtherAccount(kit, 'Other', other, { refreshSeconds: null })
    await kit.call('accounts:switch', { id: added.id })
    await kit.settled()
    kit.sandbox.requests.clear()
    await kit.advance(30 * 60_000)
    expect(requestsBy(kit.sandbox, DEMO_TOKEN)).toBe(0)
  })
})
