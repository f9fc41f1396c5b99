import { join } from 'node:path'
import { createAccountRegistry, DEMO_ACCOUNT_ID } from '../core/accounts/registry'
import { createCacheReader, type CachedSnapshot } from '../core/session/cache-files'
import type { Logger } from '../core/ports'
import type { SnapshotSection } from '../shared/models/session'

/** An account as the command line names and lists it. */
export interface AccountChoice {
  id: string
  label: string
  baseUrl: string
  active: boolean
  hidden: boolean
  /** What the token is sent after in the Authorization header (`Bearer`); absent where the core's list says none. */
  authScheme?: string
}

/** Warnings (a cache file set aside as unreadable) go to stderr: a read from the cache has no log of its own. */
const stderrLog: Logger = {
  info: () => undefined,
  warn: (message) => void process.stderr.write(`hostdeck: ${message}\n`),
  error: (message) => void process.stderr.write(`hostdeck: ${message}\n`),
}

/**
 * The data folder's accounts and snapshot cache, read as files, without the core: a read from the cache needs
 * neither the keychain nor the folder's lock (the hosts write both files atomically), so it answers in one short
 * start, beside a running window too. It writes nothing.
 */
export function openCacheShelf(dataDir: string) {
  const registry = createAccountRegistry(dataDir, stderrLog)
  const read = createCacheReader(join(dataDir, 'cache'), stderrLog, new Map())
  return {
    async accounts(): Promise<AccountChoice[]> {
      const [records, activeId] = await Promise.all([registry.all(), registry.activeId()])
      return records.map(({ id, label, baseUrl, hidden, authScheme }) => ({
        ...{ id, label, baseUrl, hidden, authScheme },
        active: id === activeId,
      }))
    },
    /** The account's cached copy, with only `sections` read; null when it has none. */
    snapshot: (accountId: string, sections: readonly SnapshotSection[]): Promise<CachedSnapshot | null> =>
      read(accountId, sections),
  }
}

export type CacheShelf = ReturnType<typeof openCacheShelf>

/** The accounts `-A` reads: those the user added and shows (not the Demo, not hidden ones). */
export const fannedOut = (accounts: readonly AccountChoice[]) =>
  accounts.filter((account) => account.id !== DEMO_ACCOUNT_ID && !account.hidden)
