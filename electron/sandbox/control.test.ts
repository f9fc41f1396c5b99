import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandboxContext } from './create-context'
import { isLoopbackAddress } from './control'
import { buildApp } from './server'
import type { Server } from './state/server-types'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from './test-kit'

let t: TestSandbox
let admin: Record<string, string>
beforeEach(async () => {
  t = await startTestSandbox()
  admin = { 'x-sandbox-admin-key': t.sb.adminKey }
})
afterEach(closeTestSandboxes)

describe('control endpoint access', () => {
  it.each([
    ['GET', '/__sandbox/counter'],
    ['POST', '/__sandbox/faults'],
    ['DELETE', '/__sandbox/faults'],
    ['POST', '/__sandbox/customers'],
  ])('refuses %s %s without the admin key or with a wrong one', async (method, path) => {
    const attempts: Array<Record<string, string>> = [
      {},
      { 'x-sandbox-admin-key': 'wrong' },
      { 'x-sandbox-admin-key': `${t.sb.adminKey}x` },
    ]
    for (const headers of attempts) {
      const res = await t.api<{ Message: string }>(method, path, { headers, body: method === 'POST' ? [] : undefined })
      expect(res.status).toBe(403)
      expect(res.json.Message).toBe('Forbidden')
    }
  })

  it('refuses a caller that is not on loopback, even with the key', async () => {
    const ctx = createSandboxContext({ adminKey: 'secret' })
    const app = buildApp(ctx)
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: '/__sandbox/counter',
        remoteAddress,
        headers: { 'x-sandbox-admin-key': 'secret' },
      })
    expect((await from('192.0.2.7')).statusCode).toBe(403)
    expect((await from('127.0.0.1')).statusCode).toBe(200)
    await app.close()
  })

  it('knows loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true)
    for (const a of ['10.0.0.1', '::ffff:192.0.2.1', '2001:db8::1', undefined, ''])
      expect(isLoopbackAddress(a)).toBe(false)
  })
})

describe('control endpoint operations', () => {
  it('installs and removes fault rules', async () => {
    const set = await t.api('POST', '/__sandbox/faults', {
      headers: admin,
      body: [{ path: '/account', kind: 'status5xx', status: 502 }],
    })
    expect(set.status).toBe(200)
    expect((await t.api('GET', '/account')).status).toBe(502)
    expect((await t.api('DELETE', '/__sandbox/faults', { headers: admin })).status).toBe(200)
    expect((await t.api('GET', '/account')).status).toBe(200)
  })

  it('refuses invalid fault rules with 400 naming the field', async () => {
    const res = await t.api<{ Message: string }>('POST', '/__sandbox/faults', {
      headers: admin,
      body: [{ path: '/x', kind: 'explode' }],
    })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(/^\[0\]\.kind: /)
  })

  it('reports and resets the counter, and lists recorded requests', async () => {
    await t.api('GET', '/server')
    await t.api('GET', '/server')
    const counter = await t.api<Record<string, number>>('GET', '/__sandbox/counter', { headers: admin })
    expect(counter.json).toEqual({ 'GET /server': 2 })
    const requests = await t.api<Array<{ path: string }>>('GET', '/__sandbox/requests', { headers: admin })
    expect(requests.json.map((r) => r.path)).toEqual(['/server', '/server'])
    await t.api('DELETE', '/__sandbox/counter', { headers: admin })
    expect(t.sb.counter.total()).toBe(0)
  })

  it('adds customers, refusing duplicates and invalid specs', async () => {
    const created = await t.api('POST', '/__sandbox/customers', {
      headers: admin,
      body: { token: 'fresh', data: 'empty', balance: -5 },
    })
    expect(created.status).toBe(201)
    expect(created.json).toEqual({ token: 'fresh' })
    expect((await t.api<Server[]>('GET', '/server', { token: 'fresh' })).json).toEqual([])
    expect(t.sb.state('fresh').account.Balance).toBe(-5)
    expect((await t.api('POST', '/__sandbox/customers', { headers: admin, body: { token: 'fresh' } })).status).toBe(409)
    const invalid = await t.api<{ Message: string }>('POST', '/__sandbox/customers', {
      headers: admin,
      body: { data: 'demo' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json.Message).toBe('token: is required')
  })

  it('is never counted, logged or faulted', async () => {
    t.sb.faults.set([{ path: '/**', kind: 'status5xx' }])
    expect((await t.api('GET', '/__sandbox/counter', { headers: admin })).status).toBe(200)
    expect((await t.api('GET', '/__sandbox/counter')).status).toBe(403)
    expect(t.sb.counter.total()).toBe(0)
    expect(t.sb.requests.all()).toEqual([])
  })
})
