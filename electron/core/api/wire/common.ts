import { z } from 'zod'
import { timeSlices } from '../../event-loop'
import type { UnreadableItem } from '../../../shared/models'

/**
 * Building blocks that absorb the API's loose typing. Unknown extra fields are ignored (zod
 * objects strip them); a missing required field or a wrong type fails the parse, and the
 * transport turns that into an `unexpectedResponse` error naming the field.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Copies alias keys onto their canonical name when the canonical one is absent, e.g. `Id` → `ID`
 * (lists say ID, create responses Id) or `IsProlongTaskCreated` (addsan) → `IsAutoProlongTaskCreated`.
 */
export function withAliases<S extends z.ZodType>(aliases: Record<string, string>, schema: S) {
  return z.preprocess((value) => {
    if (!isRecord(value)) return value
    const copy: Record<string, unknown> = { ...value }
    for (const [alias, canonical] of Object.entries(aliases)) {
      if (copy[canonical] === undefined && copy[alias] !== undefined) copy[canonical] = copy[alias]
    }
    return copy
  }, schema)
}

/** `ID`/`Id` may be written either way. */
export const withIdAlias = <S extends z.ZodType>(schema: S) => withAliases({ Id: 'ID', id: 'ID' }, schema)

/** Ids are numbers, or digit strings (DNS record IDs, VendorSslId). */
export const wireId = z.union([
  z.number().int(),
  z.string().trim().regex(/^\d+$/, 'expected a numeric id').transform(Number),
])

/** A number that may arrive as a string; empty string, null or absent → null. */
export const looseNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return null
    if (typeof v === 'number') return v
    const text = v.trim()
    if (text === '') return null
    const n = Number(text)
    if (Number.isFinite(n)) return n
    ctx.issues.push({ code: 'custom', message: `expected a number, received "${text.slice(0, 40)}"`, input: v })
    return z.NEVER
  })

/** A required number that may arrive as a numeric string. */
export const wireNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
    .transform(Number),
])

/** A boolean that may arrive as text ("true"); absent → false, any other text → false. */
export const looseBool = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((v) => v === true || v === 1 || (typeof v === 'string' && /^(true|1|yes)$/i.test(v.trim())))

/** Optional text: absent or null → null. Dates stay ISO strings. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null)

/** Text where the API writes "" for "not applicable": "", absent or null → null. */
export const blankAsNull = z
  .string()
  .nullish()
  .transform((v) => (v === null || v === undefined || v.trim() === '' ? null : v))

/**
 * Text that must be of one shape (an IP address, a login): "" or null → null; a value of another shape → null too,
 * marked `refused` so the item can say which field it left out (a hostile value never reaches a file as written).
 */
export function shapedText(isShape: (value: string) => boolean) {
  return blankAsNull.transform((value): { value: string | null; refused: boolean } =>
    value === null || isShape(value) ? { value, refused: false } : { value: null, refused: true },
  )
}

/** The names of the fields whose value was refused, or undefined when none was. */
export function refusedFields<K extends string>(fields: Record<K, { refused: boolean }>): K[] | undefined {
  const names = (Object.keys(fields) as K[]).filter((name) => fields[name].refused)
  return names.length > 0 ? names : undefined
}

/** A nested list that may be null or absent (→ []); an item that cannot be read is left out, uncounted. */
export const optionalList = <S extends z.ZodType>(item: S) =>
  tolerantList(item).transform((list): z.output<S>[] => [...list])

/** Required text the API may send as null (the real service does, e.g. `HostName: null`): null → "", absent fails. */
export const wireText = z
  .string()
  .nullable()
  .transform((v) => v ?? '')

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
  return z
    .array(z.unknown())
    .nullish()
    .transform((raw): ReadList<z.output<S>> | Promise<ReadList<z.output<S>>> => {
      const list = raw ?? []
      const items = newReadList<z.output<S>>()
      if (list.length <= SLICED_FROM) {
        list.forEach((value, index) => readItem(item, items, value, index))
        return items
      }
      return (async () => {
        const slice = timeSlices()
        for (let index = 0; index < list.length; index++) {
          if (slice.due()) await slice.turn()
          readItem(item, items, list[index], index)
        }
        return items
      })()
    })
}

function newReadList<T>(): ReadList<T> {
  const skipped: UnreadableItem[] = []
  return Object.assign<T[], Pick<ReadList<T>, 'skipped'>>([], { skipped })
}

function readItem<S extends z.ZodType>(item: S, items: ReadList<z.output<S>>, value: unknown, index: number): void {
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
