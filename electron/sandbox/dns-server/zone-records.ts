import { hostFqdn, ownerFqdn } from '../dns/records'
import type { DnsRecord, DnsZone } from '../state/dns-types'

/**
 * The simulator's zones as a name server serves them: one resource record per zone record, names absolute and in
 * lowercase without the final dot. Plain data, so a version of it can be kept while its propagation delay runs.
 */

export type ServedType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'NS' | 'SRV' | 'TXT'

export type ServedData =
  string | { preference: number; exchange: string } | { priority: number; weight: number; port: number; target: string }

export interface ServedRecord {
  name: string
  type: ServedType
  ttl: number
  data: ServedData
}

/** The name server every simulated zone is delegated to, and its address: loopback only. */
export const SANDBOX_NAME_SERVER = 'ns1.hostdeck-sandbox.invalid'

const bare = (fqdn: string): string => fqdn.replace(/\.$/, '').toLowerCase()

function ownerOf(zone: DnsZone, r: DnsRecord): string {
  if (r.TypeRecord !== 'SRV' || !r.Service || !r.Proto) return bare(ownerFqdn(zone, r.HostName))
  const prefix = `${r.Service}.${r.Proto}`
  return bare(ownerFqdn(zone, r.HostName === '@' ? prefix : `${prefix}.${r.HostName}`))
}

function dataOf(zone: DnsZone, r: DnsRecord): ServedData {
  switch (r.TypeRecord) {
    case 'A':
    case 'AAAA':
      return r.IP
    case 'CNAME':
      return bare(hostFqdn(zone, r.MnemonicName))
    case 'NS':
      return bare(hostFqdn(zone, r.ExtHostName))
    case 'MX':
      return { preference: Number(r.Priority), exchange: bare(hostFqdn(zone, r.ExtHostName)) }
    case 'SRV':
      return {
        priority: Number(r.Priority),
        weight: Number(r.Weight ?? 0),
        port: Number(r.Port ?? 0),
        target: bare(hostFqdn(zone, r.ExtHostName)),
      }
    case 'TXT':
      return r.Text
  }
}

/** Every record the zones hold, and for each zone the NS record naming the simulator's name server. */
export function servedRecords(zones: Iterable<DnsZone>): ServedRecord[] {
  const out: ServedRecord[] = []
  for (const zone of zones) {
    const apex = bare(zone.TechName)
    out.push({ name: apex, type: 'NS', ttl: 3600, data: SANDBOX_NAME_SERVER })
    for (const r of zone.LinkedRecords)
      out.push({ name: ownerOf(zone, r), type: r.TypeRecord, ttl: Number(r.TTL) || 3600, data: dataOf(zone, r) })
  }
  return out
}

/**
 * The versions of what is served, each from when it was first seen: an answer comes from the newest version at
 * least `delayMs` old, so a change reaches the answers only once its propagation delay has run (stale answers).
 */
export function createServedHistory(now: () => number) {
  let versions: { since: number; key: string; records: ServedRecord[] }[] = []

  return {
    /** What is served `delayMs` after a change, given what the zones hold now. */
    view(current: ServedRecord[], delayMs: number): ServedRecord[] {
      const key = JSON.stringify(current)
      const at = now()
      if (versions.at(-1)?.key !== key) versions.push({ since: at, key, records: current })
      // The oldest versions go once there are many: a delay is seconds, a test makes a few changes.
      if (versions.length > 50) versions = versions.slice(-50)
      const due = versions.filter((v) => v.since <= at - delayMs)
      return (due.at(-1) ?? versions[0] ?? { records: current }).records
    },
  }
}
