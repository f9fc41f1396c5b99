import type { Logger } from '../ports'
import type { CachedSnapshot, SnapshotCache } from './snapshot-cache'

/**
 * One account's cache file as its session uses it: one read at a time (`prepare` and `open` share it, a failed
 * one is tried again by the next caller), and writes chained so an older snapshot never lands after a newer one.
 */
export function createSessionCacheIo(deps: {
  cache: SnapshotCache
  accountId: string
  log: Logger
  /** What a read found (nothing when there is no cache file). */
  land: (cached: CachedSnapshot) => void
}) {
  let reading: Promise<void> | undefined
  /** The last write; dispose waits for it so a quit never drops the newest snapshot. */
  let writing: Promise<void> = Promise.resolve()
  return {
    read(): Promise<void> {
      reading ??= deps.cache.read(deps.accountId).then((cached) => {
        if (cached) deps.land(cached)
      })
      reading.catch(() => (reading = undefined))
      return reading
    },
    write(entry: CachedSnapshot): void {
      writing = writing
        .then(() => deps.cache.write(deps.accountId, entry))
        .catch((error: unknown) =>
          deps.log.warn(`could not write the cache of account ${deps.accountId}: ${(error as Error).message}`),
        )
    },
    /** Resolves once the last write has landed. */
    flushed: () => writing,
  }
}

export type SessionCacheIo = ReturnType<typeof createSessionCacheIo>
