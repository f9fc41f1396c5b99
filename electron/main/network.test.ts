import { describe, expect, it } from 'vitest'
import { createElectronNetwork, type SessionSource } from './network'

/** Sessions that write down what was asked of them: which session fetched what, and the proxies set. */
function fakeSessions() {
  const fetched: string[] = []
  const proxies: Array<{ partition: string; config: unknown }> = []
  const sessionNamed = (name: string) => ({
    fetch: async (input: string | Request) => {
      fetched.push(`${name} ${typeof input === 'string' ? input : input.url}`)
      return new Response('{}')
    },
  })
  const sessions: SessionSource = {
    defaultSession: sessionNamed('default'),
    fromPartition: (partition) => ({
      ...sessionNamed(partition),
      setProxy: async (config) => void proxies.push({ partition, config }),
    }),
  }
  return { sessions, fetched, proxies }
}

describe('the desktop network', () => {
  it("sends as the system does through the default session (Chromium's proxy settings, PAC, certificates)", async () => {
    const { sessions, fetched, proxies } = fakeSessions()
    const network = createElectronNetwork(sessions)
    await network.fetchFor({ mode: 'system', url: '' })(new URL('http://127.0.0.1:1/server'))
    expect(fetched).toEqual(['default http://127.0.0.1:1/server'])
    expect(proxies).toEqual([])
  })

  it('sends through a session of its own with the proxy set once, for a manual proxy or none', async () => {
    const { sessions, fetched, proxies } = fakeSessions()
    const network = createElectronNetwork(sessions)
    const manual = network.fetchFor({ mode: 'manual', url: 'http://127.0.0.1:3128' })
    await manual('http://127.0.0.1:1/a')
    await network.fetchFor({ mode: 'manual', url: 'http://127.0.0.1:3128' })('http://127.0.0.1:1/b')
    await network.fetchFor({ mode: 'direct', url: 'http://127.0.0.1:3128' })('http://127.0.0.1:1/c')
    expect(fetched).toEqual([
      'hostdeck-api-manual http://127.0.0.1:1/a',
      'hostdeck-api-manual http://127.0.0.1:1/b',
      'hostdeck-api-direct http://127.0.0.1:1/c',
    ])
    expect(proxies).toEqual([
      { partition: 'hostdeck-api-manual', config: { proxyRules: 'http://127.0.0.1:3128' } },
      { partition: 'hostdeck-api-direct', config: { mode: 'direct' } },
    ])
  })
})
