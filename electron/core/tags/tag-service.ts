import type { AccountSnapshot } from '../../shared/models/session'
import type { OrphanedRecord, TagRecord } from '../../shared/models/tags'
import { orphansOf } from './orphans'
import type { TagStore } from './tag-store'

export interface TagServiceDeps {
  store: TagStore
  /** Every account's id, hidden ones too (a hidden account's tags are not orphaned). */
  accountIds(): Promise<string[]>
  /** The cached snapshot of each account the fleet holds (null: never read). */
  snapshots(): Promise<ReadonlyMap<string, AccountSnapshot | null>>
}

/** Tags, notes and saved views: the store, told to every window when it changes, and the orphans it holds. */
export function createTagService(deps: TagServiceDeps) {
  const { store } = deps

  async function orphaned(): Promise<OrphanedRecord[]> {
    const [records, ids, snapshots] = await Promise.all([store.records(), deps.accountIds(), deps.snapshots()])
    return orphansOf(records, new Set(ids), snapshots)
  }

  return {
    store,
    list: (accountId?: string): Promise<TagRecord[]> => store.records(accountId),
    set: (input: Pick<TagRecord, 'accountId' | 'resource' | 'tags' | 'note'>) =>
      store.set(input.accountId, input.resource, input.tags, input.note),
    orphaned,
    async clearOrphaned(): Promise<number> {
      const orphans = await orphaned()
      return orphans.length === 0 ? 0 : store.remove(orphans)
    },
  }
}

export type TagService = ReturnType<typeof createTagService>
