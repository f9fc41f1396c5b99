import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import type { DnsRecord } from '../models/dns'
import type { ResourceKind } from '../resources'

/**
 * The activity journal: every change Hostdeck sent to the service, per account, read-only. Entries keep the
 * fields each operation allows (core/journal/operations/: its input's fields but the secrets it names), plain
 * values only, so no secret can reach them.
 */

/** A parameter as kept: plain values only (no nested objects, so nothing slips in unlisted). */
export type JournalValue = string | number | boolean | null | Array<string | number>

/** A DNS record as the journal keeps it (before and after an edit): the fields a record form shows. */
export type JournalRecord = Pick<
  DnsRecord,
  | 'id'
  | 'zoneId'
  | 'type'
  | 'owner'
  | 'address'
  | 'target'
  | 'text'
  | 'priority'
  | 'weight'
  | 'port'
  | 'service'
  | 'proto'
  | 'ttl'
>

const COMPARED_FIELDS = [
  'type',
  'owner',
  'address',
  'target',
  'text',
  'priority',
  'weight',
  'port',
  'service',
  'proto',
  'ttl',
] as const

/** Same content (the id aside): what "the record changed since" is measured with. */
export function sameRecord(a: Omit<JournalRecord, 'id' | 'zoneId'>, b: Omit<JournalRecord, 'id' | 'zoneId'>): boolean {
  return COMPARED_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null))
}

export function toJournalRecord(record: DnsRecord): JournalRecord {
  const { id, zoneId, type, owner, address, target, text, priority, weight, port, service, proto, ttl } = record
  return { id, zoneId, type, owner, address, target, text, priority, weight, port, service, proto, ttl }
}

/**
 * unknown: the change was sent and Hostdeck ended (a crash, a kill) before its answer could be written down.
 * made / notMade: such an entry (or an uncertain one) checked later with the service (`journal:check`).
 */
export type JournalOutcome = 'ok' | 'failed' | 'uncertain' | 'unknown' | 'made' | 'notMade'
export type JournalTaskPhase = 'running' | 'done' | 'failed' | 'unknown'

export interface JournalEntry {
  /** Unique and sortable: the time and a counter. */
  id: string
  /** Epoch ms when the request was sent. */
  at: number
  accountId: string
  accountLabel: string
  /** The channel that made the change ('dns:updateRecord'): the renderer words it in the user's language. */
  operation: string
  /** The same in English words, with its subject ("Update the A record www in example.com"): logs and exports. */
  summary: string
  resource: { kind: ResourceKind; id: number | string | null; parentId?: number; name: string | null }
  params: Record<string, JournalValue>
  outcome: JournalOutcome
  /** The created resource's id, or the service's Message (and status) when it refused. */
  result: string | null
  /** The tasks the change started, with how they ended (appended when they end). */
  tasks: Array<{ key: string; phase: JournalTaskPhase; endedAt: number | null }>
  /** DNS record changes: the record before and after (null where it did not exist). */
  before: JournalRecord | null
  after: JournalRecord | null
  /** When the service was last asked whether the change was made (unknown and uncertain entries), if ever. */
  checkedAt?: number
  /** The entry this one reverted ("revert" in the journal). */
  revertOf: string | null
  /** The import batch this change belonged to. */
  batchId: string | null
  /** 'cli': made by the command line; absent: made in a window. */
  source?: 'cli'
}

/** What "revert" would do for a DNS entry: shown before it is applied. */
export interface RevertPlan {
  entryId: string
  /** The inverse change: re-create a deleted record, restore an edited one, delete a created one. */
  action: 'create' | 'update' | 'delete' | null
  /** The record as it will be after the revert (for delete: the one removed); null when there is nothing to do. */
  record: JournalRecord | null
  /** The record as it is now in the zone (null when it is gone). */
  current: JournalRecord | null
  /** Why it cannot be reverted (the record changed since…); null when it can. */
  problem: RevertProblem | null
}

export const REVERT_PROBLEMS = ['changedSince', 'gone', 'alreadyThere', 'zoneGone', 'notDns', 'otherAccount'] as const
export type RevertProblem = (typeof REVERT_PROBLEMS)[number]

/** The English words of a refusal (the renderer has its own in both languages). */
export const REVERT_PROBLEM_TEXT: Record<RevertProblem, string> = {
  changedSince: 'The record was changed since this entry; revert it by hand.',
  gone: 'The record is no longer in the zone.',
  alreadyThere: 'The same record is already in the zone again.',
  zoneGone: 'The zone is no longer there.',
  notDns: 'Only a successful DNS record change can be reverted.',
  otherAccount: 'Switch to the account this change was made in to revert it.',
}

const entryRef = z.object({ entryId: z.string().min(1).max(64) }).strict()

export const journalChannels = {
  /** Every entry of every account (or of one), newest first. */
  'journal:list': channel(
    z
      .object({ accountId: z.string().min(1).max(200).optional() })
      .strict()
      .optional(),
    output<JournalEntry[]>(),
  ),
  'journal:revertPlan': channel(entryRef, output<RevertPlan>()),
  /**
   * Asks the service whether the change of an "outcome unknown" (or uncertain) entry was made, and writes the
   * answer down: the entry as it now reads (made, not made, or still unknown with `checkedAt`).
   */
  'journal:check': channel(entryRef, output<JournalEntry>()),
  /** Applies the plan (read again just before): refused when the record changed since. */
  'journal:revert': channel(entryRef, output<JournalEntry>()),
}

export const journalEvents = {
  /** An entry was added or a task of one ended: the journal pane reloads. */
  'journal:changed': event<null>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    journal: { channels: typeof journalChannels; events: typeof journalEvents }
  }
}
