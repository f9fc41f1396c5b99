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

/** Which of the server lifecycle's routes the account's service turned out to have (a 405 / "no such route" hides one). */
export interface ServerCapabilities {
  create: boolean
  resize: boolean
  rebuild: boolean
  clone: boolean
  delete: boolean
}

/** Which DNS extensions the service offers (those answering 404/405 are not), for hiding buttons. */
export interface DnsCapabilities {
  createZone: boolean
  createRecord: DnsRecordType[]
  updateRecord: DnsRecordType[]
  deleteRecord: boolean
}

export interface ImageCapabilities {
  create: boolean
  delete: boolean
}

/** What the active account's service offers of the routes it may lack, as learnt so far (all offered until refused). */
export interface ServiceCapabilities {
  /** The account these were learnt for: an answer that crossed a switch of account is not the new one's. */
  accountId: string
  servers: ServerCapabilities
  dns: DnsCapabilities
  images: ImageCapabilities
}

/** The UI's view of what the API client learnt: a button hides only for a route the service refused. */
export function serviceCapabilities(accountId: string, can: (key: CapabilityKey) => boolean): ServiceCapabilities {
  return {
    accountId,
    servers: {
      create: can('servers.create'),
      resize: can('servers.resize'),
      rebuild: can('servers.rebuild'),
      clone: can('servers.copy'),
      delete: can('servers.delete'),
    },
    dns: {
      createZone: can('dns.createZone'),
      createRecord: DNS_RECORD_TYPES.filter((t) => can(`dns.createRecord.${t}`)),
      // AAAA and MX updates are seed endpoints: always there.
      updateRecord: DNS_RECORD_TYPES.filter((t) => t === 'AAAA' || t === 'MX' || can(`dns.updateRecord.${t}`)),
      deleteRecord: can('dns.deleteRecord'),
    },
    images: { create: can('images.create'), delete: can('images.delete') },
  }
}
