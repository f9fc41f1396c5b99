import type { BulkItemResult, bulkChannels, BulkIntent } from '../../shared/channels/bulk'
import type { ParsedInput } from '../../shared/contract'
import { toHostdeckError } from '../../shared/errors'
import type { Handlers } from '../dispatch'
import { runOnAccount } from '../invoke-scope'
import type { HandlerContext } from './handler-context'

type Item = ParsedInput<'bulk:run'>['items'][number]

/** The journaled channel and input one item of an intent is sent as. */
function requestOf(intent: BulkIntent, serverId: number) {
  return intent === 'delete'
    ? ({ channel: 'servers:delete', input: { serverId } } as const)
    : ({ channel: 'servers:runAction', input: { serverId, type: intent } } as const)
}

/**
 * Sends one item once, through its journaled channel, on its own account, marked with the set's batch: the
 * account's guard rail judges it as any change (a bulk delete is refused by a protected account).
 */
async function sendItem(
  ctx: Pick<HandlerContext, 'handlers' | 'journal'>,
  { batchId, intent, confirm }: ParsedInput<'bulk:run'>,
  item: Item,
): Promise<BulkItemResult> {
  const { channel, input } = requestOf(intent, item.serverId)
  const name = confirm?.[item.accountId]
  // The item's own meta: no expected account (it names its own), the bulk mark, the name typed for its account.
  const meta = { bulk: true, ...(name !== undefined && { confirmAccount: name }) }
  const handler = ctx.handlers()[channel] as (input: unknown) => Promise<unknown>
  try {
    await runOnAccount(item.accountId, meta, { channel, input }, () =>
      ctx.journal.tagged({ batchId }, () => handler(input)),
    )
    return { ...item, outcome: 'done', message: null }
  } catch (error) {
    const said = toHostdeckError(error)
    return { ...item, outcome: said.uncertain ? 'uncertain' : 'failed', message: said.message }
  }
}

export function buildBulkHandlers(
  ctx: Pick<HandlerContext, 'handlers' | 'journal' | 'fleet' | 'bus'>,
): Pick<Handlers, keyof typeof bulkChannels> {
  return {
    'bulk:servers': () => ctx.fleet.servers(),
    /** One item at a time, in the order given: each told as it starts and as it ends. */
    'bulk:run': async (request) => {
      const results: BulkItemResult[] = []
      for (const item of request.items) {
        ctx.bus.emit('bulk:progress', {
          batchId: request.batchId,
          item: { ...item, outcome: 'sending', message: null },
        })
        const result = await sendItem(ctx, request, item)
        results.push(result)
        ctx.bus.emit('bulk:progress', { batchId: request.batchId, item: result })
      }
      return results
    },
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    bulk: typeof buildBulkHandlers
  }
}
