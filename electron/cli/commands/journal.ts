import type { AccountSummary } from '../../shared/channels/accounts'
import type { JournalEntry, RevertPlan } from '../../shared/channels/journal'
import { REVERT_PROBLEM_TEXT } from '../../shared/channels/journal'
import type { CliArgs } from '../args'
import { CliError, EXIT, usage } from '../exit-codes'
import type { Core } from '../host'
import { printList, printOne, type Row } from '../output'
import { pickAccount } from '../account-pick'

/** An entry as a row: what was done, where, how it ended, and whether the command line did it. */
const rowOf = (entry: JournalEntry): Row => ({
  id: entry.id,
  name: entry.summary,
  state: entry.outcome,
  at: new Date(entry.at).toISOString(),
  account: entry.accountLabel,
  operation: entry.operation,
  source: entry.source ?? 'window',
  result: entry.result,
  revertOf: entry.revertOf,
})

/** `journal revert ID [--dry-run] [--yes]`: the inverse change, in the entry's own account. */
async function revert(core: Core, args: CliArgs, entryId: string): Promise<void> {
  const entries = await core.invoke<JournalEntry[]>('journal:list')
  const entry = entries.find((e) => e.id === entryId)
  if (!entry) throw usage(`No journal entry has the id "${entryId}". See them with "hostdeck journal ls".`)
  // The revert acts in the entry's account; the window's active one is put back when the command ends.
  const accounts = await core.invoke<AccountSummary[]>('accounts:list')
  await core.invoke('accounts:switch', { id: pickAccount(accounts, entry.accountId).id })
  const plan = await core.invoke<RevertPlan>('journal:revertPlan', { entryId })
  if (plan.problem) throw new CliError(EXIT.refused, REVERT_PROBLEM_TEXT[plan.problem])
  const what = `${plan.action} ${plan.record?.type ?? ''} ${plan.record?.owner ?? ''}`.replace(/\s+/g, ' ').trim()
  if (args.dryRun)
    return printOne({ id: entry.id, name: entry.summary, state: 'dry-run', revert: what, record: plan.record }, args)
  if (!args.yes)
    throw usage(`journal revert would ${what} in ${entry.accountLabel}: add --yes to do it (--dry-run shows it).`)
  const reverted = await core.invoke<JournalEntry>('journal:revert', { entryId })
  await printOne(rowOf(reverted), args)
}

/** `journal ls [--account NAME]` (newest first), `journal check ID` and `journal revert ID`. */
export async function runJournal(core: Core, args: CliArgs): Promise<void> {
  const [, verb, wanted] = args.words
  if (verb === 'ls' || verb === 'list') {
    const accounts = await core.invoke<AccountSummary[]>('accounts:list')
    const input = args.account === undefined ? undefined : { accountId: pickAccount(accounts, args.account).id }
    const entries = await core.invoke<JournalEntry[]>('journal:list', input)
    return printList(entries.map(rowOf), args, ['id', 'at', 'account', 'name', 'state', 'source'])
  }
  if (verb === 'check') {
    if (!wanted) throw usage('"journal check" needs the id of a journal entry (see "hostdeck journal ls").')
    // Asks the service whether an "outcome unknown" change was made (the window's check); a known one is as it is.
    return printOne(rowOf(await core.invoke<JournalEntry>('journal:check', { entryId: wanted })), args)
  }
  if (verb === 'revert') {
    if (!wanted) throw usage('"journal revert" needs the id of a journal entry (see "hostdeck journal ls").')
    return revert(core, args, wanted)
  }
  throw usage(`"journal" has no command "${verb ?? ''}". Run "hostdeck journal --help".`)
}
