import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output, resourceId } from '../contract-kit'
import {
  NOTE_MAX,
  TAG_MAX,
  TAGS_PER_RESOURCE,
  tagProblem,
  VIEW_NAME_MAX,
  type ImportDiff,
  type OrphanedRecord,
  type SavedView,
  type TagRecord,
  type TaggedRef,
} from '../models/tags'
import { RESOURCE_KINDS } from '../resources/registry'
import { isSafeName, isSafeText } from '../safe-text'
import { accountIdSchema } from './accounts'

/** The kinds a tag may be on: every resource kind, never a category row. */
const TAGGABLE = RESOURCE_KINDS.filter((k): k is TaggedRef['kind'] => k !== 'category')

export const taggedRefSchema = z
  .object({
    kind: z.enum(TAGGABLE as [TaggedRef['kind'], ...TaggedRef['kind'][]]),
    id: resourceId,
    parentId: resourceId.optional(),
  })
  .strict()

/** One tag, with a message that says what to fix (`tagProblem`). */
export const tagSchema = z
  .string()
  .max(TAG_MAX * 4)
  .superRefine((tag, ctx) => {
    const problem = tagProblem(tag)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const setTagsSchema = z
  .object({
    accountId: accountIdSchema,
    resource: taggedRefSchema,
    tags: z
      .array(tagSchema)
      .max(TAGS_PER_RESOURCE, `At most ${TAGS_PER_RESOURCE} tags on one resource.`)
      .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'A tag is given twice.'),
    note: z
      .string()
      .max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters.`)
      .refine(isSafeText, 'A note is plain text: no control characters.'),
  })
  .strict()

export const savedViewSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name the view.')
      .max(VIEW_NAME_MAX, `A view's name is at most ${VIEW_NAME_MAX} characters.`)
      .refine(isSafeName, 'A name has no control characters.'),
    query: z.string().max(300),
    pinned: z.boolean(),
  })
  .strict()

/** The most resources one bulk tag takes: every server of several accounts, or a big view. */
export const BULK_TAG_MAX = 5000

export const bulkTagSchema = z
  .object({
    items: z
      .array(z.object({ accountId: accountIdSchema, resource: taggedRefSchema }).strict())
      .min(1)
      .max(BULK_TAG_MAX),
    tag: tagSchema,
    /** true: take the tag off each; false: add it to each that has it not. */
    remove: z.boolean(),
  })
  .strict()

/** An export to import: YAML text, as big as 100,000 tagged resources make it. */
const importText = z.object({ text: z.string().max(30_000_000) }).strict()

export const tagsChannels = {
  /** Every account's tags and notes, or one account's (works offline: they are the user's own, on disk). */
  'tags:list': channel(z.object({ accountId: accountIdSchema.optional() }).strict(), output<TagRecord[]>()),
  /** Sets one resource's tags and note; none of either removes them (answered as null). */
  'tags:set': channel(setTagsSchema, output<TagRecord | null>()),
  /**
   * Adds one tag to (or removes it from) many resources of several accounts in one write: local, so no guard rail
   * and no confirmation; answers how many resources changed.
   */
  'tags:bulk': channel(bulkTagSchema, output<number>()),
  /** Tags and notes on resources no longer in their account's cache, or of removed accounts. */
  'tags:orphaned': channel(z.undefined(), output<OrphanedRecord[]>()),
  /** Removes every orphaned record at once; answers how many. */
  'tags:clearOrphaned': channel(z.undefined(), output<number>()),
  /** The saved views, in their order. */
  'tags:views': channel(z.undefined(), output<SavedView[]>()),
  /** Adds a view or replaces the one of its name (`previous`: its name before a rename). */
  'tags:saveView': channel(
    z.object({ view: savedViewSchema, previous: z.string().max(VIEW_NAME_MAX).optional() }).strict(),
    output<SavedView[]>(),
  ),
  'tags:deleteView': channel(z.object({ name: z.string().max(VIEW_NAME_MAX) }).strict(), output<SavedView[]>()),
  /** Every tag, note and view as one YAML text (stable order), for a file a team keeps in git. */
  'tags:export': channel(z.undefined(), output<string>()),
  /** What importing this YAML would add and change; changes nothing. */
  'tags:importPreview': channel(importText, output<ImportDiff>()),
  /** Imports this YAML (after its preview was shown): added and changed records and views replace their own. */
  'tags:import': channel(importText, output<ImportDiff>()),
}

export const tagsEvents = {
  /** Tags, notes or views changed (this window, another, or an import). */
  'tags:changed': event<null>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    tags: { channels: typeof tagsChannels; events: typeof tagsEvents }
  }
}
