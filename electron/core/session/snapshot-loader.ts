import { ApiError, type CloudApi } from '../api'
import type { ReadList } from '../api/wire/common'
import type { AccountSnapshot, SnapshotSection } from '../../shared/contract'

export interface LoadedSnapshot {
  snapshot: AccountSnapshot
  /** Sections that failed for a reason other than "not offered", with the message; their old data is kept. */
  problems: Partial<Record<SnapshotSection, string>>
}

type Readers = { [S in SnapshotSection]: (api: CloudApi) => Promise<AccountSnapshot[S]> }

const readers: Readers = {
  servers: (api) => api.servers.list(),
  privateNetworks: (api) => api.networks.list(),
  publicNetworks: (api) => api.networks.listPublic(),
  locations: (api) => api.locations.list(),
  dnsZones: (api) => api.dns.listZones(),
  sslCertificates: (api) => api.ssl.list(),
  // Not activated yet reads as 404: that is a state, not an error.
  storage: (api) => api.storage.get().catch((error: unknown) => (error instanceof ApiError && error.kind === 'notFound' ? null : Promise.reject(error))),
  storageUsers: async (api) => api.storage.listUsers().catch((error: unknown) => (error instanceof ApiError && error.kind === 'notFound' ? [] : Promise.reject(error))),
  sshKeys: (api) => api.sshKeys.list(),
  account: (api) => api.account.get(),
}

/** Lists read item by item carry what they skipped; the snapshot keeps it per section for the panes. */
function noteUnreadable(snapshot: AccountSnapshot, section: SnapshotSection, value: unknown): void {
  const skipped = Array.isArray(value) ? (value as Partial<ReadList<unknown>>).skipped : undefined
  const unreadable = { ...snapshot.unreadable }
  if (skipped && skipped.length > 0) unreadable[section] = skipped
  else delete unreadable[section]
  if (Object.keys(unreadable).length > 0) snapshot.unreadable = unreadable
  else delete snapshot.unreadable
}

/** Errors that mean "the API is not reachable": the whole account goes offline, not one section. */
export function isConnectivityError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')
}

/**
 * Reads the given sections in parallel. Connectivity and auth failures reject the whole load (the session
 * decides: offline, or a token problem); an extension the server lacks leaves its section undefined.
 */
export async function loadSnapshot(api: CloudApi, sections: readonly SnapshotSection[], previous: AccountSnapshot | null): Promise<LoadedSnapshot> {
  const snapshot: AccountSnapshot = { ...(previous ?? {}) }
  const problems: LoadedSnapshot['problems'] = {}
  const results = await Promise.allSettled(sections.map((section) => readers[section](api)))
  results.forEach((result, index) => {
    const section = sections[index]!
    if (result.status === 'fulfilled') {
      ;(snapshot as Record<string, unknown>)[section] = result.value
      noteUnreadable(snapshot, section, result.value)
      return
    }
    const error = result.reason
    if (isConnectivityError(error) || (error instanceof ApiError && error.kind === 'auth')) return
    if (error instanceof ApiError && error.kind === 'unsupported') {
      delete (snapshot as Record<string, unknown>)[section]
      return
    }
    problems[section] = error instanceof Error ? error.message : String(error)
  })
  const fatal = results.find(
    (r): r is PromiseRejectedResult => r.status === 'rejected' && (isConnectivityError(r.reason) || (r.reason instanceof ApiError && r.reason.kind === 'auth')),
  )
  if (fatal) throw fatal.reason
  return { snapshot, problems }
}
