import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { AccountSnapshot, SessionState } from '../../shared/contract'
import type { Logger } from '../ports'
import { readJsonFile, writeJsonFile } from '../storage/json-file'

/**
 * The snapshot as this version writes it: each list section a list of items with a numeric id, the storage an
 * item or null, the account an object. A cache of another shape (another version, a hand edit) is set aside
 * rather than shown as an empty sidebar.
 */
function snapshotShape() {
  const item = z.looseObject({ id: z.number() })
  const list = z.array(item).optional()
  return z.looseObject({
    servers: list,
    privateNetworks: list,
    publicNetworks: list,
    locations: list,
    dnsZones: z.array(z.looseObject({ id: z.number(), name: z.string(), records: z.array(item) })).optional(),
    sslCertificates: list,
    storage: item.nullable().optional(),
    storageUsers: list,
    sshKeys: list,
    images: list,
    account: z.looseObject({}).optional(),
  })
}

const cacheSchema = z.object({
  version: z.literal(1),
  fetchedAt: z.string(),
  // Written since live refresh; older files have none (the sections then count as never read).
  sectionsFetchedAt: z.record(z.string(), z.string()).default({}),
  snapshot: snapshotShape(),
})

export interface CachedSnapshot {
  fetchedAt: string
  /** Per section, when it was read (see SessionState.sectionsFetchedAt). */
  sectionsFetchedAt?: SessionState['sectionsFetchedAt']
  snapshot: AccountSnapshot
}

const SECRET_KEYS = new Set(['password', 'secretKey', 'adminPassword', 'pfxPassword'])

/**
 * Storage passwords, S3 secret keys, servers' administrator passwords and PFX passwords are not written to
 * disk: offline views show them as unavailable.
 */
export function withoutSecrets<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) => (SECRET_KEYS.has(key) && typeof inner === 'string' ? null : inner)) as T
}

/** One file per account under cache/, written atomically; a corrupt one is moved aside and ignored. */
export function createSnapshotCache(dataDir: string, log: Logger) {
  const dir = join(dataDir, 'cache')
  const fileOf = (accountId: string) => join(dir, `${encodeURIComponent(accountId)}.json`)

  return {
    async read(accountId: string): Promise<CachedSnapshot | null> {
      const read = await readJsonFile(fileOf(accountId), cacheSchema)
      if (read.status === 'corrupt') log.warn(`cache of account ${accountId} was unreadable (${read.reason}); moved to ${read.movedTo}`)
      if (read.status !== 'ok') return null
      // Older files also hold the capabilities a server lacked: those are asked again at every start now.
      const { fetchedAt, sectionsFetchedAt, snapshot } = read.value
      return { fetchedAt, sectionsFetchedAt: sectionsFetchedAt as CachedSnapshot['sectionsFetchedAt'], snapshot: snapshot as AccountSnapshot }
    },
    async write(accountId: string, entry: CachedSnapshot): Promise<void> {
      await writeJsonFile(fileOf(accountId), { version: 1, ...entry, snapshot: withoutSecrets(entry.snapshot) })
    },
    async remove(accountId: string): Promise<void> {
      await fs.rm(fileOf(accountId), { force: true })
    },
  }
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>
