import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output, resourceId } from '../contract-kit'
import {
  NOTE_MAX,
  TAG_MAX,
  TAGS_PER_RESOURCE,
  tagProblem,
  type OrphanedRecord,
  type TagRecord,
  type TaggedRef,
} from '../models/tags'
import { RESOURCE_KINDS } from '../resources/registry'
import { isSafeText } from '../safe-text'
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

export const tagsChannels = {
  /** Every account's tags and notes, or one account's (works offline: they are the user's own, on disk). */
  'tags:list': channel(z.object({ accountId: accountIdSchema.optional() }).strict(), output<TagRecord[]>()),
  /** Sets one resource's tags and note; none of either removes them (answered as null). */
  'tags:set': channel(setTagsSchema, output<TagRecord | null>()),
  /** Tags and notes on resources no longer in their account's cache, or of removed accounts. */
  'tags:orphaned': channel(z.undefined(), output<OrphanedRecord[]>()),
  /** Removes every orphaned record at once; answers how many. */
  'tags:clearOrphaned': channel(z.undefined(), output<number>()),
}

export const tagsEvents = {
  /** Tags, notes or views changed (this window, another, or an import). */
  'tags:changed': event<null>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ChannelSlices {
    tags: typeof tagsChannels
  }
  interface EventSlices {
    tags: typeof tagsEvents
  }
}
