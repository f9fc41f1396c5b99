import { z } from 'zod'
import {
  NOTE_MAX,
  TAGS_PER_RESOURCE,
  VIEW_NAME_MAX,
  tagProblem,
  type SavedView,
  type TagRecord,
  type TaggedRef,
} from '../../shared/models/tags'

/**
 * tags.json: the saved views, and per account a line per tagged resource, `[kind, id, parentId|null, [tags],
 * note]`, in a stable order. Compact, because 100,000 of them must load in well under a tenth of a second; the
 * file a team keeps in git is the YAML export. The envelope is checked by a schema, each entry by hand (a schema
 * walking 100,000 took most of the budget), and a bad entry is dropped alone rather than the whole file.
 */
export const tagFileSchema = z.object({
  version: z.literal(1),
  views: z.array(z.unknown()).catch([]),
  accounts: z.record(z.string().min(1).max(64), z.array(z.unknown())),
})

/**
 * What is kept of one tagged resource: its account and ref are the keys it is kept under. Tag lists are shared
 * between resources tagged alike (never changed in place: a change makes a new one).
 */
export interface TagEntry {
  tags: readonly string[]
  note: string
}

/** One account's entries, by `refKey` (`kind:parentId:id`). */
export type AccountTags = Map<string, TagEntry>

export const refKeyOf = (ref: TaggedRef): string => `${ref.kind}:${ref.parentId ?? ''}:${ref.id}`

/** The ref a `refKey` stands for. */
export function refOfKey(key: string): TaggedRef {
  const [kind = '', parent = '', id = ''] = key.split(':')
  const ref = { kind, id: Number(id) } as TaggedRef
  if (parent) ref.parentId = Number(parent)
  return ref
}

/** An entry as the channels answer it. */
export const recordFrom = (accountId: string, key: string, entry: TagEntry): TagRecord => ({
  accountId,
  resource: refOfKey(key),
  tags: [...entry.tags],
  note: entry.note,
})

const KIND = /^[a-zA-Z]{1,40}$/
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

export interface Interner {
  /**
   * The one list of these tags, or null when one of them is not a tag (`tagProblem`). A list is checked, and its
   * tags' strings made one, the first time it is seen: most resources are tagged like many others.
   */
  tags(tags: readonly unknown[]): readonly string[] | null
  /** Whether a kind's name is one (checked once per name). */
  kind(kind: string): boolean
}

/**
 * Lists and strings read once each: JSON.parse makes a new string for every `"env=prod"` of 100,000 lines; one
 * copy of each list is megabytes less, and each is checked once however often it is used.
 */
export function interner(): Interner {
  const texts = new Map<string, string>()
  const lists = new Map<string, readonly string[] | null>()
  const kinds = new Map<string, boolean>()
  const text = (value: string) => texts.get(value) ?? (texts.set(value, value), value)
  const checked = (tags: readonly unknown[]): readonly string[] | null =>
    tags.length <= TAGS_PER_RESOURCE && tags.every((t) => typeof t === 'string' && tagProblem(t) === null)
      ? tags.map((t) => text(String(t)))
      : null
  return {
    tags(tags) {
      const key = tags.join('\n')
      let list = lists.get(key)
      if (list === undefined) lists.set(key, (list = checked(tags)))
      return list
    },
    kind(kind) {
      let valid = kinds.get(kind)
      if (valid === undefined) kinds.set(kind, (valid = KIND.test(kind) && kind !== 'category'))
      return valid
    },
  }
}

/**
 * Puts one stored line into an account's entries; false when it is not one. Indexed reads, no destructuring and
 * no pair made per line: 100,000 lines are read in the load's budget.
 */
export function addEntry(entries: AccountTags, line: unknown, intern: Interner): boolean {
  if (!Array.isArray(line) || line.length !== 5) return false
  const kind: unknown = line[0]
  const id: unknown = line[1]
  const parentId: unknown = line[2]
  const tags: unknown = line[3]
  const note: unknown = line[4]
  if (typeof kind !== 'string' || !intern.kind(kind) || !isId(id)) return false
  if (parentId !== null && !isId(parentId)) return false
  if (typeof note !== 'string' || note.length > NOTE_MAX || !Array.isArray(tags)) return false
  const list = intern.tags(tags)
  if (!list) return false
  entries.set(`${kind}:${parentId ?? ''}:${id}`, { tags: list, note })
  return true
}

export function viewOf(value: unknown): SavedView | null {
  if (typeof value !== 'object' || value === null) return null
  const { name, query, pinned } = value as Record<string, unknown>
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > VIEW_NAME_MAX) return null
  if (typeof query !== 'string' || query.length > 300) return null
  return { name, query, pinned: pinned === true }
}

/** Code-unit order, not the locale's: the same file on every machine. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** An account's entries in a stable order: by kind, parent and id. */
function sortedEntries(entries: AccountTags): Array<[TaggedRef, TagEntry]> {
  return [...entries]
    .map(([key, entry]): [TaggedRef, TagEntry] => [refOfKey(key), entry])
    .sort(([a], [b]) => byText(a.kind, b.kind) || (a.parentId ?? 0) - (b.parentId ?? 0) || a.id - b.id)
}

/** The file's text in pieces (written as they come), accounts and their lines in a stable order. */
export function* tagFilePieces(
  accounts: ReadonlyMap<string, AccountTags>,
  views: readonly SavedView[],
): Generator<string> {
  yield `{"version":1,"views":${JSON.stringify(views)},"accounts":{`
  const ids = [...accounts.keys()].sort(byText)
  for (const [a, id] of ids.entries()) {
    yield `${a === 0 ? '' : ','}\n${JSON.stringify(id)}:[`
    for (const [i, [ref, entry]] of sortedEntries(accounts.get(id) ?? new Map()).entries()) {
      const line = JSON.stringify([ref.kind, ref.id, ref.parentId ?? null, entry.tags, entry.note])
      yield `${i === 0 ? '' : ','}\n${line}`
    }
    yield '\n]'
  }
  yield '\n}}\n'
}
