import { z } from 'zod'
import type { JournalEntry, JournalRecord, JournalValue } from '../../../shared/channels/journal'
import type { AccountSnapshot, ChannelName, ChannelOutput, Channels, ParsedInput } from '../../../shared/contract'
import type { ResourceKind } from '../../../shared/resources'
import type { CloudApi } from '../../api'

/**
 * Domains whose channels change nothing at the service: the app itself, the accounts, their local state, the live
 * checks (probes, no change) and the secrets a window shows or copies.
 */
export const LOCAL_DOMAINS = [
  'app',
  'accounts',
  'session',
  'tasks',
  'journal',
  'preferences',
  'fleet',
  'live',
  'tags',
  'secrets',
] as const
/**
 * The service's domains' reads, and the batches' controls: the import's and the bulk actions' requests go through
 * the journaled DNS and server channels.
 */
export const READS = [
  'servers:actions',
  'ssl:products',
  'ssl:downloadFile',
  'dns:importStart',
  'dns:importStop',
  'dns:importStatus',
  'bulk:servers',
  'bulk:run',
  'bulk:exportServers',
] as const satisfies readonly ChannelName[]

type LocalChannel = Extract<ChannelName, `${(typeof LOCAL_DOMAINS)[number]}:${string}`>
/** Every channel that changes something at the service: each has exactly one journal entry. */
export type JournaledChannel = Exclude<ChannelName, LocalChannel | (typeof READS)[number]>

/** The names of a channel's input fields (of every variant, for a discriminated union). */
type KeysOf<T> = T extends object ? keyof T & string : never
export type InputField<C extends ChannelName> = KeysOf<ParsedInput<C>>

export interface Described {
  id: number | string | null
  parentId?: number
  name: string | null
  summary: string
  /** What the snapshot said before the change, kept beside the input (a resize's size before: `cpuBefore`…). */
  previous?: Record<string, JournalValue>
}

/** What a check of an "outcome unknown" entry found: the change is there, is not, or the service cannot tell. */
export type Verdict = 'made' | 'notMade' | 'unknown'

/**
 * How the backend tells, after a lost answer, whether a change was made (outcome-check.ts), by the forms' rules
 * (change-visible.ts): a creation by the names listed now (made when the asked name is there), a deletion by the
 * ids listed now (made once its id is gone; one still listed stays unknown), or a check of its own.
 */
export type OutcomeCheck =
  | { created: (api: CloudApi) => Promise<string[]> }
  | { deleted: (api: CloudApi) => Promise<number[]> }
  | { own: (api: CloudApi, entry: JournalEntry) => Promise<Verdict> }

/** The ids of a list (a deletion's check). */
export const idsOf = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id)

/** What one journaled operation keeps: the resource it is about, its words, and the fields it may record. */
export interface OperationDef<C extends JournaledChannel> {
  kind: ResourceKind
  /**
   * The ONLY input fields the journal records: every field of the channel's schema, or every one but those named
   * (secrets — passwords, tokens, keys — and long texts that are not the user's words).
   */
  fields: 'all' | { allBut: readonly InputField<C>[] }
  /** The resource and the English words, from the input and what the account's snapshot already says. */
  describe(input: ParsedInput<C>, known: AccountSnapshot | null): Described
  /** What of the answer is kept: an id, never the answer itself (a created user's answer holds its password). */
  result?(value: ChannelOutput<C>): string | null
  /** How its outcome is checked when its answer was lost; without one, such an entry stays "outcome unknown". */
  outcome?: OutcomeCheck
  /** DNS record changes: the record before and after (`value` is null when the change failed). */
  states?(
    input: ParsedInput<C>,
    known: AccountSnapshot | null,
    value: ChannelOutput<C> | null,
  ): { before: JournalRecord | null; after: JournalRecord | null }
}

/**
 * Every domain's entries (`operations/<domain>.ts`), by domain: each file exports its `…Operations` and adds its
 * type here by declaration merging (`declare module './operation-kit' { interface OperationSlices { … } }`), so
 * `index.ts` collects them with `import.meta.glob` and keeps their exact types. This file imports nothing of the
 * journal, so no part ties itself into a circle by naming it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OperationSlices {}

/** One entry per journaled channel of a domain's channels (all of them, when `D` is the whole contract). */
export type Operations<D = Channels> = { [C in Extract<keyof D, JournaledChannel>]: OperationDef<C> }

/** The id of what a change made, never the answer itself. */
export const idOf = (value: { id: number } | null | undefined): string | null => (value ? `#${value.id}` : null)

/** A change of one item the snapshot may list: its name there (or `fallback`), and its words, `verb name`. */
export function itemChange<T extends { id: number }>(
  id: number,
  items: readonly T[] | undefined,
  nameOf: (item: T) => string,
  fallback: string,
  verb: string,
): Described {
  const item = items?.find((candidate) => candidate.id === id)
  const name = item ? nameOf(item) : fallback
  return { id, name, summary: `${verb} ${name}` }
}

/** The field names of an input schema, as the contract builds them (objects, their unions, optional wrappers). */
export function schemaFields(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape)
  if (schema instanceof z.ZodUnion) return [...new Set(schema.options.flatMap(schemaFields))]
  if (schema instanceof z.ZodOptional) return schemaFields(schema.unwrap())
  if (schema instanceof z.ZodPipe) return schemaFields(schema.in)
  if (schema instanceof z.ZodUndefined) return []
  throw new Error(`The journal cannot tell the fields of a ${schema.constructor.name} input`)
}

/** The fields an operation records, from its channel's schema: what `fields` allows. */
export function recordedFields<C extends JournaledChannel>(schema: z.core.$ZodType, def: OperationDef<C>): string[] {
  const left = new Set<string>(def.fields === 'all' ? [] : def.fields.allBut)
  return schemaFields(schema).filter((field) => !left.has(field))
}

/** The listed fields of the input, plain values only: nothing unlisted, nothing nested. */
export function pickParams(fields: readonly string[], input: unknown): Record<string, JournalValue> {
  const source = new Map<string, unknown>(input && typeof input === 'object' ? Object.entries(input) : [])
  const params: Record<string, JournalValue> = {}
  for (const field of fields) {
    const value = source.get(field)
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params[field] = value
    else if (Array.isArray(value))
      params[field] = value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
  }
  return params
}

/** A server's name as the snapshot knows it. */
export const serverName = (known: AccountSnapshot | null, id: number) =>
  known?.servers?.find((s) => s.id === id)?.name ?? `server #${id}`
