import type { z } from 'zod'

/** A field of a change channel's schema as a flag: `ttl` is `--ttl`, `zoneId` `--zone-id`. */
export interface SchemaFlag {
  field: string
  flag: string
  /** How the text after the flag becomes the field's value. */
  type: 'number' | 'string' | 'boolean'
  optional: boolean
  /** The values an enum (or a literal) allows, said in help. */
  choices: readonly string[] | null
}

/** zod's definition, read through the fields every schema carries (`_zod.def`). */
interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  entries?: Record<string, string>
  values?: readonly unknown[]
  shape?: Record<string, z.ZodType>
}
const defOf = (schema: z.ZodType): Def => schema._zod.def as Def

export const flagOf = (field: string) => `--${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/** The type a field's value has on the command line: through optional, default and preprocess wrappers. */
function describe(schema: z.ZodType): Pick<SchemaFlag, 'type' | 'optional' | 'choices'> {
  let def = defOf(schema)
  let optional = false
  for (;;) {
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) {
      optional = true
      def = defOf(def.innerType)
    } else if (def.type === 'pipe' && def.in && def.out) {
      // z.preprocess(f, schema) is a pipe from a transform into the schema; schema.transform(f) the other way.
      def = defOf(defOf(def.in).type === 'transform' ? def.out : def.in)
    } else break
  }
  if (def.type === 'number') return { type: 'number', optional, choices: null }
  if (def.type === 'boolean') return { type: 'boolean', optional, choices: null }
  if (def.type === 'enum' && def.entries) return { type: 'string', optional, choices: Object.values(def.entries) }
  if (def.type === 'literal' && def.values) return { type: 'string', optional, choices: def.values.map(String) }
  return { type: 'string', optional, choices: null }
}

/** The flags of an object schema's fields, but `skip` (the ones the command's operands fill: a zone, a server). */
export function schemaFlags(schema: z.ZodType, skip: readonly string[] = []): SchemaFlag[] {
  const shape = defOf(schema).shape ?? {}
  return Object.entries(shape)
    .filter(([field]) => !skip.includes(field))
    .map(([field, fieldSchema]) => ({ field, flag: flagOf(field), ...describe(fieldSchema) }))
}

/** The parseArgs options of `flags` (each takes a value; a boolean one is given as true or false). */
export const parseOptionsOf = (flags: readonly SchemaFlag[]) =>
  Object.fromEntries(flags.map(({ flag }) => [flag.slice(2), { type: 'string' as const }]))

/**
 * The schema's input from the flags given: a number as a number (what the form sends), the rest as written. A
 * number that is not one is left as text, so the schema refuses it in the form's own words.
 */
export function inputOf(flags: readonly SchemaFlag[], given: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const { field, flag, type } of flags) {
    const text = given[flag.slice(2)]
    if (typeof text !== 'string') continue
    const number = text.trim() === '' ? NaN : Number(text)
    input[field] =
      type === 'number' && Number.isFinite(number) ? number : type === 'boolean' ? /^(true|yes|1)$/i.test(text) : text
  }
  return input
}

/** A schema's refusal in the form's words, each with the flag it is about: `--ttl: TTL must be one of …`. */
export function refusalText(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path[0]
      return typeof field === 'string' ? `${flagOf(field)}: ${issue.message}` : issue.message
    })
    .join('\n')
}
