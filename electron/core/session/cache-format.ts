import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { SnapshotSection } from '../../shared/contract'
import { SECRET_FIELDS } from '../../shared/models/secrets'
import { SNAPSHOT_SECTIONS } from '../../shared/resources'
import { jsonPieces, jsonSlices } from '../files/json-pieces'
import { SECTIONS, type CachedShape } from './sections'

// The cache's formats. Version 1 (still read, never written): one file per account holding the whole snapshot.
// Version 2: each section in parts, one file a part (`<account>@<section>.<n>.json`: a run of a list's items of
// about PART_WEIGHT records, or the whole value of a section that is no list), and a small index
// (`<account>@meta.json`: when it was read, and the hash of every part's file), so a refresh that changed one
// record rewrites the part that holds it, and one that changed nothing writes nothing.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
/** An item of a list section: an object with a numeric id. Checked where it is, never copied (100,000 records). */
const isItem = (value: unknown): value is Record<string, unknown> & { id: number } =>
  isObject(value) && typeof value.id === 'number'

/**
 * Each section as this version writes it: a list of items with a numeric id, the storage an item or null, the
 * account an object. A cache of another shape (another version, a hand edit) is set aside rather than shown as an
 * empty sidebar. The items are checked in place (z.custom): the parsed file is the snapshot, with no second copy
 * of every record made on the way.
 */
function sectionShapes(): Record<CachedShape, z.ZodType> {
  const item = z.custom<{ id: number }>(isItem, 'expected an item with a numeric id')
  const zone = z.custom<{ id: number; name: string; records: unknown[] }>(
    (value) =>
      isItem(value) && typeof value.name === 'string' && Array.isArray(value.records) && value.records.every(isItem),
    'expected a DNS zone with a name and its records',
  )
  return {
    items: z.array(item),
    zones: z.array(zone),
    itemOrNull: item.nullable(),
    object: z.custom<object>(isObject, 'expected an object'),
  }
}

const SHAPES = sectionShapes()

/** The schema of one section's file (version 2). */
export const sectionSchema = (section: SnapshotSection): z.ZodType => SHAPES[SECTIONS[section].cached]

/** A time as the cache writes it: a text that is not a date marks the file damaged (set aside, and said). */
const dateText = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'is not a date')

const sectionsFetchedAtSchema = z.record(z.string(), dateText).default({})

/** Version 1: the whole snapshot in one file. */
export const v1Schema = z.object({
  version: z.literal(1),
  fetchedAt: dateText,
  // Written since live refresh; older files have none (the sections then count as never read).
  sectionsFetchedAt: sectionsFetchedAtSchema,
  snapshot: z.looseObject(
    Object.fromEntries(SNAPSHOT_SECTIONS.map((section) => [section, sectionSchema(section).optional()])),
  ),
})

/** Version 2's index: per section the hash of its file (a section not listed is not in the snapshot). */
export const metaSchema = z.object({
  version: z.literal(2),
  fetchedAt: dateText,
  sectionsFetchedAt: sectionsFetchedAtSchema,
  sections: z.partialRecord(z.enum(SNAPSHOT_SECTIONS), z.array(z.string()).min(1)),
  /** The snapshot's record of items the service sent that could not be read (small: a count's worth). */
  unreadable: z.partialRecord(z.enum(SNAPSHOT_SECTIONS), z.array(z.custom<object>(isObject))).optional(),
})

export type CacheMeta = z.output<typeof metaSchema>

/** About this many records a part: a zone counts one and one per record. */
export const PART_WEIGHT = 1_000

const weightOf = (item: unknown) => {
  const records = isObject(item) ? item.records : undefined
  return 1 + (Array.isArray(records) ? records.length : 0)
}

/** A section's parts: a list in runs of about PART_WEIGHT records (an empty list one empty part), else the value. */
export function partsOf(section: SnapshotSection, value: unknown): unknown[] {
  const { cached } = SECTIONS[section]
  if ((cached !== 'items' && cached !== 'zones') || !Array.isArray(value)) return [value]
  const parts: unknown[][] = []
  let start = 0
  let weight = 0
  for (let i = 0; i < value.length; i++) {
    weight += weightOf(value[i])
    if (weight < PART_WEIGHT) continue
    parts.push(value.slice(start, i + 1))
    start = i + 1
    weight = 0
  }
  if (start < value.length || parts.length === 0) parts.push(value.slice(start))
  return parts
}

/** The section's value from its parts as read (the items themselves are the parsed files', never copied). */
export function joinParts(section: SnapshotSection, parts: unknown[]): unknown {
  const { cached } = SECTIONS[section]
  return cached === 'items' || cached === 'zones' ? ([] as unknown[]).concat(...(parts as unknown[][])) : parts[0]
}

/**
 * Storage passwords, S3 secret keys, servers' administrator passwords and PFX passwords are not written to
 * disk: offline views show them as unavailable.
 */
export function withoutSecrets<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) =>
    SECRET_FIELDS.has(key) && typeof inner === 'string' ? null : inner,
  ) as T
}

/** The replacer that blanks secrets; the serialised item already said it holds one (see SECRET_TEXT). */
const blankSecrets = (key: string, value: unknown) =>
  SECRET_FIELDS.has(key) && typeof value === 'string' ? null : value
/**
 * A secret key with a string value in compact JSON: only items that match pay for the strip. The key's end is
 * enough (a few more keys match, which costs only the strip) and is found several times faster than the key with
 * its opening quote, which is the most common character of all.
 */
const SECRET_TEXT = /(?:ssword|cretKey)":"/

/** One value as compact JSON, its secrets blanked (a targeted strip: a second pass only where one is found). */
function secretFreeJson(value: unknown): string {
  const text = JSON.stringify(value)
  return SECRET_TEXT.test(text) ? JSON.stringify(value, blankSecrets) : text
}

/** The depth a section sits at in a snapshot file: its items are written whole, as they were in version 1. */
const SECTION_DEPTH = 2

/**
 * A value's file text (compact JSON, secrets blanked, a final newline) in pieces, with the event loop free every
 * few milliseconds (see jsonSlices): a 100,000-record section never blocks the backend long nor is one string.
 */
export function fileChunks(value: unknown, depth = SECTION_DEPTH): AsyncGenerator<string> {
  function* text(): Generator<string> {
    yield* jsonPieces(
      value,
      {
        leaf: secretFreeJson,
        blank: (key, inner) => SECRET_FIELDS.has(key) && typeof inner === 'string',
      },
      depth,
    )
    yield '\n'
  }
  return jsonSlices(text())
}

/** The hash of the text `fileChunks` makes of a value: what decides whether its file must be written again. */
export async function contentHash(chunks: AsyncIterable<string>): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of chunks) hash.update(chunk)
  return hash.digest('base64url')
}
