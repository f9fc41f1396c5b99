import { createInterface } from 'node:readline/promises'
import type { AccountSummary } from '../../shared/channels/accounts'
import type { CliArgs } from '../args'
import { CliError, exitFor, usage } from '../exit-codes'
import type { Core } from '../host'
import { printOne } from '../output'
import type { ReadContext } from '../reads'
import { findAccount } from '../session'
import { say } from '../words'

/** A change goes to the account the user named, never to whichever one the window shows. */
export async function changeAccount(ctx: ReadContext, args: CliArgs, command: string): Promise<AccountSummary> {
  if (!args.account) throw usage(say('changeNeedsAccount', { command }))
  if (args.allAccounts) throw usage(say('readsOnlyAll', { command }))
  return findAccount(await ctx.core(), args.account)
}

/**
 * A destructive change goes ahead with --yes, or when the person at the terminal says yes; where no one can be
 * asked (a script, a pipe), it is refused without --yes.
 */
export async function confirm(args: CliArgs, what: string): Promise<void> {
  if (args.yes) return
  if (!process.stdin.isTTY || !process.stderr.isTTY) throw usage(say('confirmWithYes', { what }))
  const prompt = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await prompt.question(say('confirmQuestion', { what }))
    if (!/^(y(es)?|д(а)?)$/i.test(answer.trim())) throw usage(say('notConfirmed'))
  } finally {
    prompt.close()
  }
}

/** --dry-run: what would be sent (the channel and its checked input) and what it deletes; nothing is sent. */
export async function printDryRun(args: CliArgs, channel: string, input: unknown, deletes?: unknown): Promise<void> {
  await printOne({ id: '-', name: channel, state: 'dry-run', input, ...(deletes !== undefined && { deletes }) }, args)
}

/** Sends a change as the command line (the journal marks it `source: cli`); a refusal is its exit code and words. */
export async function send<T>(
  core: Core,
  channel: string,
  input: unknown,
  account: AccountSummary,
  confirm?: string,
): Promise<T> {
  // A protected account's change needs its name (--confirm NAME, core/accounts/guard.ts).
  const sent = await core.attempt<T>(channel, input, {
    expectAccount: account.id,
    ...(confirm !== undefined && { confirmAccount: confirm }),
  })
  if ('value' in sent) return sent.value
  const check = sent.error.uncertain
    ? ` ${say('mayBeMade', { account: account.label })}`
    : sent.error.kind === 'confirmAccount'
      ? ` ${say('addConfirm', { account: account.label })}`
      : ''
  throw new CliError(exitFor(sent.error), `${sent.error.message}${check}`)
}
