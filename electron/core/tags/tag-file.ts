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
 * tags.json: every account's tags and notes, and the saved views. The envelope is checked by a schema; each entry
 * by hand, because a schema walking 100,000 of them took most of the load's budget, and a bad entry is dropped
 * alone (said in the log) rather than setting the whole file aside.
 */
export const tagFileSchema = z.object({
  version: z.literal(1),
  entries: z.array(z.unknown()),
  views: z.array(z.unknown()).catch([]),
})

const KIND = /^[a-zA-Z]{1,40}$/
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

/** One stored entry as a record, or null when it is not one. */
export function recordOf(value: unknown): TagRecord | null {
  if (typeof value !== 'object' || value === null) return null
  const { account, kind, id, parentId, tags, note } = value as Record<string, unknown>
  if (typeof account !== 'string' || account.length === 0 || account.length > 64) return null
  if (typeof kind !== 'string' || !KIND.test(kind) || kind === 'category' || !isId(id)) return null
  if (parentId !== undefined && !isId(parentId)) return null
  if (!Array.isArray(tags) || tags.length > TAGS_PER_RESOURCE) return null
  if (!tags.every((t): t is string => typeof t === 'string' && tagProblem(t) === null)) return null
  if (typeof note !== 'string' || note.length > NOTE_MAX) return null
  const resource = { kind, id, ...(parentId === undefined ? {} : { parentId }) } as TaggedRef
  return { accountId: account, resource, tags, note }
}

export function viewOf(value: unknown): SavedView | null {
  if (typeof value !== 'object' || value === null) return null
  const { name, query, pinned } = value as Record<string, unknown>
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > VIEW_NAME_MAX) return null
  if (typeof query !== 'string' || query.length > 300) return null
  return { name, query, pinned: pinned === true }
}

/** The file's text, a line per entry (a diff shows what changed), in stable order: account, kind, parent, id. */
export function* tagFilePieces(records: Iterable<TagRecord>, views: readonly SavedView[]): Generator<string> {
  yield `{"version":1,"views":${JSON.stringify(views)},"entries":[`
  let first = true
  for (const r of sortedRecords(records)) {
    const { kind, id, parentId } = r.resource
    const entry = { account: r.accountId, kind, id, ...(parentId === undefined ? {} : { parentId }), tags: r.tags }
    yield `${first ? '' : ','}\n${JSON.stringify({ ...entry, note: r.note })}`
    first = false
  }
  yield '\n]}\n'
}

/** Records in a stable order: by account, kind, parent and id. */
export function sortedRecords(records: Iterable<TagRecord>): TagRecord[] {
  // Code-unit order, not the locale's: the same file on every machine.
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const order = (a: TagRecord, b: TagRecord) =>
    text(a.accountId, b.accountId) ||
    text(a.resource.kind, b.resource.kind) ||
    (a.resource.parentId ?? 0) - (b.resource.parentId ?? 0) ||
    a.resource.id - b.resource.id
  return [...records].sort(order)
}
