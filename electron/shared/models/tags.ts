import type { ResourceKind } from '../resources/refs'

/**
 * Tags, notes and saved views: the user's own words about resources the provider's API has no labels for, kept
 * beside the cache. Pure and glob-free: the tag store's crash test runs it in a child process under tsx.
 */

/** A tagged resource: never a category row. Ids are the API's numbers; a record's zone makes its id unique. */
export interface TaggedRef {
  kind: Exclude<ResourceKind, 'category'>
  id: number
  parentId?: number
}

/** What the user said about one resource of one account. */
export interface TagRecord {
  accountId: string
  resource: TaggedRef
  /** `key=value` or a bare word, each once, in the order given. */
  tags: string[]
  /** Short plain text; '' for none. */
  note: string
}

/** A tag record whose resource is no longer in its account's cache (or whose account is gone). */
export interface OrphanedRecord extends TagRecord {
  /** Why it is orphaned: the resource is gone from a read snapshot, or the account was removed. */
  reason: 'gone' | 'account'
}

/** A named query that spans accounts (filter language: `shared/filter`). */
export interface SavedView {
  name: string
  query: string
  /** Shown in the sidebar. */
  pinned: boolean
}

/** What an import would do, shown before anything is changed. */
export interface ImportDiff {
  added: TagRecord[]
  changed: Array<{ before: TagRecord; after: TagRecord }>
  unchanged: number
  views: { added: SavedView[]; changed: Array<{ before: SavedView; after: SavedView }> }
}

export const TAG_MAX = 64
export const TAGS_PER_RESOURCE = 30
export const NOTE_MAX = 1000
export const VIEW_NAME_MAX = 60
export const VIEWS_MAX = 100

/**
 * A tag: a word of letters, digits, `.`, `_` and `-` (any script), optionally `=` and a value of the same and
 * `:`, `/`, `@`. No spaces: a filter term ends at a space.
 */
export const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]*(=[\p{L}\p{N}._:/@-]+)?$/u

/** Why a tag is not one, in words that say what to fix; null when it is fine. */
export function tagProblem(tag: string): string | null {
  if (tag.length === 0) return 'A tag cannot be empty.'
  if (tag.length > TAG_MAX) return `A tag is at most ${TAG_MAX} characters: "${tag.slice(0, 20)}…" is longer.`
  if (/\s/.test(tag)) return `A tag has no spaces: write "${tag.replace(/\s+/g, '-')}" instead.`
  if (!TAG_PATTERN.test(tag))
    return `"${tag}" is no tag: use a word (client) or key=value (env=prod) of letters, digits, ".", "_" and "-".`
  return null
}

/** A tag's key and value (a bare word has none). Keys compare without case. */
export function splitTag(tag: string): { key: string; value: string | null } {
  const at = tag.indexOf('=')
  return at < 0 ? { key: tag, value: null } : { key: tag.slice(0, at), value: tag.slice(at + 1) }
}

/** The tags as typed: spaces and commas between them, each once (first spelling kept, case aside). */
export function parseTagList(text: string): string[] {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const tag of text.split(/[\s,]+/)) {
    if (!tag || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    tags.push(tag)
  }
  return tags
}

/** One string per tagged resource of an account: the store's map key and the orphan check's. */
export const taggedKey = (accountId: string, ref: TaggedRef): string =>
  `${accountId}\n${ref.kind}:${ref.parentId ?? ''}:${ref.id}`
