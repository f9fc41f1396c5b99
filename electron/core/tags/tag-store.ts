import { join } from 'node:path'
import type { SavedView, TagRecord, TaggedRef } from '../../shared/models/tags'
import { writeChunksAtomically, type WriteFs } from '../files/atomic-write'
import { sameName } from '../../shared/resources/descriptor'
import { BackendError } from '../errors'
import { readJsonFile } from '../files/json-file'
import { createOneWriter } from '../files/one-writer'
import type { Logger } from '../ports'
import {
  interner,
  recordFrom,
  refKeyOf,
  tagFilePieces,
  tagFileSchema,
  viewOf,
  type AccountTags,
  type TagEntry,
} from './tag-file'
import { accountIds, allEntries, copyState, entriesOf, type LineReader, type TagState } from './tag-state'

const EMPTY: AccountTags = new Map()

/** Records grouped by their account. */
function byAccount<R extends Pick<TagRecord, 'accountId'>>(records: readonly R[]): Map<string, R[]> {
  const groups = new Map<string, R[]>()
  for (const r of records) {
    const group = groups.get(r.accountId)
    if (group) group.push(r)
    else groups.set(r.accountId, [r])
  }
  return groups
}

/** A draft's map of one account, its own to change; an account left with none is dropped. */
function edit<T>(draft: TagState, reader: LineReader, accountId: string, change: (records: AccountTags) => T): T {
  const records = new Map(entriesOf(draft, accountId, reader))
  const result = change(records)
  if (records.size > 0) draft.accounts.set(accountId, records)
  else draft.accounts.delete(accountId)
  return result
}

export interface TagStoreOptions {
  /** Told after every saved change. */
  onChange?: () => void
  /** The file system writes go through (tests: one that fills up). */
  fs?: WriteFs
}

/**
 * The tag file as a state, each account's lines kept to be made into entries when asked for (`entriesOf`, which
 * leaves out and logs an unreadable entry); a corrupt file moved aside.
 */
async function readTagFile(path: string, log: Logger): Promise<TagState> {
  const read = await readJsonFile(path, tagFileSchema)
  if (read.status === 'corrupt') log.warn(`tags were unreadable (${read.reason}); moved to ${read.movedTo}`)
  const state: TagState = { accounts: new Map(), unread: new Map(), views: [] }
  if (read.status !== 'ok') return state
  for (const [accountId, lines] of Object.entries(read.value.accounts)) state.unread.set(accountId, lines)
  for (const value of read.value.views) {
    const view = viewOf(value)
    if (view && !state.views.some((v) => v.name === view.name)) state.views.push(view)
  }
  return state
}

/** Refuses a rename to a name another view has (case and spaces aside): the other view would be lost. */
function refuseClash(views: readonly SavedView[], name: string, previous: string): void {
  const clash = views.find((v) => v.name !== previous && sameName(v.name, name))
  if (clash)
    throw new BackendError({
      kind: 'validation',
      field: 'name',
      message: `A view is named “${clash.name}” already: choose another name.`,
    })
}

/** Saving and deleting views, and an import's merge: each one change of the file. */
function viewEdits(writer: ReturnType<typeof createOneWriter<TagState>>, reader: LineReader) {
  return {
    /**
     * Adds a view, or replaces the one of the same name. `previous`: the name it had, when renamed; a rename to
     * another view's name (case and spaces aside) is refused, and nothing changes.
     */
    saveView(view: SavedView, previous?: string): Promise<SavedView[]> {
      return writer.change((draft) => {
        if (previous !== undefined && previous !== view.name) refuseClash(draft.views, view.name, previous)
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
        for (const [accountId, theirs] of byAccount(records))
          edit(draft, reader, accountId, (mine) => {
            for (const r of theirs) mine.set(refKeyOf(r.resource), { tags: [...r.tags], note: r.note })
          })
        const names = new Set(views.map((v) => v.name))
        draft.views = [...draft.views.filter((v) => !names.has(v.name)), ...views]
      })
    },
  }
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

  /** The state, read once (two first callers share one read). */
  function load(): Promise<TagState> {
    if (state) return Promise.resolve(state)
    loading ??= readTagFile(path, log).then((read) => {
      if (!state) [state, version] = [read, version + 1]
      return state
    })
    return loading
  }

  const reader: LineReader = {
    intern: interner(),
    dropped: (accountId, count) => log.warn(`tags: ${count} unreadable entries of ${accountId} left out`),
  }
  const entries = (accountId: string) => (state ? entriesOf(state, accountId, reader) : EMPTY)

  const writer = createOneWriter<TagState>(
    load,
    (next) => writeChunksAtomically(path, tagFilePieces(allEntries(next, reader), next.views), options.fs),
    (next) => {
      ;[state, version] = [next, version + 1]
      options.onChange?.()
    },
    copyState,
  )

  return {
    load,
    /** Moves on with every change (and the first load). */
    version: () => version,
    /** One account's entries, by `refKey` (none before the first load): what the filter looks up. */
    ofAccount: (accountId: string): ReadonlyMap<string, TagEntry> => entries(accountId),
    /** Every record, or one account's. */
    async records(accountId?: string): Promise<TagRecord[]> {
      const loaded = await load()
      const ids = accountId === undefined ? accountIds(loaded) : [accountId]
      return ids.flatMap((id) => [...entries(id)].map(([key, entry]) => recordFrom(id, key, entry)))
    },
    /** A resource's tags as loaded (none before the first load). */
    tagsOf: (accountId: string, ref: TaggedRef): readonly string[] | undefined =>
      entries(accountId).get(refKeyOf(ref))?.tags,
    /** Sets a resource's tags and note; no tags and no note remove its record (answered as null). */
    set(accountId: string, resource: TaggedRef, tags: string[], note: string): Promise<TagRecord | null> {
      return writer.change((draft) =>
        edit(draft, reader, accountId, (records) => {
          const key = refKeyOf(resource)
          if (tags.length === 0 && note.trim() === '') {
            records.delete(key)
            return null
          }
          records.set(key, { tags: [...tags], note })
          return { accountId, resource: { ...resource }, tags: [...tags], note }
        }),
      )
    },
    /** Removes these resources' records; answers how many there were. */
    remove(gone: ReadonlyArray<Pick<TagRecord, 'accountId' | 'resource'>>): Promise<number> {
      return writer.change((draft) => {
        let removed = 0
        for (const [accountId, refs] of byAccount(gone))
          edit(draft, reader, accountId, (records) => {
            for (const { resource } of refs) if (records.delete(refKeyOf(resource))) removed++
          })
        return removed
      })
    },
    /**
     * Changes many resources' tags in one write (a bulk add or remove over accounts): `change` answers a resource's
     * new tags from its old ones; a record left with no tags and no note is removed. Answers how many changed.
     */
    retag(
      items: ReadonlyArray<Pick<TagRecord, 'accountId' | 'resource'>>,
      change: (tags: readonly string[]) => string[],
    ): Promise<number> {
      return writer.change((draft) => {
        let changed = 0
        for (const [accountId, refs] of byAccount(items))
          edit(draft, reader, accountId, (records) => {
            for (const { resource } of refs) {
              const key = refKeyOf(resource)
              const entry = records.get(key) ?? { tags: [], note: '' }
              const tags = change(entry.tags)
              if (tags.length === entry.tags.length && tags.every((tag, i) => tag === entry.tags[i])) continue
              changed++
              if (tags.length === 0 && entry.note.trim() === '') records.delete(key)
              else records.set(key, { tags, note: entry.note })
            }
          })
        return changed
      })
    },
    views: async (): Promise<SavedView[]> => [...(await load()).views],
    ...viewEdits(writer, reader),
  }
}

export type TagStore = ReturnType<typeof createTagStore>
