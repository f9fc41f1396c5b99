import { promises as dns } from 'node:dns'
import type { Answer, Question } from './compare'
import { addressValue, asciiName } from './normalise'

/**
 * One question to one server through Node's own resolver (c-ares: UDP, and TCP again when the answer is truncated),
 * its answer written as the comparison compares. A fresh resolver each time, so no answer comes from its cache.
 */

/** How long one server may take to answer one question. */
export const QUERY_TIMEOUT_MS = 2500

/** Errors that mean the server answered "no such data" (an answer: nothing served), not that it did not answer. */
const EMPTY = new Set<string>([dns.NODATA, dns.NOTFOUND])

async function values(resolver: dns.Resolver, q: Question): Promise<{ values: string[]; ttl: number | null }> {
  const minTtl = (list: { ttl: number }[]) => (list.length > 0 ? Math.min(...list.map((r) => r.ttl)) : null)
  switch (q.type) {
    case 'A': {
      const list = await resolver.resolve4(q.name, { ttl: true })
      return { values: list.map((r) => r.address), ttl: minTtl(list) }
    }
    case 'AAAA': {
      const list = await resolver.resolve6(q.name, { ttl: true })
      return { values: list.map((r) => addressValue(r.address)), ttl: minTtl(list) }
    }
    case 'CNAME':
      return { values: (await resolver.resolveCname(q.name)).map(asciiName), ttl: null }
    case 'NS':
      return { values: (await resolver.resolveNs(q.name)).map(asciiName), ttl: null }
    case 'MX':
      return {
        values: (await resolver.resolveMx(q.name)).map((r) => `${r.priority} ${asciiName(r.exchange)}`),
        ttl: null,
      }
    case 'SRV':
      return {
        values: (await resolver.resolveSrv(q.name)).map(
          (r) => `${r.priority} ${r.weight} ${r.port} ${asciiName(r.name)}`,
        ),
        ttl: null,
      }
    case 'TXT':
      // A TXT record may come as several strings: the record's text is them joined.
      return { values: (await resolver.resolveTxt(q.name)).map((chunks) => chunks.join('')), ttl: null }
  }
}

/** Asks `server` (host:port) the question; 'unreachable' when it does not answer or refuses. */
export async function askServer(server: string, q: Question, timeoutMs = QUERY_TIMEOUT_MS): Promise<Answer> {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 1 })
  resolver.setServers([server])
  try {
    return await values(resolver, q)
  } catch (error) {
    if (EMPTY.has((error as NodeJS.ErrnoException).code ?? '')) return { values: [], ttl: null }
    return 'unreachable'
  } finally {
    resolver.cancel()
  }
}

/** The addresses of a name server, as `server` answers them (IPv4 and IPv6; none when it does not answer). */
export async function addressesOf(server: string, name: string, timeoutMs = QUERY_TIMEOUT_MS): Promise<string[]> {
  const four = await askServer(server, { name, type: 'A' }, timeoutMs)
  const six = await askServer(server, { name, type: 'AAAA' }, timeoutMs)
  return [four, six].flatMap((a) => (a === 'unreachable' ? [] : a.values))
}
