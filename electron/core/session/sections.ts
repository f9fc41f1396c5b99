import type { CloudApi } from '../api'
// The error class alone: the cache's readers (the command line's cached reads) need this table, not the API client.
import { ApiError } from '../api/errors'
import type { AccountSnapshot, SnapshotSection } from '../../shared/contract'

/**
 * How a section sits in the cache file: a list of items with numeric ids, a list of DNS zones each with its
 * records (items too), one item or null, or a plain object.
 */
export type CachedShape = 'items' | 'zones' | 'itemOrNull' | 'object'

export interface SectionSource<S extends SnapshotSection> {
  /** Reads the section from the API. */
  read(api: CloudApi): Promise<AccountSnapshot[S]>
  cached: CachedShape
}

/** Not found is an answer for some sections (object storage not activated yet): a state, not an error. */
const notFoundAs =
  <T>(value: T) =>
  (error: unknown): Promise<T> =>
    error instanceof ApiError && error.kind === 'notFound' ? Promise.resolve(value) : Promise.reject(error)

/**
 * Every snapshot section, per section how the backend reads it and what its cached shape is: the one place in
 * core that lists them (a new section is a line here; its kinds' facts are in `shared/resources/<kind>.ts`).
 */
export const SECTIONS: { [S in SnapshotSection]: SectionSource<S> } = {
  servers: { read: (api) => api.servers.list(), cached: 'items' },
  privateNetworks: { read: (api) => api.networks.list(), cached: 'items' },
  publicNetworks: { read: (api) => api.networks.listPublic(), cached: 'items' },
  locations: { read: (api) => api.locations.list(), cached: 'items' },
  dnsZones: { read: (api) => api.dns.listZones(), cached: 'zones' },
  sslCertificates: { read: (api) => api.ssl.list(), cached: 'items' },
  storage: { read: (api) => api.storage.get().catch(notFoundAs(null)), cached: 'itemOrNull' },
  storageUsers: { read: (api) => api.storage.listUsers().catch(notFoundAs([])), cached: 'items' },
  sshKeys: { read: (api) => api.sshKeys.list(), cached: 'items' },
  images: { read: (api) => api.images.list(), cached: 'items' },
  account: { read: (api) => api.account.get(), cached: 'object' },
}
