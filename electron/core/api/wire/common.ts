import { z } from 'zod'
import { fastReaderOf, SLOW, withFastRead } from './fast-read'
import { SERVICE_OFFSET, withZone } from '../../../shared/models/service-time'

/**
 * Building blocks that absorb the API's loose typing. Unknown extra fields are ignored (zod
 * objects strip them); a missing required field or a wrong type fails the parse, and the
 * transport turns that into an `unexpectedResponse` error naming the field.
 */

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Copies alias keys onto their canonical name when the canonical one is absent, e.g. `Id` → `ID`
 * (lists say ID, create responses Id) or `IsProlongTaskCreated` (addsan) → `IsAutoProlongTaskCreated`.
 */
export function withAliases<S extends z.ZodType>(aliases: Record<string, string>, schema: S) {
  const pairs = Object.entries(aliases)
  const canonical = (value: unknown) => {
    if (!isRecord(value)) return value
    // Copied only when an alias stands in for its canonical name (never, in the lists' usual answers).
    let copy: Record<string, unknown> | undefined
    for (const [alias, name] of pairs) {
      if (value[name] === undefined && value[alias] !== undefined) (copy ??= { ...value })[name] = value[alias]
    }
    return copy ?? value
  }
  const read = () => fastReaderOf(schema)
  return withFastRead(z.preprocess(canonical, schema), (value) => read()(canonical(value)))
}

/** `ID`/`Id` may be written either way. */
export const withIdAlias = <S extends z.ZodType>(schema: S) => withAliases({ Id: 'ID', id: 'ID' }, schema)

/** Ids are numbers, or digit strings (DNS record IDs, VendorSslId). */
export const wireId = withFastRead(
  z.union([z.number().int(), z.string().trim().regex(/^\d+$/, 'expected a numeric id').transform(Number)]),
  (v) => {
    if (typeof v === 'number') return Number.isSafeInteger(v) ? v : SLOW
    if (typeof v !== 'string') return SLOW
    const text = v.trim()
    return /^\d+$/.test(text) ? Number(text) : SLOW
  },
)

/** A number that may arrive as a string; empty string, null or absent → null. */
export const looseNumber = withFastRead(
  z
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
    }),
  (v) => {
    if (v === null || v === undefined) return null
    if (typeof v === 'number') return Number.isFinite(v) ? v : SLOW
    if (typeof v !== 'string') return SLOW
    const text = v.trim()
    const n = Number(text)
    return text === '' ? null : Number.isFinite(n) ? n : SLOW
  },
)

/** A required number that may arrive as a numeric string. */
export const wireNumber = withFastRead(
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
      .transform(Number),
  ]),
  (v) => {
    if (typeof v === 'number') return Number.isFinite(v) ? v : SLOW
    if (typeof v !== 'string') return SLOW
    const text = v.trim()
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : SLOW
  },
)

const truthy = (v: boolean | string | number | null | undefined) =>
  v === true || v === 1 || (typeof v === 'string' && /^(true|1|yes)$/i.test(v.trim()))

/** A boolean that may arrive as text ("true"); absent → false, any other text → false. */
export const looseBool = withFastRead(
  z.union([z.boolean(), z.string(), z.number()]).nullish().transform(truthy),
  (v) =>
    v === null || v === undefined || typeof v === 'boolean' || typeof v === 'string' || Number.isFinite(v)
      ? truthy(v as boolean | string | number | null | undefined)
      : SLOW,
)

/** Optional text: absent or null → null. Dates stay ISO strings. */
export const optionalText = withFastRead(
  z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  (v) => (v === null || v === undefined ? null : typeof v === 'string' ? v : SLOW),
)

const blankText = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? null : v)

/** Text where the API writes "" for "not applicable": "", absent or null → null. */
export const blankAsNull = withFastRead(z.string().nullish().transform(blankText), (v) =>
  v === null || v === undefined || typeof v === 'string' ? blankText(v) : SLOW,
)

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

/** A state the API may send as null or leave out: unknown (""), never a reason to set the item aside. */
export const unknownText = withFastRead(
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : SLOW),
)

/** Required text the API may send as null (the real service does, e.g. `HostName: null`): null → "", absent fails. */
export const wireText = withFastRead(
  z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  (v) => (v === null ? '' : typeof v === 'string' ? v : SLOW),
)

/** A timestamp, a zone added where it has a time and none (service-time.ts); absent or null → null. */
const zonedTime = (offset: string) => optionalText.transform((v) => (v === null ? null : withZone(v, offset)))

/** A timestamp on the service's clock: written without a zone, it is Moscow time (SERVICE_OFFSET, C4). */
export const serviceTime = zonedTime(SERVICE_OFFSET)

/** A timestamp whose field names UTC (BalanceTillDateUtc): written without a zone, it is UTC. */
export const utcTime = zonedTime('Z')
