import { Agent, EnvHttpProxyAgent, ProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici'
import type { ProxyPreference } from '../../shared/models/preferences'
import type { FetchFn, NetworkPort } from '../ports'
import { atTheProxy } from './hops'

/** The proxy variables as curl reads them (lower case first), for EnvHttpProxyAgent's explicit options. */
export function proxyEnvironment(env: NodeJS.ProcessEnv) {
  const pick = (name: string) => env[name.toLowerCase()] ?? env[name.toUpperCase()]
  return { httpProxy: pick('http_proxy'), httpsProxy: pick('https_proxy'), noProxy: pick('no_proxy') }
}

/** The dispatcher for a preference, and the proxies it sends through (to tell a failure at one of them). */
function dispatcherFor(proxy: ProxyPreference, env: NodeJS.ProcessEnv): { dispatcher: Dispatcher; proxies: string[] } {
  if (proxy.mode === 'manual') return { dispatcher: new ProxyAgent(proxy.url), proxies: [proxy.url] }
  if (proxy.mode === 'direct') return { dispatcher: new Agent(), proxies: [] }
  const { httpProxy, httpsProxy, noProxy } = proxyEnvironment(env)
  // Told them all ('' for none), so the environment given is the one used, never the process's behind its back;
  // https falls back to the http proxy as undici's own reading does.
  const dispatcher = new EnvHttpProxyAgent({
    httpProxy: httpProxy ?? '',
    httpsProxy: httpsProxy ?? httpProxy ?? '',
    noProxy: noProxy ?? '',
  })
  return { dispatcher, proxies: [httpProxy, httpsProxy].filter((url): url is string => !!url) }
}

/**
 * The network of the browser host and the command-line tools: `system` honours HTTPS_PROXY/HTTP_PROXY/NO_PROXY
 * as curl does, `manual` goes through the given proxy (CONNECT for https, a forward request for http).
 * One dispatcher per preference, kept while it is current.
 */
export function createNodeNetwork(env: NodeJS.ProcessEnv = process.env): NetworkPort {
  let cached: { key: string; fetch: FetchFn; dispatcher: Dispatcher } | undefined
  return {
    fetchFor(proxy) {
      const key = `${proxy.mode} ${proxy.mode === 'manual' ? proxy.url : ''}`
      if (cached?.key !== key) {
        void cached?.dispatcher.close().catch(() => undefined)
        const { dispatcher, proxies } = dispatcherFor(proxy, env)
        const fetch = (async (input, init) => {
          try {
            return await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
              ...(init as Parameters<typeof undiciFetch>[1]),
              dispatcher,
            })
          } catch (error) {
            // A failure at the proxy is said as the proxy's, not as the service's (core/network/hops.ts).
            throw atTheProxy(error, proxies) ?? error
          }
        }) as FetchFn
        cached = { key, fetch, dispatcher }
      }
      return cached.fetch
    },
  }
}
