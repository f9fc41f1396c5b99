/**
 * "Is it live?": what the name servers answer for a zone compared with what Hostdeck holds of it. Plain types only
 * (the renderer's panes import them without zod).
 */

/**
 * Per record and server. live: the server answers the value the zone holds · old: it answers another value (the one
 * before the change, still served or cached) · missing: it answers nothing for the record · extra: it serves a value
 * the zone does not hold · unreachable: the server did not answer.
 */
export type LiveState = 'live' | 'old' | 'missing' | 'extra' | 'unreachable'

/** authoritative: a name server the zone's NS answer names · resolver: one from the settings. */
export type LiveServerRole = 'authoritative' | 'resolver'

export interface LiveServer {
  /** host:port as asked, the row's key for its cells. */
  address: string
  /** The name server's name (ns1.example.net), or the address for a resolver. */
  name: string
  role: LiveServerRole
}

export interface LiveCell {
  server: string
  state: LiveState
  /** What the server answered for the record's name and type (values as the comparison writes them). */
  served: string[]
  /** old: until when a resolver may keep serving it (epoch ms), from the TTL the server gave. */
  cachedUntil: number | null
}

export interface LiveRow {
  /** The record's id, or null for a value only the servers serve (extra). */
  recordId: number | null
  type: string
  /** The full name, in ASCII (punycode), without the final dot. */
  name: string
  /** The value as compared: `10 mail.example.com` for MX, the text for TXT. */
  value: string
  /** One cell per server that answered about this row (an extra row has cells only where it is served). */
  cells: LiveCell[]
}

export interface LiveSummary {
  authoritative: { live: number; total: number }
  resolvers: { live: number; total: number }
  /** Records some server still answers with an old value, and until when the last of them may be cached. */
  oldRecords: number
  oldUntil: number | null
  missing: number
  extra: number
  unreachable: number
}

export interface LiveReport {
  zoneId: number
  zoneName: string
  /** When the last round ended (epoch ms). */
  checkedAt: number
  servers: LiveServer[]
  rows: LiveRow[]
  summary: LiveSummary
  /** True while the check re-runs on its own (until all is live or the longest TTL has passed). */
  running: boolean
  /** When the next round starts, while running. */
  nextAt: number | null
  /**
   * The zone's NS names as the resolvers answered them, when they do not include every name server the zone's own NS
   * records name (the zone is served elsewhere): "not delegated here". Null when it is, or when nothing says.
   */
  notDelegated: string[] | null
  /** Why the check could not run (off in settings, offline, no name server found), ready to show; null otherwise. */
  problem: LiveProblem | null
}

export type LiveProblem = 'off' | 'offline' | 'noServers' | 'noZone'

export interface LiveSettings {
  /** All probing (DNS, TLS, TCP): off turns every check off. */
  enabled: boolean
  /** Check a zone on its own after every change to it. */
  afterChange: boolean
  /** Resolvers asked besides the authoritative servers: host or host:port, IPv6 in brackets with a port. */
  resolvers: string[]
  /** The port the authoritative name servers are asked on (53; another for a test or a lab). */
  nameServerPort: number
  /** The port a certificate's domain serves TLS on when not 443, by domain (ASCII, lower case). */
  tlsPorts: Record<string, number>
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  enabled: true,
  afterChange: true,
  resolvers: [],
  nameServerPort: 53,
  tlsPorts: {},
}

/** The port a site serves TLS on unless the settings name another for its domain. */
export const TLS_PORT = 443

/** The ports every reachability check tries (SSH, HTTP, HTTPS); the user adds others. */
export const REACH_PORTS = [22, 80, 443] as const

/**
 * A TCP connect to one port. open: it accepted · closed: it refused (nothing listens) · timeout: no answer in time
 * (a firewall drops it, or the host is down) · unreachable: the network said the host cannot be reached.
 */
export type ReachState = 'open' | 'closed' | 'timeout' | 'unreachable'

export interface ReachPort {
  port: number
  state: ReachState
  /** How long the connect took to end either way (ms). */
  ms: number
}

export interface ReachAddress {
  address: string
  ports: ReachPort[]
}

export interface ReachReport {
  serverId: number
  checkedAt: number
  addresses: ReachAddress[]
  /** Why nothing was tried (off in the settings, offline, the server has no address or is gone); null otherwise. */
  problem: 'off' | 'offline' | 'noAddress' | 'noServer' | null
}

/** Well-known public resolvers the settings offer (none is asked until the user adds it). */
export const PUBLIC_RESOLVERS = [
  { name: 'Cloudflare', addresses: ['1.1.1.1', '2606:4700:4700::1111'] },
  { name: 'Google', addresses: ['8.8.8.8', '2001:4860:4860::8888'] },
  { name: 'Quad9', addresses: ['9.9.9.9', '2620:fe::fe'] },
] as const

/**
 * What a certificate's domain serves, compared with the certificate ordered. this: the same certificate · other:
 * another one that covers the name (an old one still installed) · nameMismatch: one that does not cover the name ·
 * noTls: something answers on the port but no TLS handshake · unreachable: no address found or no connection.
 */
export type ServedState = 'this' | 'other' | 'nameMismatch' | 'noTls' | 'unreachable'

/** A certificate as a site served it. */
export interface ServedCertificate {
  /** SHA-256 of the DER, as colon-separated hex. */
  fingerprint: string
  serial: string
  /** Not valid after (epoch ms). */
  validTo: number
  /** Who issued it: the issuer's common name (or organisation). */
  issuer: string
  /** The DNS names it covers (ASCII, lower case; `*.` for a wildcard). */
  names: string[]
}

export interface ServedRow {
  /** The certificate's domain, ASCII, as connected to (the SNI name). */
  domain: string
  port: number
  /** The address connected to, or null when no resolver gave one. */
  address: string | null
  state: ServedState
  served: ServedCertificate | null
}

export interface CertificateLiveReport {
  certificateId: number
  checkedAt: number
  /**
   * fingerprint: the ordered certificate's file was read and compared byte for byte · names: no file could be read
   * (not issued, or not a certificate), so the served one counts as this one when its names and expiry day match.
   */
  comparedBy: 'fingerprint' | 'names'
  rows: ServedRow[]
  problem: 'off' | 'offline' | 'noCertificate' | 'noDomains' | null
}

/** What a site (one of a certificate's domains) was last seen serving: what the fleet's early warning reads. */
export interface ServedSite {
  domain: string
  served: ServedCertificate
  seenAt: number
}
