import { z } from 'zod'

/**
 * A fast path for reading list items: zod checks a 10,000-record answer in hundreds of milliseconds (its cost is
 * in the allocations of every union, pipe and wrapper, most of it garbage), twenty to fifty times JSON.parse. A
 * reader compiled once per item schema reads the usual wire shape with plain type checks and the schema's own
 * transforms, and answers SLOW for anything else: zod then reads that item as before (its errors, its message).
 * Never looser than zod: a reader answers a value only where the schema would accept it with that same value
 * (fast-read.test.ts compares the two on every fixture and on items with each field swapped for odd values).
 */

/** "This reader cannot tell": zod decides (it may accept, or reject with its message). */
export const SLOW: unique symbol = Symbol('slow')
export type FastReader = (value: unknown) => unknown

const never: FastReader = () => SLOW
const readers = new WeakMap<z.ZodType, FastReader>()

/**
 * Registers the exact reader of a building block zod cannot be compiled from (a union, a regex): it answers the
 * value the schema would, or SLOW whenever it is not sure the schema would accept.
 */
export function withFastRead<S extends z.ZodType>(schema: S, reader: FastReader): S {
  readers.set(schema, reader)
  return schema
}

let enabled = true
/** Turns the fast path off and on again: the wire-read bench times zod alone beside it, in the same run. */
export function setFastRead(on: boolean): void {
  enabled = on
}

/** The schema's reader, compiled once; a schema it cannot compile reads everything slowly. */
export function fastReaderOf(schema: z.ZodType): FastReader {
  if (!enabled) return never
  let reader = readers.get(schema)
  if (!reader) {
    reader = compile(schema) ?? never
    readers.set(schema, reader)
  }
  return reader
}

type Def = {
  type: string
  checks?: unknown[]
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  transform?: (value: unknown, ctx: unknown) => unknown
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  element?: z.ZodType
  values?: unknown[]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const noChecks = (def: Def) => !def.checks || def.checks.length === 0

/** The reader of a schema made of the kinds below, or null (a check, a catch-all, a kind not listed). */
function compile(schema: z.ZodType): FastReader | null {
  const def: Def = schema._zod.def
  switch (def.type) {
    case 'string':
      return noChecks(def) ? (v) => (typeof v === 'string' ? v : SLOW) : null
    case 'number':
      return noChecks(def) ? (v) => (typeof v === 'number' && Number.isFinite(v) ? v : SLOW) : null
    case 'boolean':
      return (v) => (typeof v === 'boolean' ? v : SLOW)
    case 'unknown':
    case 'any':
      return (v) => v
    case 'literal':
      return (v) => (def.values!.includes(v) ? v : SLOW)
    case 'optional':
      return wrapper(def.innerType!, undefined)
    case 'nullable':
      return wrapper(def.innerType!, null)
    case 'pipe':
      return pipe(def.in!, def.out!)
    case 'transform':
      return transform(def.transform!)
    case 'object':
      return def.catchall ? null : object(def.shape!)
    case 'array':
      return array(def.element!)
    default:
      return null
  }
}

/** optional: undefined as it is; nullable: null as it is; anything else the inner schema's. */
function wrapper(inner: z.ZodType, passes: undefined | null): FastReader {
  const read = fastReaderOf(inner)
  return (v) => (v === passes ? v : read(v))
}

function pipe(first: z.ZodType, then: z.ZodType): FastReader {
  const a = fastReaderOf(first)
  const b = fastReaderOf(then)
  return (v) => {
    const mid = a(v)
    return mid === SLOW ? SLOW : b(mid)
  }
}

/** What a transform is handed as zod's context: only where it reports issues (reused while no call is nested). */
interface TransformContext {
  value: unknown
  issues: unknown[]
  addIssue(issue: unknown): void
}
const newContext = (): TransformContext => {
  const ctx: TransformContext = { value: undefined, issues: [], addIssue: (issue) => void ctx.issues.push(issue) }
  return ctx
}

/** The schema's own transform, run as zod runs it; one that reports an issue, or is asynchronous, is zod's. */
function transform(fn: NonNullable<Def['transform']>): FastReader {
  const spare = newContext()
  let busy = false
  return (v) => {
    // A list's transform reads its items, whose own transforms may be this one: those get a context of their own.
    const ctx = busy ? newContext() : spare
    const outer = !busy
    busy = true
    ctx.value = v
    ctx.issues.length = 0
    try {
      const out = fn(v, ctx)
      return ctx.issues.length > 0 || out === z.NEVER || out instanceof Promise ? SLOW : out
    } finally {
      if (outer) busy = false
    }
  }
}

/** A plain object of the shape's keys (others dropped, as zod does); a key absent and read as undefined stays absent. */
function object(shape: Record<string, z.ZodType>): FastReader {
  const fields = Object.entries(shape).map(([key, schema]) => [key, fastReaderOf(schema)] as const)
  return (v) => {
    if (!isRecord(v)) return SLOW
    const out: Record<string, unknown> = {}
    for (const [key, read] of fields) {
      const value = read(v[key])
      if (value === SLOW) return SLOW
      if (value !== undefined || key in v) out[key] = value
    }
    return out
  }
}

function array(element: z.ZodType): FastReader {
  const read = fastReaderOf(element)
  return (v) => {
    if (!Array.isArray(v)) return SLOW
    const out: unknown[] = []
    for (const item of v) {
      const value = read(item)
      if (value === SLOW) return SLOW
      out.push(value)
    }
    return out
  }
}
