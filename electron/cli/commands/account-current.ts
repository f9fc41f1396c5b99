import type { CliArgs } from '../args'
import type { CacheShelf } from '../cache-shelf'
import { usage } from '../exit-codes'
import { printOne } from '../output'
import { pickAccount } from '../account-pick'

/**
 * `account current`: the account a command run here would use, and what chose it (--account, HOSTDECK_ACCOUNT, a
 * .hostdeck-account file, or the window's active account, which a change never falls back to). No network.
 */
export async function runAccountCurrent(shelf: CacheShelf, args: CliArgs): Promise<void> {
  if (args.words[1] !== 'current') throw usage('"account" has one command: "account current".')
  const account = pickAccount(await shelf.accounts(), args.account)
  const changes = args.account === undefined ? 'refused: say --account' : 'sent here'
  await printOne(
    { id: account.id, name: account.label, baseUrl: account.baseUrl, source: args.accountSource, changes },
    args,
  )
}
