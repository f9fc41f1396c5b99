import { join } from 'node:path'
import { taggedKey, type SavedView, type TagRecord, type TaggedRef } from '../../shared/models/tags'
import { writeChunksAtomically, type WriteFs } from '../files/atomic-write'
import { readJsonFile } from '../files/json-file'
import { createOneWriter } from '../files/one-writer'
import type { Logger } from '../ports'
import { recordOf, tagFileSchema, tagFilePieces, viewOf } from './tag-file'

/** The store's state: records by `taggedKey`, replaced whole on a change (never changed in place), and the views. */
export interface TagState {
  records: Map<string, TagRecord>
  views: SavedView[]
}

const EMPTY: ReadonlyMap<string, readonly string[]> = new Map()

/** A draft of the state: a new map of the same records (the records themselves are never changed in place). */
const copyState = (state: TagState): TagState => ({ records: new Map(state.records), views: [...state.views] })

export interface TagStoreOptions {
  /** Told after every saved change. */
  onChange?: () => void
  /** The file system writes go through (tests: one that fills up). */
  fs?: WriteFs
}

/**
 * Tags, notes and saved views in `tags.json` in the data folder, with the cache's guarantees: every save is an
 * atomic write (a kill mid-write leaves the last saved file whole), a full or read-only disk refuses the change
 * with the reason and keeps the state as it was, and changes run one at a time, each from the last saved state.
 */
export function createTagStore(dataDir: string, log: Logger, options: TagStoreOptions = {}) {
  const path = join(dataDir, 'tags.json')
  let state: TagState | undefined
  let loading: Promise<TagState> | undefined
  /** Moves on with every state adopted: what was derived from an older one is made again. */
  let version = 0
  let byAccount: { version: number; maps: Map<string, Map<string, readonly string[]>> } | null = null

  async function read(): Promise<TagState> {
    const read = await readJsonFile(path, tagFileSchema)
    if (read.status === 'corrupt') log.warn(`tags were unreadable (${read.reason}); moved to ${read.movedTo}`)
    const records = new Map<string, TagRecord>()
    const views: SavedView[] = []
    if (read.status !== 'ok') return { records, views }
    let dropped = 0
    for (const value of read.value.entries) {
      const record = recordOf(value)
      if (record) records.set(taggedKey(record.accountId, record.resource), record)
      else dropped++
    }
    for (const value of read.value.views) {
      const view = viewOf(value)
      if (view && !views.some((v) => v.name === view.name)) views.push(view)
    }
    if (dropped > 0) log.warn(`tags: ${dropped} unreadable entries left out`)
    return { records, views }
  }

  /** The state, read once (two first callers share one read). */
  function load(): Promise<TagState> {
    if (state) return Promise.resolve(state)
    loading ??= read().then((read) => {
      if (!state) [state, version] = [read, version + 1]
      return state
    })
    return loading
  }

  const writer = createOneWriter<TagState>(
    load,
    (next) => writeChunksAtomically(path, tagFilePieces(next.records.values(), next.views), options.fs),
    (next) => {
      ;[state, version] = [next, version + 1]
      options.onChange?.()
    },
    copyState,
  )

  /** Each account's tagged resources (by `refKey`), made once per state. */
  function tagMaps(): Map<string, Map<string, readonly string[]>> {
    if (byAccount?.version === version) return byAccount.maps
    const maps = new Map<string, Map<string, readonly string[]>>()
    for (const r of state?.records.values() ?? []) {
      if (r.tags.length === 0) continue
      let map = maps.get(r.accountId)
      if (!map) maps.set(r.accountId, (map = new Map()))
      map.set(`${r.resource.kind}:${r.resource.parentId ?? ''}:${r.resource.id}`, r.tags)
    }
    byAccount = { version, maps }
    return maps
  }

  return {
    load,
    /** Moves on with every change (and the first load). */
    version: () => version,
    /** One account's tagged resources, by `refKey` (none before the first load): what the filter looks up. */
    ofAccount: (accountId: string): ReadonlyMap<string, readonly string[]> => tagMaps().get(accountId) ?? EMPTY,
    /** Every record, or one account's. */
    async records(accountId?: string): Promise<TagRecord[]> {
      const all = [...(await load()).records.values()]
      return accountId === undefined ? all : all.filter((r) => r.accountId === accountId)
    },
    /** A resource's tags as loaded (none before the first load): what the search index asks per item. */
    tagsOf: (accountId: string, ref: TaggedRef): readonly string[] | undefined =>
      state?.records.get(taggedKey(accountId, ref))?.tags,
    /** Sets a resource's tags and note; no tags and no note remove its record (answered as null). */
    set(accountId: string, resource: TaggedRef, tags: string[], note: string): Promise<TagRecord | null> {
      return writer.change((draft) => {
        const key = taggedKey(accountId, resource)
        if (tags.length === 0 && note.trim() === '') {
          draft.records.delete(key)
          return null
        }
        const record: TagRecord = { accountId, resource: { ...resource }, tags: [...tags], note }
        draft.records.set(key, record)
        return record
      })
    },
    /** Removes the records of these keys (`taggedKey`); answers how many there were. */
    remove(keys: readonly string[]): Promise<number> {
      return writer.change((draft) => keys.filter((key) => draft.records.delete(key)).length)
    },
    views: async (): Promise<SavedView[]> => [...(await load()).views],
    /** Adds a view, or replaces the one of the same name (`previous`: the name it had, when renamed). */
    saveView(view: SavedView, previous?: string): Promise<SavedView[]> {
      return writer.change((draft) => {
        const at = draft.views.findIndex((v) => v.name === (previous ?? view.name))
        const others = draft.views.filter((v, i) => i !== at && v.name !== view.name)
        draft.views = at < 0 ? [...others, view] : [...others.slice(0, at), view, ...others.slice(at)]
        return [...draft.views]
      })
    },
    deleteView(name: string): Promise<SavedView[]> {
      return writer.change((draft) => {
        draft.views = draft.views.filter((v) => v.name !== name)
        return [...draft.views]
      })
    },
    /** Puts records and views in (an import the user confirmed): each replaces the one of its key or name. */
    merge(records: readonly TagRecord[], views: readonly SavedView[]): Promise<void> {
      return writer.change((draft) => {
        for (const r of records) draft.records.set(taggedKey(r.accountId, r.resource), r)
        const names = new Set(views.map((v) => v.name))
        draft.views = [...draft.views.filter((v) => !names.has(v.name)), ...views]
      })
    },
  }
}

export type TagStore = ReturnType<typeof createTagStore>
