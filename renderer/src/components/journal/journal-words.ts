import type { JournalEntry, JournalValue } from '@shared/channels/journal'
import { kindWords } from '../../resources'

type Translate = (key: string, values?: Record<string, unknown>) => string
type Exists = (key: string) => boolean

/** What a journal entry shows, every part in the user's words: never a channel name, a field name or a raw id. */
export interface EntryWords {
  /** The operation: "Reboot server", "Create DNS record". */
  operation: string
  /** The kind of what it changed: "Server". */
  kind: string
  /** Each recorded field: its label and its value as shown. */
  params: Array<{ name: string; label: string; value: string }>
  /** What the change made ("New ID: 10076") or the service's answer when it refused. */
  result: string | null
  /** "Part of a zone file import" when the change came from one. */
  batch: string | null
}

/**
 * Where an operation's words are: under its channel's domain, whose prefix is also its messages' namespace
 * (`servers:runAction` → `servers.journal`), so a domain's journal words live with its other words.
 */
function wordsOf(operation: string): { at: string; name: string } {
  const colon = operation.indexOf(':')
  return { at: `${operation.slice(0, colon)}.journal`, name: operation.slice(colon + 1) }
}

/** The message key of an operation's name (`servers.journal.op.create`). */
export function operationKey(operation: string): string {
  const { at, name } = wordsOf(operation)
  return `${at}.op.${name}`
}

/** The operation's name; one whose `type` says which action was run names it ("Reboot server", not "Server action"). */
export function operationText(entry: Pick<JournalEntry, 'operation' | 'params'>, t: Translate, te: Exists): string {
  const { at, name } = wordsOf(entry.operation)
  const type = entry.params.type
  if (typeof type === 'string' && te(`${at}.opType.${name}.${type}`)) return t(`${at}.opType.${name}.${type}`)
  return te(operationKey(entry.operation)) ? t(operationKey(entry.operation)) : t('journal.op.other')
}

/** A kind's noun (its view names it); a category, or a kind this version does not know, is "Other". */
export const kindText = (kind: string, t: Translate) => t(kindWords(kind)?.one ?? 'journal.kind.category')

function valueText(name: string, value: JournalValue, t: Translate, te: Exists): string {
  if (typeof value === 'boolean') return t(value ? 'journal.yes' : 'journal.no')
  if (Array.isArray(value)) return value.join(', ')
  if (value === null) return t('journal.none')
  if (name === 'type' && typeof value === 'string' && te(`servers.actions.${value}`))
    return t(`servers.actions.${value}`)
  return String(value)
}

/**
 * A recorded field in words: its label ("Server ID", its domain's words first, then the journal's shared ones) and
 * value; a field this version has no words for keeps its name.
 */
function paramWords(operation: string, name: string, value: JournalValue, t: Translate, te: Exists) {
  const key = [`${wordsOf(operation).at}.param.${name}`, `journal.param.${name}`].find((k) => te(k))
  return { name, label: key ? t(key) : name, value: valueText(name, value, t, te) }
}

/** The result: a made resource's id in words, or the service's answer as it was. */
function resultText(entry: JournalEntry, t: Translate): string | null {
  if (!entry.result) return null
  const id = /^#(\d+)$/.exec(entry.result)?.[1]
  if (id && entry.outcome === 'ok') return t('journal.madeId', { id })
  return entry.result
}

/**
 * The field that holds the id of the resource changed, when the journal knows its name: said as the resource
 * ("Storage user: alice (ID 10059)"), not as a bare number under the field's name ("User ID: 10059").
 */
function namedResource(entry: JournalEntry, name: string, value: JournalValue, t: Translate) {
  const { id, name: known, kind } = entry.resource
  if (known === null || id === null || value !== id) return null
  return { name, label: kindText(kind, t), value: t('journal.idNamed', { name: known, id }) }
}

export function entryWords(entry: JournalEntry, t: Translate, te: Exists): EntryWords {
  return {
    operation: operationText(entry, t, te),
    kind: kindText(entry.resource.kind, t),
    params: Object.entries(entry.params).map(
      ([name, value]) => namedResource(entry, name, value, t) ?? paramWords(entry.operation, name, value, t, te),
    ),
    result: resultText(entry, t),
    batch: entry.batchId ? t('journal.batch') : null,
  }
}
