import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createRequestLog } from './request-log'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from './test-kit'

let t: TestSandbox
beforeEach(async () => {
  t = await startTestSandbox()
})
afterEach(closeTestSandboxes)

const serverIds = (): number[] => [...t.sb.state(t.sb.demoToken).servers.keys()]

describe('request counter', () => {
  it('counts per method and route pattern, whatever the ids', async () => {
    const [a, b] = serverIds()
    await t.api('GET', `/server/${a}/action`)
    await t.api('GET', `/server/${b}/action`)
    await t.api('POST', `/server/${a}/action`, { body: { Type: 'PowerReboot' } })
    await t.api('GET', '/server')
    expect(t.sb.counter.count('GET', '/server/:id/action')).toBe(2)
    expect(t.sb.counter.count('get', '/server/:id/action')).toBe(2)
    expect(t.sb.counter.count('POST', '/server/:id/action')).toBe(1)
    expect(t.sb.counter.count('GET', '/server/:id')).toBe(0)
    expect(t.sb.counter.total()).toBe(4)
    expect(t.sb.counter.snapshot()).toEqual({
      'GET /server/:id/action': 2,
      'POST /server/:id/action': 1,
      'GET /server': 1,
    })
    t.sb.counter.reset()
    expect(t.sb.counter.total()).toBe(0)
    expect(t.sb.counter.snapshot()).toEqual({})
  })

  it('counts refused and faulted requests too, and unmatched paths by their path', async () => {
    t.sb.faults.set([{ path: '/dns', kind: 'status5xx' }])
    await t.api('GET', '/account', { token: 'nobody' })
    await t.api('GET', '/dns')
    await t.api('GET', '/nowhere')
    expect(t.sb.counter.snapshot()).toEqual({ 'GET /account': 1, 'GET /dns': 1, 'GET /nowhere': 1 })
  })

  it('names each DNS record type as its own route', async () => {
    await t.api('POST', '/dns/recordaaaa', { body: {} })
    await t.api('PUT', '/dns/recordmx/1', { body: {} })
    expect(t.sb.counter.count('POST', '/dns/recordaaaa')).toBe(1)
    expect(t.sb.counter.count('PUT', '/dns/recordmx/:id')).toBe(1)
  })
})

describe('request log', () => {
  it('records method, path, query, headers and the raw body exactly as sent', async () => {
    const raw = '{ "Title" : "spaced",  "PublicKey": "x" }'
    await t.api('POST', '/sshkey?trace=1&x=%20', {
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'x-request-id': 'r-1' },
    })
    const entry = t.sb.requests.last()
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/sshkey',
      query: 'trace=1&x=%20',
      body: raw,
      route: '/sshkey',
      at: t.clock.now(),
    })
    expect(entry?.headers.authorization).toBe(`Bearer ${t.sb.demoToken}`)
    expect(entry?.headers['content-type']).toBe('application/json')
    expect(entry?.headers['x-request-id']).toBe('r-1')
  })

  it('records a body-less storage POST as an empty body with Content-Length 0', async () => {
    const [user] = t.sb.state(t.sb.demoToken).storageUsers.keys()
    const res = await t.api('POST', `/storage/users/${user}/block`)
    expect(res.status).toBe(200)
    const entry = t.sb.requests.last('POST', '/storage/users/*/block')
    expect(entry?.body).toBe('')
    expect(entry?.headers['content-length']).toBe('0')
    expect(entry?.headers['content-type']).toBeUndefined()
  })

  it('finds the last request by method and by route pattern or glob', async () => {
    const [a, b] = serverIds()
    await t.api('GET', `/server/${a}`)
    await t.api('GET', `/server/${b}`)
    await t.api('GET', '/server')
    expect(t.sb.requests.last('GET', '/server/:id')?.path).toBe(`/server/${b}`)
    expect(t.sb.requests.last('GET', `/server/${a}`)?.path).toBe(`/server/${a}`)
    expect(t.sb.requests.last('GET', '/server/*')?.path).toBe(`/server/${b}`)
    expect(t.sb.requests.last('GET')?.path).toBe('/server')
    expect(t.sb.requests.last('DELETE')).toBeUndefined()
    expect(t.sb.requests.all()).toHaveLength(3)
    t.sb.requests.clear()
    expect(t.sb.requests.all()).toEqual([])
  })

  it('keeps only the most recent entries', () => {
    const log = createRequestLog(3)
    for (let i = 0; i < 5; i++)
      log.record({ method: 'GET', path: `/p${i}`, query: '', headers: {}, body: '', at: i, route: `/p${i}` })
    expect(log.all().map((e) => e.path)).toEqual(['/p2', '/p3', '/p4'])
  })

  it('keeps the default ring bounded at 500', async () => {
    await Promise.all(Array.from({ length: 510 }, () => t.api('GET', '/account')))
    expect(t.sb.requests.all()).toHaveLength(500)
    expect(t.sb.counter.count('GET', '/account')).toBe(510)
  })
})
