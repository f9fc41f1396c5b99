import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCloudApi } from './cloud-api'
import { assertNoTokenLeak, expectApiError, startApiKit, TEST_TOKEN, type ApiKit } from './test-kit'

// A fresh simulator for every test: no test sees the faults, counts, sleeps or keys another one left.
let kit: ApiKit
beforeEach(async () => {
  kit = await startApiKit()
})
afterEach(() => kit.close())
afterAll(() => {
  assertNoTokenLeak()
})

const firstServerId = async () => {
  const [server] = await kit.api.servers.list()
  if (!server) throw new Error('no server')
  kit.sandbox.counter.reset()
  kit.sleeps.length = 0
  return server.id
}

describe('retries (GET only)', () => {
  it('429 then success honours Retry-After in seconds', async () => {
    kit.sandbox.faults.set([{ method: 'GET', path: '/server', kind: 'rateLimit', retryAfter: '2', times: 1 }])
    await expect(kit.api.servers.list()).resolves.toHaveLength(5)
    expect(kit.sleeps).toEqual([2000])
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(2)
  })

  it('honours Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 3_000).toUTCString()
    kit.sandbox.faults.set([{ method: 'GET', path: '/dns', kind: 'rateLimit', retryAfter: at, times: 1 }])
    await kit.api.dns.listZones()
    expect(kit.sleeps).toHaveLength(1)
    expect(kit.sleeps[0]).toBeGreaterThan(1_000)
    expect(kit.sleeps[0]).toBeLessThanOrEqual(3_000)
  })

  it('does not wait longer than the cap: a far Retry-After is reported, not slept on', async () => {
    kit.sandbox.faults.set([{ method: 'GET', path: '/server', kind: 'rateLimit', retryAfter: '120' }])
    const err = await expectApiError(kit.api.servers.list(), 'rateLimited')
    expect(err).toMatchObject({ status: 429, retryAfterMs: 120_000 })
    expect(err.message).toMatch(/wait 120 s/)
    expect(kit.sleeps).toEqual([])
  })

  it('gives up after `retries` extra attempts', async () => {
    kit.sandbox.faults.set([{ method: 'GET', path: '/server', kind: 'rateLimit', retryAfter: '1' }])
    await expectApiError(kit.api.servers.list(), 'rateLimited')
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(4)
    expect(kit.sleeps).toEqual([1000, 1000, 1000])
  })

  it('a 503 burst is retried for GET with jittered exponential backoff', async () => {
    kit.sandbox.faults.set([{ method: 'GET', path: '/sshkey', kind: 'status5xx', status: 503, times: 2 }])
    await expect(kit.api.sshKeys.list()).resolves.toHaveLength(2)
    expect(kit.sandbox.counter.count('GET', '/sshkey')).toBe(3)
    // random() = 0.5: half of 300 ms, then half of 600 ms.
    expect(kit.sleeps).toEqual([150, 300])
  })

  it('a lasting 5xx ends as kind server with the status', async () => {
    kit.sandbox.faults.set([{ method: 'GET', path: '/network', kind: 'status5xx', status: 502 }])
    const err = await expectApiError(kit.api.networks.list(), 'server')
    expect(err.status).toBe(502)
    expect(err.message).toBe(
      'Could not load private networks: the service had an internal problem (502): “The service is temporarily unavailable (injected fault)”. Try again later.',
    )
    expect(kit.sandbox.counter.count('GET', '/network')).toBe(4)
  })

  it('a 503 is not retried for POST, PUT or DELETE', async () => {
    const id = await firstServerId()
    kit.sandbox.faults.set([{ path: '/**', kind: 'status5xx', status: 503 }])
    await expectApiError(kit.api.servers.runAction({ serverId: id, type: 'PowerReboot' }), 'server')
    await expectApiError(kit.api.sshKeys.remove(123), 'server')
    await expectApiError(kit.api.ssl.addSan({ certificateId: 1, sanDomains: ['a.example.com'] }), 'server')
    expect(kit.sandbox.counter.total()).toBe(3)
    expect(kit.sleeps).toEqual([])
  })

  it('a 429 is not retried for POST either', async () => {
    const id = await firstServerId()
    kit.sandbox.faults.set([{ method: 'POST', path: '/server/*/action', kind: 'rateLimit', retryAfter: '1' }])
    await expectApiError(kit.api.servers.runAction({ serverId: id, type: 'PowerReboot' }), 'rateLimited')
    expect(kit.sandbox.counter.total()).toBe(1)
  })

  it('a connection reset is retried for GET, not for DELETE', async () => {
    kit.sandbox.faults.set([{ method: 'GET', path: '/account', kind: 'reset', times: 1 }])
    await expect(kit.api.account.get()).resolves.toMatchObject({ firstName: 'Anna' })
    expect(kit.sandbox.counter.count('GET', '/account')).toBe(2)

    kit.sandbox.faults.set([{ method: 'DELETE', path: '/sshkey/*', kind: 'reset', times: 1 }])
    const err = await expectApiError(kit.api.sshKeys.remove(77), 'network')
    // The connection broke after the request left: the key may be gone. Never "try again" blindly.
    expect(err.uncertain).toBe(true)
    expect(err.message).toMatch(
      /^Could not confirm that Hostdeck could delete the SSH key: the API could not be reached\b.*The change may have been made/,
    )
    expect(kit.sandbox.counter.count('DELETE', '/sshkey/:id')).toBe(1)
  })

  it('a write the service applies after the client gave up is reported as maybe made, not as failed', async () => {
    const slow = kit.makeApi({ timeoutMs: 900, retries: 0 })
    kit.sandbox.faults.set([{ method: 'POST', path: '/sshkey', latencyMs: 1_200 }])
    const before = kit.sandbox.state(TEST_TOKEN).sshKeys.size
    const publicKey = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL late@test'
    const err = await expectApiError(slow.sshKeys.create({ title: 'late', publicKey }), 'timeout')
    expect(err.uncertain).toBe(true)
    expect(err.message).toMatch(/may have been made/)
    expect(err.message).not.toMatch(/Try again/)
    await expect.poll(() => kit.sandbox.state(TEST_TOKEN).sshKeys.size, { timeout: 3000 }).toBe(before + 1)
    kit.sandbox.faults.clear()
  })

  it('a write refused before it left (connection refused) is certain: not made', async () => {
    // A loopback port nobody listens on: bound, then closed again.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    const closed = createCloudApi({ baseUrl: `http://127.0.0.1:${port}`, token: TEST_TOKEN, retries: 0 })
    const err = await expectApiError(closed.sshKeys.remove(1), 'network')
    expect(err.uncertain).toBeUndefined()
  })
})

describe('timeouts, malformed answers, cancelling', () => {
  // A request the client gives up on before the sandbox has read it is never counted there: the hang tests' timeout
  // leaves a busy machine's sandbox time to read the request (100 ms did not always).
  it('a hung request times out after one attempt’s limit: the hang is said at once, not after every retry', async () => {
    const api = kit.makeApi({ timeoutMs: 900, retries: 1 })
    kit.sandbox.faults.set([{ method: 'GET', path: '/server', kind: 'hang' }])
    const started = Date.now()
    const err = await expectApiError(api.servers.list(), 'timeout')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(err.message).toBe(
      'Could not load servers: the API did not answer within 900 ms. Try again; if it keeps happening the service may be overloaded.',
    )
    expect(kit.attempts.map((a) => [a.method, a.route, a.attempt, a.errorKind])).toEqual([
      ['GET', '/server', 1, 'timeout'],
    ])
    await expect.poll(() => kit.sandbox.counter.count('GET', '/server')).toBe(1)
  })

  it('a hung POST times out once, without a retry', async () => {
    const id = await firstServerId()
    const api = kit.makeApi({ timeoutMs: 900 })
    kit.sandbox.faults.set([{ method: 'POST', path: '/server/*/action', kind: 'hang' }])
    await expectApiError(api.servers.runAction({ serverId: id, type: 'PowerOff' }), 'timeout')
    expect(kit.attempts.filter((a) => a.method === 'POST').map((a) => [a.route, a.attempt, a.errorKind])).toEqual([
      ['/server/{id}/action', 1, 'timeout'],
    ])
    await expect.poll(() => kit.sandbox.counter.count('POST', '/server/:id/action')).toBe(1)
  })

  it('malformed JSON is an unexpectedResponse, not retried', async () => {
    kit.sandbox.faults.set([{ method: 'GET', path: '/server', kind: 'malformedJson' }])
    const err = await expectApiError(kit.api.servers.list(), 'unexpectedResponse')
    expect(err.endpoint).toBe('GET /server')
    expect(err.message).toBe(
      'Could not load servers: the answer was not in the expected form (the answer was not valid JSON). The API may have changed; try again later or report it.',
    )
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
  })

  it('a missing required field names the endpoint and the field path', async () => {
    const state = kit.sandbox.state(TEST_TOKEN)
    const [first] = state.servers.values()
    if (!first) throw new Error('no server')
    const name = first.Name
    Reflect.deleteProperty(first, 'Name')
    try {
      // One item that cannot be read never blanks its list: it is skipped and said why.
      const list = await kit.api.servers.list()
      expect(list.map((s) => s.id)).not.toContain(first.ID)
      expect(list.length).toBe(state.servers.size - 1)
      expect(list.skipped).toEqual([{ position: 1, id: String(first.ID), reason: expect.stringMatching(/^Name: /) }])
      const err = await expectApiError(kit.api.servers.get(first.ID), 'unexpectedResponse')
      expect(err.field).toBe('Name')
      expect(err.message).toMatch(/^Could not load the server: the answer was not in the expected form \(field Name: /)
    } finally {
      first.Name = name
    }
  })

  it('an AbortSignal cancels a request in flight and the ones after it', async () => {
    const controller = new AbortController()
    const api = kit.makeApi({ signal: controller.signal })
    kit.sandbox.faults.set([{ method: 'GET', path: '/dns', kind: 'hang' }])
    const pending = api.dns.listZones()
    setTimeout(() => controller.abort(), 30)
    const err = await expectApiError(pending, 'cancelled')
    expect(err.endpoint).toBe('GET /dns')
    const before = kit.sandbox.counter.total()
    await expectApiError(api.sshKeys.list(), 'cancelled')
    expect(kit.sandbox.counter.total()).toBe(before)
  })

  it('cancelling during a backoff wait stops the retries', async () => {
    const controller = new AbortController()
    const api = kit.makeApi({
      signal: controller.signal,
      backoff: {
        sleep: async () => {
          controller.abort()
          throw new Error('aborted')
        },
      },
    })
    kit.sandbox.faults.set([{ method: 'GET', path: '/server', kind: 'status5xx' }])
    await expectApiError(api.servers.list(), 'cancelled')
    expect(kit.sandbox.counter.count('GET', '/server')).toBe(1)
  })
})

describe('onRequest', () => {
  it('reports every attempt without the token', async () => {
    kit.attempts.length = 0
    kit.sandbox.faults.set([{ method: 'GET', path: '/sshkey', kind: 'status5xx', times: 1 }])
    await kit.api.sshKeys.list()
    expect(kit.attempts).toEqual([
      {
        method: 'GET',
        path: '/sshkey',
        route: '/sshkey',
        status: 503,
        durationMs: expect.any(Number),
        attempt: 1,
        errorKind: 'server',
      },
      { method: 'GET', path: '/sshkey', route: '/sshkey', status: 200, durationMs: expect.any(Number), attempt: 2 },
    ])
    expect(JSON.stringify(kit.attempts)).not.toContain(TEST_TOKEN)
  })
})
