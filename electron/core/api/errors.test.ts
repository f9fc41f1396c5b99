import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API_ERROR_KINDS, isApiErrorData } from '../../shared/models'
import { createCapabilities } from './capabilities'
import { createCloudApi } from './cloud-api'
import { ApiError } from './errors'
import {
  assertNoTokenLeak,
  expectApiError,
  renderingsOf,
  seenErrors,
  startApiKit,
  TEST_TOKEN,
  type ApiKit,
} from './test-kit'

let kit: ApiKit
let echo: http.Server
let echoUrl: string
const echoed: { url: string; headers: http.IncomingHttpHeaders }[] = []

// A fresh simulator for every test: no test sees the faults another one set.
beforeEach(async () => {
  kit = await startApiKit()
})
afterEach(() => kit.close())

beforeAll(async () => {
  // A careless server that repeats the Authorization header in its error text.
  echo = http.createServer((req, res) => {
    echoed.push({ url: req.url ?? '', headers: req.headers })
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end(`bad credentials: ${req.headers.authorization ?? ''}`)
  })
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve))
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`
})
afterAll(async () => {
  // Every error any test here saw, whatever order they ran in.
  assertNoTokenLeak()
  await new Promise((resolve) => echo.close(resolve))
})

describe('ApiError', () => {
  it('401: auth, with a message that says what to do', async () => {
    const api = kit.makeApi({ token: 'wrong-token-0123456789' })
    const err = await expectApiError(api.servers.list(), 'auth')
    expect(err.status).toBe(401)
    expect(err.message).toBe(
      'Could not load servers: the server refused the API token (401): “Authorization has been denied for this request.”. Check the token in account settings.',
    )
    expect(renderingsOf(err).join('\n')).not.toContain('wrong-token-0123456789')
  })

  it('toJSON() is a plain serialisable object', async () => {
    const err = await expectApiError(kit.api.servers.get(424242), 'notFound')
    const data = err.toJSON()
    expect(data).toEqual({
      name: 'ApiError',
      kind: 'notFound',
      endpoint: 'GET /server/{id}',
      status: 404,
      serverMessage: kit.sandbox.dialect === 'real' ? 'Server not found' : 'Server 424242 not found',
      message: err.message,
    })
    expect(JSON.parse(JSON.stringify(err))).toEqual(data)
    expect(structuredClone(data)).toEqual(data)
    expect(isApiErrorData(data)).toBe(true)
  })

  it('a server that echoes the token gets it scrubbed from serverMessage', async () => {
    const api = createCloudApi({ baseUrl: echoUrl, token: TEST_TOKEN, authScheme: 'Token' })
    const err = await expectApiError(api.sshKeys.create({ title: 't', publicKey: 'k' }), 'rejected')
    expect(err.serverMessage).toBe('bad credentials: Token [token]')
    expect(echoed.at(-1)?.headers.authorization).toBe(`Token ${TEST_TOKEN}`)
  })

  it('an empty auth scheme sends the bare token', async () => {
    const api = createCloudApi({ baseUrl: echoUrl, token: TEST_TOKEN, authScheme: '' })
    await expectApiError(api.sshKeys.list(), 'rejected')
    expect(echoed.at(-1)?.headers.authorization).toBe(TEST_TOKEN)
  })

  it('an unreachable API is a network error naming the cause', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const api = createCloudApi({ baseUrl: `http://127.0.0.1:${port}`, token: TEST_TOKEN, retries: 0 })
    const err = await expectApiError(api.account.get(), 'network')
    expect(err.message).toBe(
      'Could not load the account: the API could not be reached: nothing answers at that address. Check the internet connection and the account’s base URL, then try again.',
    )
  })

  it('a bad base URL or empty token is refused when the client is made', () => {
    expect(() => createCloudApi({ baseUrl: 'not a url', token: TEST_TOKEN })).toThrow(ApiError)
    expect(() => createCloudApi({ baseUrl: 'ftp://x.example', token: TEST_TOKEN })).toThrow(
      /baseUrl must use http or https/,
    )
    expect(() => createCloudApi({ baseUrl: 'https://u:p@x.example', token: TEST_TOKEN })).toThrow(/credentials/)
    expect(() => createCloudApi({ baseUrl: 'https://x.example', token: ' ' })).toThrow(/token must not be empty/)
    expect(() => createCloudApi({ baseUrl: 'https://x.example', token: 'a\nb' })).toThrow(/line breaks/)
    expect(() => createCloudApi({ baseUrl: 'https://x.example', token: 'tok', authScheme: 'Bearer x' })).toThrow(
      /single word/,
    )
  })

  it('a base URL with a path prefix keeps it', async () => {
    const api = createCloudApi({ baseUrl: `${echoUrl}/v1/`, token: TEST_TOKEN })
    await expectApiError(api.dns.listZones(), 'rejected')
    expect(echoed.at(-1)?.url).toBe('/v1/dns')
  })
})

describe('answers no API should give', () => {
  let odd: http.Server
  let oddUrl: string
  beforeAll(async () => {
    odd = http.createServer((req, res) => {
      if (req.url === '/sshkey') res.writeHead(302, { Location: `${kit.sandbox.baseUrl}/sshkey` }).end()
      else
        res
          .writeHead(502, { 'Content-Type': 'text/html' })
          .end('<html><head><style>b{}</style></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>')
    })
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
    oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => odd.close(resolve)))

  it('a redirect is not followed (it would carry the token elsewhere)', async () => {
    const before = kit.sandbox.counter.total()
    const api = createCloudApi({ baseUrl: oddUrl, token: TEST_TOKEN })
    const err = await expectApiError(api.sshKeys.list(), 'unexpectedResponse')
    expect(err.status).toBe(302)
    expect(err.message).toMatch(/redirect; check the account’s base URL/)
    expect(kit.sandbox.counter.total()).toBe(before)
  })

  it('a proxy’s HTML error page becomes readable text', async () => {
    const api = createCloudApi({ baseUrl: oddUrl, token: TEST_TOKEN, retries: 0 })
    const err = await expectApiError(api.account.get(), 'server')
    expect(err.serverMessage).toBe('502 Bad Gateway nginx')
  })
})

describe('the token never leaks', () => {
  it('produces every kind of error, none of which mentions the token', async () => {
    const before = seenErrors.length
    await expectApiError(kit.makeApi({ token: 'wrong-token-0123456789' }).servers.list(), 'auth')
    await expectApiError(kit.api.servers.get(424242), 'notFound')
    const hang = kit.makeApi({ timeoutMs: 50, retries: 0 })
    kit.sandbox.faults.set([
      { method: 'GET', path: '/dcLocation', kind: 'hang' },
      { method: 'GET', path: '/account', kind: 'rateLimit', retryAfter: '600' },
      { method: 'GET', path: '/publicnetwork', kind: 'status5xx', status: 500 },
      { method: 'GET', path: '/ssl', kind: 'malformedJson' },
    ])
    const aborted = new AbortController()
    aborted.abort()
    await expectApiError(hang.locations.list(), 'timeout')
    await expectApiError(kit.api.account.get(), 'rateLimited')
    await expectApiError(kit.makeApi({ retries: 0 }).networks.listPublic(), 'server')
    await expectApiError(kit.api.ssl.list(), 'unexpectedResponse')
    await expectApiError(kit.makeApi({ signal: aborted.signal }).sshKeys.list(), 'cancelled')
    // Ids are the one thing the client still checks itself: nothing but a positive id reaches a URL.
    await expectApiError(kit.api.servers.get(-1), 'invalidInput')
    await expectApiError(kit.api.storage.createUser({ userName: 'bad name!', keepPassword: false }), 'rejected')
    await expectApiError(
      createCloudApi({ baseUrl: 'http://127.0.0.1:9', token: TEST_TOKEN, retries: 0 }).servers.list(),
      'network',
    )
    await expectApiError(
      kit.makeApi({ capabilities: createCapabilities(['servers.list']) }).servers.list(),
      'unsupported',
    )
    kit.sandbox.faults.clear()

    const own = seenErrors.slice(before)
    const kinds = new Set(own.map((e) => e.kind))
    expect(API_ERROR_KINDS.filter((k) => !kinds.has(k))).toEqual([])
    assertNoTokenLeak(own)
    // And those the file's other tests saw so far (all of them are checked again after the file).
    assertNoTokenLeak()
  })
})
