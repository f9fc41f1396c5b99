import type { JournalEntry, JournalValue } from '../../shared/channels/journal'
import type { CliArgs } from '../args'
import { CliError, EXIT } from '../exit-codes'
import type { Core } from '../host'
import { localIso } from '../local-time'
import { say } from '../words'

/**
 * How recent a cut change must be for a command to count as its rerun. A rerun after a kill or a closed terminal
 * comes within minutes; the same change asked for an hour later is a new one.
 */
export const RERUN_WINDOW_MS = 15 * 60_000

/** Sent, and its answer lost (a kill, a crash, a cut connection): the journal cannot say whether it was made. */
const UNRESOLVED: ReadonlySet<JournalEntry['outcome']> = new Set(['unknown', 'uncertain'])

const plain = (value: unknown): value is JournalValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/**
 * Whether the entry is this change: the same operation, and every plain field the entry recorded that the input
 * has too the same (the server and action type of a reboot, the zone and fields of a record).
 */
export function sameChange(entry: JournalEntry, channel: string, input: Record<string, unknown>): boolean {
  if (entry.operation !== channel) return false
  const shared = Object.entries(input).filter(([key, value]) => plain(value) && key in entry.params)
  return shared.length > 0 && shared.every(([key, value]) => entry.params[key] === value)
}

/** Its journal entry's words for the user: what, when, and its id. */
const said = (entry: JournalEntry) => ({ summary: entry.summary, id: entry.id, at: localIso(entry.at) })

/**
 * Before a change is sent: the same change sent by an earlier command whose answer never came (the command was
 * killed between sending it and writing its task down, or its connection was cut) is checked with the service, as
 * the window checks an "outcome unknown" entry (core/journal/outcome-check.ts). Answers that entry when the change
 * was made (the caller reports it and sends nothing), null when it is to be sent (none, or not made); refuses with
 * exit 6 when the service cannot tell. `--again` skips the look: the user knows and wants it sent once more.
 */
export async function earlierAttempt(
  core: Core,
  args: Pick<CliArgs, 'again'>,
  accountId: string,
  change: { channel: string; input: Record<string, unknown> },
  now = Date.now(),
): Promise<JournalEntry | null> {
  if (args.again) return null
  const entries = await core.invoke<JournalEntry[]>('journal:list', { accountId })
  // The newest of this change only: one that ended since (a rerun with --again) means the cut one was dealt with.
  const last = entries.find((entry) => sameChange(entry, change.channel, change.input))
  if (!last || last.at < now - RERUN_WINDOW_MS) return null
  // "made" after a check is the cut one too: the core's own start-up check may have answered before this look.
  const cut = UNRESOLVED.has(last.outcome) || (last.outcome === 'made' && last.checkedAt !== undefined)
  if (!cut) return null
  const checked =
    last.outcome === 'made' ? last : await core.invoke<JournalEntry>('journal:check', { entryId: last.id })
  if (checked.outcome === 'made') {
    process.stderr.write(`hostdeck: ${say('earlierMade', said(checked))}\n`)
    return checked
  }
  if (checked.outcome === 'notMade') {
    process.stderr.write(`hostdeck: ${say('earlierNotMade', said(checked))}\n`)
    return null
  }
  throw new CliError(EXIT.uncertain, say('earlierUnknown', said(checked)))
}
