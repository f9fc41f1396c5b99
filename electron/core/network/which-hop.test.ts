import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../sandbox'
import type { SessionState } from '../../shared/contract'
import { createTestBackend, invokeOrThrow, switchToNewAccount, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'
import { failure } from '../api/error-messages'
import { networkReason } from '../api/exchange'
import { atTheProxy, hopOfReason, PROXY_AUTH_REQUIRED, PROXY_UNREACHABLE } from './hops'
import { createNodeNetwork } from './node-network'
import { startLoopbackProxy } from './test-kit'

const TOKEN = 'which-hop-token-7c2d'

/** A proxy on 127.0.0.1 that wants a password for everything: forwarded requests and CONNECT tunnels. */
async function startPasswordProxy(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) =>
    res.writeHead(407, { 'proxy-authenticate': 'Basic realm="corp"' }).end(),
  )
  server.on('connect', (_req, socket: Socket) =>
    socket.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="corp"\r\n\r\n'),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('a failed connection says which part of the way failed', () => {
  const cleanups = useCleanups()

  /** "Work", added through a working proxy; then the proxy setting is changed to `proxyUrl` and the account re-read. */
  async function behindProxy(proxyUrl: () => Promise<string>) {
    const working = await startLoopbackProxy()
    cleanups.push(() => working.close())
    const sandbox = await startSandbox({ paceMs: 5, customers: [{ token: TOKEN, data: 'demo' }] })
    cleanups.push(() => sandbox.close())
    const warnings: string[] = []
    const log = { info: () => undefined, warn: (m: string) => warnings.push(m), error: () => undefined }
    const { backend } = await createTestBackend({
      demoApiUrl: sandbox.baseUrl,
      network: createNodeNetwork({}),
      log,
      apiTuning: { retries: 0 },
    })
    cleanups.push(() => backend.dispose())
    await invokeOrThrow(backend, 'preferences:set', { proxy: { mode: 'manual', url: working.url } })
    const { account } = await switchToNewAccount(backend, { baseUrl: sandbox.baseUrl, token: TOKEN, label: 'Work' })
    await invokeOrThrow(backend, 'preferences:set', { proxy: { mode: 'manual', url: await proxyUrl() } })
    await invokeOrThrow(backend, 'session:reread', { reason: 'refresh' })
    const offline = await waitForSession(
      backend,
      (s: SessionState) => s.accountId === account.id && s.status === 'offline',
    )
    const { text } = await invokeOrThrow<{ text: string }>(backend, 'app:diagnostics')
    return { offline, warnings, diagnostics: text, account }
  }

  it('a dead proxy is the proxy, not "the API is down": in the state, the log (a warning naming the account) and diagnostics', async () => {
    const { offline, warnings, diagnostics, account } = await behindProxy(async () => 'http://127.0.0.1:9')
    expect(offline.problem).toMatchObject({ kind: 'network', hop: 'proxy' })
    expect(offline.problem?.message).toMatch(/the proxy does not answer\. Check the proxy in Settings/)
    expect(offline.problem?.message).not.toMatch(/API could not be reached/)
    expect(warnings).toContainEqual(
      expect.stringMatching(`^api "Work" \\(${account.id}\\): GET /\\S+ failed at the proxy`),
    )
    expect(diagnostics).toMatch(/Failed requests/)
    expect(diagnostics).toMatch(/\d+ × "Work": GET \/\S+: proxy \(PROXY_UNREACHABLE\)/)
    expect(diagnostics).not.toMatch(/No problems logged/)
  })

  it('a proxy that answers 407 says it wants a password', async () => {
    const { offline, diagnostics } = await behindProxy(async () => {
      const proxy = await startPasswordProxy()
      cleanups.push(() => proxy.close())
      return proxy.url
    })
    expect(offline.problem).toMatchObject({ kind: 'network', hop: 'proxy' })
    expect(offline.problem?.message).toMatch(/the proxy wants a password \(407\)/)
    expect(offline.problem?.message).not.toMatch(/UND_ERR/)
    expect(diagnostics).toMatch(/proxy \(PROXY_AUTH_REQUIRED\)/)
  })

  it('tells the proxy, DNS, TLS, the network and the service apart by the reason', () => {
    const hops = ['PROXY_UNREACHABLE', 'ERR_PROXY_CONNECTION_FAILED', 'ENOTFOUND', 'ERR_NAME_NOT_RESOLVED']
    expect(hops.map(hopOfReason)).toEqual(['proxy', 'proxy', 'dns', 'dns'])
    expect(['CERT_HAS_EXPIRED', 'ERR_CERT_AUTHORITY_INVALID', 'ERR_INTERNET_DISCONNECTED'].map(hopOfReason)).toEqual([
      'tls',
      'tls',
      'network',
    ])
    expect(['ECONNREFUSED', 'ECONNRESET', 'connection failed'].map(hopOfReason)).toEqual([
      'service',
      'service',
      'service',
    ])
  })

  it("reads Chromium's net::ERR_ codes (the desktop app's network) and words them by the part that failed", () => {
    const electron = (code: string) => new TypeError('fetch failed', { cause: new Error(`net::${code}`) })
    const ctx = { action: 'load servers', endpoint: 'GET /server' }
    const said = (code: string) => failure('network', ctx, { reason: networkReason(electron(code)) })
    expect(said('ERR_PROXY_CONNECTION_FAILED')).toMatchObject({ hop: 'proxy' })
    expect(said('ERR_PROXY_CONNECTION_FAILED').message).toMatch(/^Could not load servers: the proxy does not answer\./)
    expect(said('ERR_NAME_NOT_RESOLVED')).toMatchObject({ hop: 'dns' })
    expect(said('ERR_NAME_NOT_RESOLVED').message).toMatch(/host name is not known\. Check the account’s base URL and/)
    expect(said('ERR_CERT_AUTHORITY_INVALID')).toMatchObject({ hop: 'tls' })
    expect(said('ERR_INTERNET_DISCONNECTED')).toMatchObject({ hop: 'network' })
    expect(said('ERR_CONNECTION_REFUSED')).toMatchObject({ hop: 'service' })
  })

  it('says the proxy only when the failed connection was to the proxy', () => {
    const refused = (address: string, port: number) =>
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED', address, port }),
      })
    const proxies = ['http://127.0.0.1:3128']
    expect(atTheProxy(refused('127.0.0.1', 3128), proxies)?.code).toBe(PROXY_UNREACHABLE)
    expect(atTheProxy(refused('127.0.0.1', 8443), proxies)).toBeNull()
    expect(atTheProxy(refused('127.0.0.1', 3128), [])).toBeNull()
    const lookup = new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND', hostname: 'proxy.corp.invalid' }),
    })
    expect(atTheProxy(lookup, ['http://proxy.corp.invalid:8080'])?.code).toBe(PROXY_UNREACHABLE)
    const tunnel = new TypeError('fetch failed', {
      cause: new Error('Proxy response (407) !== 200 when HTTP Tunneling'),
    })
    expect(atTheProxy(tunnel, proxies)?.code).toBe(PROXY_AUTH_REQUIRED)
  })
})
