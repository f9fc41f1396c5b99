import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { ImportDiff, OrphanedRecord, SavedView, TagRecord, TaggedRef } from '@shared/models/tags'
import { refKey, type ResourceRef } from '@shared/resources'
import { call, subscribe } from '../api/client'
import { useAccountsStore } from './accounts'

/** A ref that can carry tags: a resource with a numeric id (never a category row). */
export function taggable(ref: ResourceRef | null | undefined): TaggedRef | null {
  if (!ref || ref.kind === 'category' || typeof ref.id !== 'number') return null
  return ref.parentId === undefined
    ? { kind: ref.kind, id: ref.id }
    : { kind: ref.kind, id: ref.id, parentId: ref.parentId }
}

/**
 * The active account's tags and notes (the user's own, kept by the backend beside the cache), read when first
 * asked for and again when they change anywhere; and the orphans of every account, read when asked for.
 */
export const useTagsStore = defineStore('tags', () => {
  const accounts = useAccountsStore()
  /** The active account's records, by `refKey`. */
  const records = shallowRef(new Map<string, TagRecord>())
  const orphaned = shallowRef<OrphanedRecord[] | null>(null)
  let wanted = false
  let asked = 0
  /** The saved views, read at start (the sidebar pins them) and again when they change. */
  const views = shallowRef<SavedView[]>([])
  /** The overview's filter: what a view opens it with. */
  const filter = ref('')

  async function load(): Promise<void> {
    wanted = true
    const accountId = accounts.active?.id
    const mine = ++asked
    const list = accountId ? await call('tags:list', { accountId }) : []
    // An answer overtaken by a newer question (another account by now) is dropped.
    if (mine === asked) records.value = new Map(list.map((r) => [refKey(r.resource), r]))
  }
  const ensure = () => (wanted ? Promise.resolve() : load())

  const recordOf = (ref: ResourceRef | null | undefined): TagRecord | undefined =>
    ref ? records.value.get(refKey(ref)) : undefined

  /** Sets a resource's tags and note in the active account (none of either removes them). */
  async function save(resource: TaggedRef, tags: string[], note: string): Promise<void> {
    const accountId = accounts.active?.id
    if (!accountId) throw new Error('No account is active: there is nothing to tag.')
    const saved = await call('tags:set', { accountId, resource, tags, note })
    const next = new Map(records.value)
    if (saved) next.set(refKey(resource), saved)
    else next.delete(refKey(resource))
    records.value = next
  }

  async function loadOrphaned(): Promise<void> {
    orphaned.value = await call('tags:orphaned')
  }
  async function clearOrphaned(): Promise<number> {
    const cleared = await call('tags:clearOrphaned')
    await loadOrphaned()
    return cleared
  }

  async function loadViews(): Promise<void> {
    views.value = await call('tags:views')
  }
  async function saveView(view: SavedView, previous?: string): Promise<void> {
    views.value = await call('tags:saveView', { view, previous })
  }
  /** Renames a view (and may change its query and pin): a name another view has is refused by the backend. */
  async function renameView(previous: string, view: SavedView): Promise<void> {
    views.value = await call('tags:saveView', { view, previous })
  }
  async function deleteView(name: string): Promise<void> {
    views.value = await call('tags:deleteView', { name })
  }
  const exportYaml = () => call('tags:export')
  const previewImport = (text: string): Promise<ImportDiff> => call('tags:importPreview', { text })
  const importYaml = (text: string): Promise<ImportDiff> => call('tags:import', { text })

  subscribe('tags:changed', () => {
    if (wanted) void load()
    if (orphaned.value) void loadOrphaned()
    void loadViews().catch(() => undefined)
  })
  watch(
    () => accounts.active?.id,
    () => wanted && void load(),
  )

  return {
    records,
    orphaned,
    views,
    filter,
    ensure,
    load,
    recordOf,
    save,
    loadOrphaned,
    clearOrphaned,
    loadViews,
    saveView,
    renameView,
    deleteView,
    exportYaml,
    previewImport,
    importYaml,
  }
})
