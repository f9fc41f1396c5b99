import type { ProxyPreference } from '../../shared/models/preferences'
import type { FetchFn, NetworkPort } from '../ports'

/** The plain runtime fetch: what a backend without a host network uses (tests, benches). */
export const directNetwork: NetworkPort = { fetchFor: () => globalThis.fetch }

/**
 * The API clients' one fetch: each request goes out through the host's network for the proxy preference of
 * that moment, so a change in Settings applies to the next request of every account at once.
 */
export function preferredFetch(
  network: NetworkPort,
  preferences: { get(): Promise<{ proxy: ProxyPreference }> },
): FetchFn {
  return async (input, init) => network.fetchFor((await preferences.get()).proxy)(input, init)
}
