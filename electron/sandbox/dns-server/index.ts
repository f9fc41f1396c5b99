import type { DnsZone } from '../state/dns-types'
import { startResponder, type Responder } from './responder'
import { createServedHistory, SANDBOX_NAME_SERVER, servedRecords, type ServedRecord } from './zone-records'

/**
 * The simulator's DNS: an authoritative name server for its zones and a resolver in front of it, both on loopback.
 * A change to a zone reaches the name server's answers after `delayMs` (its propagation delay) and the resolver's
 * after `resolverDelayMs`; until then both serve the zone as it was (stale answers). `serveExtra` adds a record the
 * zones do not hold, as one added at the name server outside Hostdeck. Not part of the sandbox's index: the app's
 * Demo account loads that, and it has no use for a name server (nor for dns-packet in its bundle).
 */

export interface SandboxDnsOptions {
  /** The zones served, read again for every question (the simulator's customer state). */
  zones: () => Iterable<DnsZone>
  host?: string
  now?: () => number
  delayMs?: number
  resolverDelayMs?: number
  /**
   * Names answered with the server's own (loopback) address: the sites of the account's certificates, so the
   * served-certificate check finds a loopback TLS site through this resolver and nowhere else.
   */
  sites?: () => Iterable<string>
  /** Fixed ports (the CLI's); free ones when absent. */
  port?: number
  resolverPort?: number
}

export interface SandboxDns {
  host: string
  /** The name server's port: the one every zone's NS record names (ns1.hostdeck-sandbox.invalid → host). */
  port: number
  /** The resolver's port: what Hostdeck's resolver setting points at (`host:resolverPort`). */
  resolverPort: number
  nameServer: string
  setDelay(ms: number, resolverMs?: number): void
  serveExtra(record: ServedRecord): void
  close(): Promise<void>
}

export { SANDBOX_NAME_SERVER, type ServedRecord } from './zone-records'

export async function startSandboxDns(options: SandboxDnsOptions): Promise<SandboxDns> {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  let delays = { server: options.delayMs ?? 0, resolver: options.resolverDelayMs ?? options.delayMs ?? 0 }
  const extras: ServedRecord[] = []
  const history = createServedHistory(now)

  /** The records served `delay` after the last change, and whether the name is in a zone at all. */
  const lookupWith = (delay: () => number) => (name: string, type: string) => {
    const zones = [...options.zones()]
    if (name === SANDBOX_NAME_SERVER || [...(options.sites?.() ?? [])].includes(name))
      return { records: type === 'A' ? [{ name, type: 'A' as const, ttl: 3600, data: host }] : [], exists: true }
    if (!zones.some((z) => name === z.TechName || name.endsWith(`.${z.TechName}`))) return null
    const served = [...history.view(servedRecords(zones), delay()), ...extras]
    const atName = served.filter((r) => r.name === name)
    return { records: atName.filter((r) => r.type === type), exists: atName.length > 0 }
  }

  const responders: Responder[] = []
  try {
    responders.push(
      await startResponder(
        host,
        lookupWith(() => delays.server),
        options.port,
      ),
    )
    responders.push(
      await startResponder(
        host,
        lookupWith(() => delays.resolver),
        options.resolverPort,
      ),
    )
  } catch (error) {
    await Promise.all(responders.map((r) => r.close()))
    throw error
  }
  const [server, resolver] = responders as [Responder, Responder]
  return {
    host,
    port: server.port,
    resolverPort: resolver.port,
    nameServer: SANDBOX_NAME_SERVER,
    setDelay(ms, resolverMs = ms) {
      delays = { server: ms, resolver: resolverMs }
    },
    serveExtra: (record) => void extras.push(record),
    close: async () => void (await Promise.all(responders.map((r) => r.close()))),
  }
}
