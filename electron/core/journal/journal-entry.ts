import type { JournalEntry, JournalOutcome } from '../../shared/channels/journal'
import type { AccountSnapshot, ChannelOutput, ParsedInput } from '../../shared/contract'
import { operationOf, pickParams, type JournaledChannel } from './operations'

/** Marks set around a group of changes: a revert names the entry it reverts, an import its batch. */
export interface JournalTags {
  revertOf?: string
  batchId?: string
  /** The command line made the change (its invoke said so). */
  source?: 'cli'
}

/** A change as it was sent: when, by which account, what the account's snapshot knew, the tasks it started. */
export interface Sent {
  id: string
  at: number
  accountId: string
  accountLabel: string
  known: AccountSnapshot | null
  taskKeys: readonly string[]
}

/** How the request ended: the channel's answer, or what refused it. */
export type Ending<C extends JournaledChannel> = { ok: true; value: ChannelOutput<C> } | { ok: false; error: unknown }

export function errorResult(error: unknown): { outcome: JournalOutcome; result: string } {
  const e = (error ?? {}) as { message?: unknown; serverMessage?: unknown; status?: unknown; uncertain?: unknown }
  const said =
    typeof e.serverMessage === 'string' && e.serverMessage !== ''
      ? e.serverMessage
      : typeof e.message === 'string'
        ? e.message
        : String(error)
  const status = typeof e.status === 'number' ? `${e.status}: ` : ''
  return { outcome: e.uncertain ? 'uncertain' : 'failed', result: `${status}${said}`.slice(0, 2000) }
}

/**
 * The entry of one journaled change: its operation's words, the fields it may record, and how it ended (null
 * while it is being sent: the line written before the request goes out, replaced by the one written after).
 */
export function entryOf<C extends JournaledChannel>(
  operation: C,
  input: ParsedInput<C>,
  sent: Sent,
  ending: Ending<C> | null,
  tags: JournalTags,
): JournalEntry {
  const { def, fields } = operationOf(operation)
  const { id, parentId, name, summary, previous } = def.describe(input, sent.known)
  const answer = ending?.ok ? ending.value : null
  const outcome =
    ending === null
      ? { outcome: 'unknown' as const, result: null }
      : ending.ok
        ? { outcome: 'ok' as const, result: def.result?.(ending.value) ?? null }
        : errorResult(ending.error)
  const { before, after } = def.states?.(input, sent.known, answer) ?? { before: null, after: null }
  return {
    id: sent.id,
    at: sent.at,
    accountId: sent.accountId,
    accountLabel: sent.accountLabel,
    operation,
    summary,
    resource: {
      kind: def.kind,
      id: id ?? (after ? after.id : null),
      ...(parentId !== undefined && { parentId }),
      name,
    },
    params: { ...pickParams(fields, input), ...previous },
    ...outcome,
    tasks: sent.taskKeys.map((key) => ({ key, phase: 'running', endedAt: null })),
    before,
    after,
    revertOf: tags.revertOf ?? null,
    batchId: tags.batchId ?? null,
    ...(tags.source && { source: tags.source }),
  }
}
