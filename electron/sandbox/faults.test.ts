import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFaultInjector } from './faults'
import { startSandbox } from './index'
import { globToRegex } from './path-pattern'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from './test-kit'
import type { FaultRule } from './types'

let t: TestSandbox
beforeEach(async () => {
  t = await startTestSandbox()
})
afterEach(closeTestSandboxes)

const fetchAccount = (init: RequestInit = {}) =>
  fetch(`${t.sb.baseUrl}/account`, { ...init, headers: { authorization: `Bearer ${t.sb.demoToken}` } })

describe('fault kinds', () => {
  it('adds latency and then answers normally', async () => {
    t.sb.faults.set([{ path: '/account', latencyMs: 120 }])
    const started = performance.now()
    const res = await fetchAccount()
    expect(res.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })

  it('answers 503 by default and the given 5xx status otherwise, with a Message', async () => {
    t.sb.faults.set([
      { path: '/account', kind: 'status5xx', times: 1 },
      { path: '/server', kind: 'status5xx', status: 502 },
    ])
    const first = await t.api<{ Message: string }>('GET', '/account')
    expect(first.status).toBe(503)
    expect(first.json.Message).toMatch(/unavailable/)
    expect((await t.api('GET', '/server')).status).toBe(502)
  })

  it('answers 429 with Retry-After, default 1', async () => {
    t.sb.faults.set([
      { path: '/account', kind: 'rateLimit' },
      { path: '/server', kind: 'rateLimit', retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' },
    ])
    const a = await t.api('GET', '/account')
    expect(a.status).toBe(429)
    expect(a.headers.get('retry-after')).toBe('1')
    expect((await t.api('GET', '/server')).headers.get('retry-after')).toBe('Wed, 21 Oct 2026 07:28:00 GMT')
  })

  it('resets the connection', async () => {
    t.sb.faults.set([{ path: '/account', kind: 'reset' }])
    const error = await fetchAccount().then(
      () => undefined,
      (e: unknown) => e as Error & { cause?: { code?: string } },
    )
    expect(error?.message).toBe('fetch failed')
    expect(error?.cause?.code).toMatch(/ECONNRESET|UND_ERR_SOCKET/)
  })

  it('answers 200 with a JSON body cut off mid-value', async () => {
    t.sb.faults.set([{ path: '/account', kind: 'malformedJson' }])
    const res = await fetchAccount()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    await expect(res.json()).rejects.toThrow(SyntaxError)
  })

  it('hangs until the client gives up', async () => {
    t.sb.faults.set([{ path: '/account', kind: 'hang' }])
    await expect(fetchAccount({ signal: AbortSignal.timeout(150) })).rejects.toThrow(/aborted/i)
    expect((await t.api('GET', '/server')).status).toBe(200)
  })

  it('still closes promptly while requests hang or wait out latency', async () => {
    const sb = await startSandbox({
      faults: [
        { path: '/account', kind: 'hang' },
        { path: '/server', latencyMs: 60_000 },
      ],
    })
    const headers = { authorization: `Bearer ${sb.demoToken}` }
    const pending = [fetch(`${sb.baseUrl}/account`, { headers }), fetch(`${sb.baseUrl}/server`, { headers })].map((p) =>
      p.then(
        () => 'answered',
        () => 'failed',
      ),
    )
    // Both requests have reached the simulator and are being held.
    await vi.waitFor(() => expect(sb.requests.all()).toHaveLength(2))
    const started = performance.now()
    await sb.close()
    // Far from the 60 s the latency would hold it (a loaded machine may take a moment to close sockets).
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(await Promise.all(pending)).toEqual(['failed', 'failed'])
  })
})

describe('rule matching', () => {
  it('matches by method and by glob, and stops after times', async () => {
    t.sb.faults.set([
      { method: 'post', path: '/sshkey', kind: 'status5xx' },
      { path: '/server/*/action', kind: 'status5xx', times: 2 },
    ])
    expect((await t.api('GET', '/sshkey')).status).toBe(200)
    expect((await t.api('POST', '/sshkey', { body: {} })).status).toBe(503)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await t.api('GET', '/server/1/action')).status)
    expect(statuses).toEqual([503, 503, 404])
    expect((await t.api('GET', '/server/1')).status).toBe(404)
  })

  it('applies rules given at start', async () => {
    const sb = await startSandbox({ faults: [{ path: '/account', kind: 'status5xx', status: 500 }] })
    expect((await fetch(`${sb.baseUrl}/account`)).status).toBe(500)
    sb.faults.clear()
    expect((await fetch(`${sb.baseUrl}/account`)).status).toBe(401)
    await sb.close()
  })

  it('applies faults before authentication, to unknown paths too', async () => {
    t.sb.faults.set([{ path: '/**', kind: 'rateLimit' }])
    expect((await t.api('GET', '/account', { token: null })).status).toBe(429)
    expect((await t.api('GET', '/no/such/path')).status).toBe(429)
  })

  it('globs: * stays within a segment, ** crosses segments', () => {
    expect(globToRegex('/server/*/action').test('/server/42/action')).toBe(true)
    expect(globToRegex('/server/*/action').test('/server/4/2/action')).toBe(false)
    expect(globToRegex('/dns*').test('/dns')).toBe(true)
    expect(globToRegex('/dns*').test('/dns/recorda')).toBe(false)
    expect(globToRegex('/dns/**').test('/dns/recorda/7')).toBe(true)
    expect(globToRegex('/ssl/*.x').test('/ssl/1.x')).toBe(true)
    expect(globToRegex('/ssl/*.x').test('/ssl/1yx')).toBe(false)
  })

  it('rejects invalid rules', () => {
    expect(() => t.sb.faults.set([{ path: '/x', rate: 2 }])).toThrow()
    expect(() => t.sb.faults.set([{ path: '' } as FaultRule])).toThrow()
  })
})

describe('determinism', () => {
  const pattern = (seed: number): string => {
    const injector = createFaultInjector(seed, [{ path: '/account', kind: 'status5xx', rate: 0.5 }])
    return Array.from({ length: 40 }, () => (injector.decide('GET', '/account') ? 'x' : '.')).join('')
  }

  it('gives the same hits and misses for the same seed, and different ones for another', () => {
    expect(pattern(1)).toBe(pattern(1))
    expect(pattern(1)).not.toBe(pattern(2))
    const hits = pattern(1).split('x').length - 1
    expect(hits).toBeGreaterThan(8)
    expect(hits).toBeLessThan(32)
  })

  it('re-seeds on every set(), so the sequence does not depend on earlier traffic', async () => {
    const run = async (): Promise<number[]> => {
      t.sb.faults.set([{ path: '/account', kind: 'status5xx', rate: 0.5 }])
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) statuses.push((await t.api('GET', '/account')).status)
      return statuses
    }
    const first = await run()
    expect(new Set(first)).toEqual(new Set([200, 503]))
    expect(await run()).toEqual(first)
  })

  it('adds the latency of every firing rule; the first rule with a kind decides', () => {
    const injector = createFaultInjector(1, [
      { path: '/a', latencyMs: 10 },
      { path: '/**', latencyMs: 5, kind: 'rateLimit' },
      { path: '/a', kind: 'status5xx' },
    ])
    expect(injector.decide('GET', '/a')).toEqual({
      latencyMs: 15,
      failure: { path: '/**', latencyMs: 5, kind: 'rateLimit' },
    })
    expect(injector.decide('GET', '/b')?.failure?.kind).toBe('rateLimit')
  })
})
