import { writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../sandbox'
import type { ProxyPreference } from '../../shared/models/preferences'
import { createTestBackend, invokeOrThrow, switchToNewAccount, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'
import { createNodeNetwork, proxyEnvironment } from './node-network'
import { startLoopbackProxy } from './test-kit'

const TOKEN = 'proxy-journey-token-5b1e'

describe('API calls and the proxy', () => {
  const cleanups = useCleanups()

  /** An account's first read (a switch and a refresh), with the proxy environment and preference given. */
  async function journey(env: NodeJS.ProcessEnv, proxy?: (proxyUrl: string) => ProxyPreference) {
    const loopbackProxy = await startLoopbackProxy()
    cleanups.push(() => loopbackProxy.close())
    const sandbox = await startSandbox({ paceMs: 20, customers: [{ token: TOKEN, data: 'demo' }] })
    cleanups.push(() => sandbox.close())
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-proxy-'))
    if (proxy) {
      const preferences = { version: 1, locale: 'en', theme: 'system', proxy: proxy(loopbackProxy.url) }
      await writeFile(join(dataDir, 'preferences.json'), JSON.stringify(preferences))
    }
    const network = createNodeNetwork(
      Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v?.replace('PROXY_URL', loopbackProxy.url)])),
    )
    const { backend } = await createTestBackend({ dataDir, demoApiUrl: sandbox.baseUrl, network })
    cleanups.push(() => backend.dispose())
    await switchToNewAccount(backend, { baseUrl: sandbox.baseUrl, token: TOKEN })
    await invokeOrThrow(backend, 'session:reread', { reason: 'refresh' })
    await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
    const sent = sandbox.requests.all().filter((r) => r.headers.authorization === `Bearer ${TOKEN}`)
    const proxied = loopbackProxy.seen.map((seen) => `${seen.method} ${new URL(seen.target).pathname}`)
    return { sent: sent.map((r) => `${r.method} ${r.path}`), proxied, seen: loopbackProxy.seen }
  }

  it('sends every call of an account through HTTP_PROXY when NO_PROXY does not exclude the service', async () => {
    const { sent, proxied } = await journey({ HTTP_PROXY: 'PROXY_URL', NO_PROXY: '' })
    expect(sent.length).toBeGreaterThan(3)
    for (const call of sent) expect(proxied).toContain(call)
  })

  it('sends none through the proxy when NO_PROXY names the service', async () => {
    const { sent, seen } = await journey({ HTTP_PROXY: 'PROXY_URL', NO_PROXY: '127.0.0.1' })
    expect(sent.length).toBeGreaterThan(3)
    expect(seen).toEqual([])
  })

  it('sends none through the proxy when the setting says direct, whatever the environment says', async () => {
    const { sent, seen } = await journey({ HTTP_PROXY: 'PROXY_URL', NO_PROXY: '' }, () => ({ mode: 'direct', url: '' }))
    expect(sent.length).toBeGreaterThan(3)
    expect(seen).toEqual([])
  })

  it('sends every call through the proxy the setting names, with no proxy in the environment', async () => {
    const { sent, proxied } = await journey({}, (url) => ({ mode: 'manual', url }))
    expect(sent.length).toBeGreaterThan(3)
    for (const call of sent) expect(proxied).toContain(call)
  })

  it('reads the proxy variables as curl does: lower case first', () => {
    expect(
      proxyEnvironment({
        HTTP_PROXY: 'http://upper:1',
        http_proxy: 'http://lower:1',
        NO_PROXY: '.corp',
        HTTPS_PROXY: 'x',
      }),
    ).toEqual({ httpProxy: 'http://lower:1', httpsProxy: 'x', noProxy: '.corp' })
  })
})
