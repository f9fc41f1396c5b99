import { REVERT_PROBLEM_TEXT, type JournalEntry, type journalChannels } from '../../shared/channels/journal'
import { channels } from '../../shared/contract'
import type { Handlers } from '../dispatch'
import { BackendError, NotFoundError } from '../errors'
import { planRevert, revertRequest } from '../journal/revert'
import type { HandlerContext } from './handler-context'

/**
 * The activity journal: read-only, plus "revert" for DNS record changes. A revert reads the zone afresh, refuses
 * when the record changed since, and goes through the journaled DNS channel, so it is itself journaled.
 */
export function buildJournalHandlers({
  journal,
  resources: ctx,
  handlers,
}: Pick<HandlerContext, 'journal' | 'resources' | 'handlers'>): Pick<Handlers, keyof typeof journalChannels> {
  async function plan(entryId: string) {
    const entry = (await journal.list()).find((e) => e.id === entryId)
    if (!entry) throw new NotFoundError('This journal entry is no longer there.')
    const zones = await ctx.read(async (api, accountId) => ({
      accountId,
      zones: entry.resource.kind === 'dnsRecord' ? await api.dns.listZones() : [],
    }))
    if (zones.accountId !== entry.accountId)
      return { entry, plan: { entryId, action: null, record: null, current: null, problem: 'otherAccount' as const } }
    return { entry, plan: planRevert(entry, zones.zones) }
  }
  return {
    'journal:list': (input) => journal.list(input?.accountId),
    'journal:check': ({ entryId }) => journal.check(entryId),
    'journal:revertPlan': async ({ entryId }) => (await plan(entryId)).plan,
    'journal:revert': async ({ entryId }) => {
      const { plan: checked } = await plan(entryId)
      if (checked.problem || !checked.record)
        throw new BackendError({ kind: 'conflict', message: REVERT_PROBLEM_TEXT[checked.problem ?? 'notDns'] })
      const { channel, input } = revertRequest({ ...checked, record: checked.record })
      const run = handlers()[channel] as (input: unknown) => Promise<unknown>
      // Checked like any request: a revert sends nothing the channel would refuse.
      const parsed = channels[channel].input.parse(input)
      await journal.tagged({ revertOf: entryId }, () => run(parsed))
      const made = (await journal.list()).find((e: JournalEntry) => e.revertOf === entryId)
      if (!made)
        throw new BackendError({
          kind: 'internal',
          message: 'The revert was sent but its journal entry could not be written.',
        })
      return made
    },
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    journal: typeof buildJournalHandlers
  }
}
