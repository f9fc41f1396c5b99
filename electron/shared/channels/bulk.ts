import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output, resourceId } from '../contract-kit'
import { accountIdSchema } from './accounts'

/**
 * Bulk actions: one intent on servers of several accounts at once, each item sent once through its own journaled
 * channel (servers:runAction, servers:delete) on its own account, all marked with the set's `batchId` so the
 * journal shows them as one entry.
 */

/** What a bulk action may do to each server: a power action, or deleting it. */
export const BULK_INTENTS = ['PowerOn', 'PowerOff', 'PowerReboot', 'delete'] as const
export type BulkIntent = (typeof BULK_INTENTS)[number]
/** The most items one bulk action takes (a selection of every server of several accounts). */
export const BULK_ITEMS_MAX = 500

/** A server as a bulk action picks it: which account, and what the account's cache says of it. */
export interface BulkServer {
  accountId: string
  accountLabel: string
  id: number
  name: string
  state: string
  isPowerOn: boolean
  ip: string | null
}

export type BulkOutcome = 'sending' | 'done' | 'failed' | 'uncertain'

/** One item's outcome: `message` says why it failed (the service's or Hostdeck's words). */
export interface BulkItemResult {
  accountId: string
  serverId: number
  outcome: BulkOutcome
  message: string | null
}

export interface BulkProgress {
  batchId: string
  item: BulkItemResult
}

export const bulkBatchId = z.string().regex(/^[A-Za-z0-9-]{6,64}$/)

export const bulkServersSchema = z
  .object({
    /** The set's mark: a retry of its failed items names the same one, so the journal keeps one entry. */
    batchId: bulkBatchId,
    intent: z.enum(BULK_INTENTS),
    items: z
      .array(z.object({ accountId: accountIdSchema, serverId: resourceId }).strict())
      .min(1)
      .max(BULK_ITEMS_MAX),
    /** Each protected account's name as the user typed it (see core/accounts/guard.ts). */
    confirm: z.record(accountIdSchema, z.string().max(200)).optional(),
  })
  .strict()

export const bulkChannels = {
  /** Every account's cached servers, to pick from (no request to the service). */
  'bulk:servers': channel(z.undefined(), output<BulkServer[]>()),
  /**
   * Runs the intent on each item once, one at a time, each on its own account (a read-only account refuses, a
   * protected one needs its name and refuses a bulk delete); answers every item's outcome, each also told as it
   * happens (`bulk:progress`).
   */
  'bulk:run': channel(bulkServersSchema, output<BulkItemResult[]>()),
}

export const bulkEvents = {
  'bulk:progress': event<BulkProgress>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    bulk: { channels: typeof bulkChannels; events: typeof bulkEvents }
  }
}
