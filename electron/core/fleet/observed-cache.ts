import type { CachedSnapshot, SnapshotCache } from '../session/snapshot-cache'

/**
 * The snapshot cache, telling `onWrite` about every entry as it is handed over to be written (a write waits for
 * the backend's start to settle, see WRITE_SETTLE_MS; the read it keeps was made now) and `onRemove` about
 * removals once they are done.
 */
export function observeCache(
  cache: SnapshotCache,
  on: { write(accountId: string, entry: CachedSnapshot): void; remove(accountId: string): void },
): SnapshotCache {
  return {
    ...cache,
    async write(accountId, entry) {
      const written = cache.write(accountId, entry)
      on.write(accountId, entry)
      await written
    },
    async remove(accountId) {
      await cache.remove(accountId)
      on.remove(accountId)
    },
  }
}
