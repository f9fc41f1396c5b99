import { z } from 'zod'
import { timeSlices } from '../../event-loop'
import type { UnreadableItem } from '../../../shared/models'
import { isRecord } from './common'
import { fastReaderOf, SLOW } from './fast-read'

/** The API's lists, read item by item (the pieces of one item are in common.ts). */

/** A nested list that may be null or absent (→ []); an item that cannot be read is left out, uncounted. */
export const optionalList = <S extends z.ZodType>(item: S) =>
  tolerantList(item).transform((list): z.output<S>[] => [...list])

/**
 * A list read item by item: one item that cannot be read is skipped and described, never blanks the list.
 * The result is the list of good items with `skipped` alongside (dropped by JSON, so the reader that keeps
 * it — the snapshot loader, the zone — copies it where the UI can say "1 record could not be read").
 */
export type ReadList<T> = T[] & { skipped: UnreadableItem[] }

export function tolerantList<S extends z.ZodType>(item: S) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((raw): ReadList<z.output<S>> => {
      const items = newReadList<z.output<S>>()
      ;(raw ?? []).forEach((value, index) => readItem(item, items, value, index))
      return items
    })
}

/** A whole collection this long or shorter is read in one go; a longer one in slices (see answerList). */
const SLICED_FROM = 64

/**
 * The list a whole-collection read answers with (GET /dns, GET /server…): a `tolerantList`, but a long one is
 * read in slices of about SLICE_MS (core/event-loop.ts) with the event loop free between them. 10,000 DNS records take some 150 ms
 * of checks; in one piece they held every other answer back (the page's own start-up calls, and in the desktop
 * app the main process itself). Nested lists stay `tolerantList`: the slices are the outer items. A long list
 * makes the parse asynchronous: it is read with safeParseAsync (parseJsonAnswer does).
 */
export function answerList<S extends z.ZodType>(item: S) {
  const schema = z
    .array(z.unknown())
    .nullish()
    .transform((raw): ReadList<z.output<S>> | Promise<ReadList<z.output<S>>> => {
      const list = raw ?? []
      if (list.length > SLICED_FROM) return readAnswerItems(item, list)
      const items = newReadList<z.output<S>>()
      list.forEach((value, index) => readItem(item, items, value, index))
      return items
    })
  answerItems.set(schema, item)
  return schema
}

/** The item schema of each list answerList made. */
const answerItems = new WeakMap<z.ZodType, z.ZodType>()

/** The item schema of a list answerList made (its parsed answer can be read by readAnswerItems), else undefined. */
export const answerListItem = (schema: z.ZodType): z.ZodType | undefined => answerItems.get(schema)

/**
 * A whole collection's parsed answer read item by item, in slices, each raw item let go (its place emptied) once
 * read: at 100,000 DNS records the parsed answer no longer lives beside all of its models until the last one.
 */
export async function readAnswerItems<S extends z.ZodType>(item: S, list: unknown[]): Promise<ReadList<z.output<S>>> {
  const items = newReadList<z.output<S>>()
  const slice = timeSlices()
  for (let index = 0; index < list.length; index++) {
    if (slice.due()) await slice.turn()
    readItem(item, items, list[index], index)
    list[index] = undefined
  }
  return items
}

function newReadList<T>(): ReadList<T> {
  const skipped: UnreadableItem[] = []
  return Object.assign<T[], Pick<ReadList<T>, 'skipped'>>([], { skipped })
}

/** The usual item by the schema's fast reader (fast-read.ts); anything else, and every error, by zod. */
function readItem<S extends z.ZodType>(item: S, items: ReadList<z.output<S>>, value: unknown, index: number): void {
  const fast = fastReaderOf(item)(value)
  if (fast !== SLOW) {
    items.push(fast as z.output<S>)
    return
  }
  const parsed = item.safeParse(value)
  if (parsed.success) items.push(parsed.data)
  else items.skipped.push(describeUnreadable(value, index, parsed.error))
}

function describeUnreadable(value: unknown, index: number, error: z.ZodError): UnreadableItem {
  const raw = isRecord(value) ? (value.ID ?? value.Id ?? value.id) : undefined
  const issue = error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : null
  return {
    position: index + 1,
    id: typeof raw === 'number' || typeof raw === 'string' ? String(raw).slice(0, 40) : null,
    reason: `${field ? `${field}: ` : ''}${issue?.message ?? 'unreadable'}`.slice(0, 200),
  }
}
