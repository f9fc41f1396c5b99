import type { Session } from 'electron'
import type { ProxyPreference } from '../shared/models/preferences'
import type { FetchFn, NetworkPort } from '../core/ports'

/** What the desktop network needs of Electron (`session` in the app; a fake in tests). */
export interface SessionSource {
  defaultSession: Pick<Session, 'fetch'>
  fromPartition(partition: string): Pick<Session, 'fetch' | 'setProxy'>
}

/** Electron's fetch takes a string or a Request. */
const asRequestInput = (input: string | URL | Request) => (input instanceof URL ? input.href : input)

/**
 * The desktop host's network: Chromium's stack (`session.fetch`, which is `net.fetch`), so API calls go as the
 * system sends them: its proxy settings, PAC file and certificate store. `direct` and `manual` use a session of
 * their own whose proxy is set once.
 */
export function createElectronNetwork(sessions: SessionSource): NetworkPort {
  const system: FetchFn = (input, init) => sessions.defaultSession.fetch(asRequestInput(input), init)
  let cached: { key: string; fetch: FetchFn } | undefined
  return {
    fetchFor(proxy: ProxyPreference): FetchFn {
      if (proxy.mode === 'system') return system
      const key = `${proxy.mode} ${proxy.mode === 'manual' ? proxy.url : ''}`
      if (cached?.key === key) return cached.fetch
      const ses = sessions.fromPartition(`hostdeck-api-${proxy.mode}`)
      const ready = ses.setProxy(proxy.mode === 'manual' ? { proxyRules: proxy.url } : { mode: 'direct' })
      const fetch: FetchFn = async (input, init) => {
        await ready
        return ses.fetch(asRequestInput(input), init)
      }
      cached = { key, fetch }
      return fetch
    },
  }
}
