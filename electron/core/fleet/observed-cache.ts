import type { CachedSnapshot, SnapshotCache } from '../session/snapshot-cache'

/** The snapshot cache, telling `onWrite` about every entry written (after it landed) and `onRemove` about removals. */
export function observeCache(
  cache: SnapshotCache,
  on: { write(accountId: string, entry: CachedSnapshot): void; remove(accountId: string): void },
): SnapshotCache {
  return {
    ...cache,
    async write(accountId, entry) {
      await cache.write(accountId, entry)
      on.write(accountId, entry)
    },
    async remove(accountId) {
      await cache.remove(accountId)
      on.remove(accountId)
    },
  }
}
