import { DNS_RECORD_TYPES, type DnsRecordType } from './dns'

/**
 * Extension endpoints (PRODUCT §2) the server may not offer. The seed's own endpoints are not
 * listed: they are always supported.
 */
export type CapabilityKey =
  | 'servers.list'
  | 'servers.get'
  | 'servers.getAction'
  | 'servers.create'
  | 'servers.resize'
  | 'servers.rebuild'
  | 'servers.copy'
  | 'servers.delete'
  | 'images.list'
  | 'images.create'
  | 'images.delete'
  | 'locations.list'
  | 'networks.listPublic'
  | 'networks.getPublic'
  | 'ssl.list'
  | 'ssl.get'
  | 'dns.createZone'
  | `dns.createRecord.${DnsRecordType}`
  | `dns.updateRecord.${ExtensionUpdateType}`
  | 'dns.deleteRecord'
  | 'account.get'

/** AAAA and MX updates are in the seed; the other record updates are extensions. */
type ExtensionUpdateType = Exclude<DnsRecordType, 'AAAA' | 'MX'>

export const CAPABILITY_KEYS: readonly CapabilityKey[] = [
  'servers.list',
  'servers.get',
  'servers.getAction',
  'servers.create',
  'servers.resize',
  'servers.rebuild',
  'servers.copy',
  'servers.delete',
  'images.list',
  'images.create',
  'images.delete',
  'locations.list',
  'networks.listPublic',
  'networks.getPublic',
  'ssl.list',
  'ssl.get',
  'dns.createZone',
  ...DNS_RECORD_TYPES.map((t) => `dns.createRecord.${t}` as const),
  ...DNS_RECORD_TYPES.filter((t): t is ExtensionUpdateType => t !== 'AAAA' && t !== 'MX').map(
    (t) => `dns.updateRecord.${t}` as const,
  ),
  'dns.deleteRecord',
  'account.get',
]

export function isCapabilityKey(value: unknown): value is CapabilityKey {
  return typeof value === 'string' && (CAPABILITY_KEYS as readonly string[]).includes(value)
}

/** What the client learnt about one account's server; injectable so it can be persisted. */
export interface Capabilities {
  isSupported(key: CapabilityKey): boolean
  markUnsupported(key: CapabilityKey): void
  /** Keys known to be unsupported, for persisting and for the UI. */
  unsupported(): CapabilityKey[]
  /** Forget everything (e.g. after the account's base URL changes). */
  reset(): void
}
