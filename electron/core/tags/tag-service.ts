import type { AccountSnapshot } from '../../shared/models/session'
import {
  TAGS_PER_RESOURCE,
  type ImportDiff,
  type OrphanedRecord,
  type SavedView,
  type TagRecord,
} from '../../shared/models/tags'
import { BackendError } from '../errors'
import { orphansOf } from './orphans'
import type { TagStore } from './tag-store'
import { diffOf, fromYaml, toYaml } from './tag-yaml'

/** One tag added to or removed from many resources of several accounts at once. */
export interface BulkTagInput {
  items: ReadonlyArray<Pick<TagRecord, 'accountId' | 'resource'>>
  tag: string
  remove: boolean
}

/**
 * What a bulk add or remove makes of one resource's tags: the tag added once (case aside, as tags compare) at the
 * end, or taken out. A resource whose tags are full refuses the add before anything is written.
 */
function retagOf({ tag, remove }: BulkTagInput) {
  const same = (other: string) => other.toLowerCase() === tag.toLowerCase()
  return (tags: readonly string[]): string[] => {
    if (remove) return tags.filter((other) => !same(other))
    if (tags.some(same)) return [...tags]
    if (tags.length >= TAGS_PER_RESOURCE)
      throw new BackendError({
        kind: 'validation',
        message: `A resource has ${TAGS_PER_RESOURCE} tags already: remove one from it before adding “${tag}”.`,
      })
    return [...tags, tag]
  }
}

export interface TagServiceDeps {
  store: TagStore
  /** Every account, hidden ones too (a hidden account's tags are not orphaned). */
  accounts(): Promise<Array<{ id: string; label: string }>>
  /** The cached snapshot of each account the fleet holds (null: never read). */
  snapshots(): Promise<ReadonlyMap<string, AccountSnapshot | null>>
}

/** Tags, notes and saved views: the store, told to every window when it changes, and the orphans it holds. */
export function createTagService(deps: TagServiceDeps) {
  const { store } = deps

  async function orphaned(): Promise<OrphanedRecord[]> {
    const [records, accounts, snapshots] = await Promise.all([store.records(), deps.accounts(), deps.snapshots()])
    return orphansOf(records, new Set(accounts.map((a) => a.id)), snapshots)
  }

  return {
    store,
    list: (accountId?: string): Promise<TagRecord[]> => store.records(accountId),
    set: (input: Pick<TagRecord, 'accountId' | 'resource' | 'tags' | 'note'>) =>
      store.set(input.accountId, input.resource, input.tags, input.note),
    bulk: (input: BulkTagInput) => store.retag(input.items, retagOf(input)),
    orphaned,
    views: () => store.views(),
    saveView: (view: SavedView, previous?: string) => store.saveView(view, previous),
    deleteView: (name: string) => store.deleteView(name),
    async exportYaml(): Promise<string> {
      const [records, views, accounts] = await Promise.all([store.records(), store.views(), deps.accounts()])
      return toYaml(records, views, new Map(accounts.map((a) => [a.id, a.label])))
    },
    /** What importing would do; with `apply`, does it (the records and views it adds or changes). */
    async importYaml(text: string, apply: boolean): Promise<ImportDiff> {
      const read = fromYaml(text, await deps.accounts())
      if ('problem' in read) throw new BackendError({ kind: 'validation', message: read.problem })
      const diff = diffOf({ records: await store.records(), views: await store.views() }, read)
      const views = [...diff.views.added, ...diff.views.changed.map((c) => c.after)]
      if (apply) await store.merge([...diff.added, ...diff.changed.map((c) => c.after)], views)
      return diff
    },
    async clearOrphaned(): Promise<number> {
      const orphans = await orphaned()
      return orphans.length === 0 ? 0 : store.remove(orphans)
    },
  }
}

export type TagService = ReturnType<typeof createTagService>
