import type { AccountSummary } from '../../shared/channels/accounts'
import type { CliArgs } from '../args'
import { CliError, EXIT, exitFor, usage } from '../exit-codes'
import type { Core } from '../host'
import { printList, printOne, type Row } from '../output'
import { findAccount } from '../session'
import { askHidden } from '../hidden-prompt'

/** An account as a row: never its token (the core never hands it out). */
const rowOf = (account: AccountSummary): Row => ({
  id: account.id,
  name: account.label,
  kind: account.kind,
  baseUrl: account.baseUrl,
  active: account.active,
  hidden: account.hidden,
  createdAt: account.createdAt,
  lastUsedAt: account.lastUsedAt,
})

/** The whole of stdin, the token's only way in: never argv (ps shows it) nor the environment (children inherit it). */
async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks).toString('utf8').trim()
}

async function add(core: Core, args: CliArgs): Promise<void> {
  if (!args.name) throw usage('accounts add needs --name NAME (what Hostdeck calls the account).')
  if (!args.baseUrl) throw usage('accounts add needs --base-url URL (the service API address).')
  // On a terminal, without --token-stdin, the token is asked for and not shown; elsewhere it comes from a pipe.
  const ask = !args.tokenStdin && process.stdin.isTTY && process.stderr.isTTY
  if (!args.tokenStdin && !ask)
    throw usage('accounts add reads the token from stdin only: pass --token-stdin and pipe the token in.')
  if (args.tokenStdin && process.stdin.isTTY)
    throw usage('--token-stdin reads a pipe: echo "$TOKEN" | hostdeck accounts add … --token-stdin')
  if (core.secretStorage === 'session')
    throw new CliError(
      EXIT.trouble,
      'No OS keychain answered: the token could not be kept after this command. Unlock or install a keychain (Secret Service, Keychain, Credential Manager) and try again.',
    )
  const token = ask
    ? await askHidden(`API token for ${args.name} (not shown): `, process.stdin, process.stderr)
    : await readStdin(process.stdin)
  // The core tests the token with the service before it keeps anything: a refused one is exit 3 and never stored.
  const added = await core.attempt<AccountSummary>('accounts:add', { label: args.name, baseUrl: args.baseUrl, token })
  if ('value' in added) return printOne(rowOf(added.value), args)
  const { field, message } = added.error
  const flag =
    field === 'label' ? '--name' : field === 'baseUrl' ? '--base-url' : field === 'token' ? 'the token' : null
  throw new CliError(exitFor(added.error), flag ? `${flag}: ${message}` : message)
}

/** Removes an account and its token from the keychain; confirmed by --yes (no prompt yet). */
async function remove(core: Core, args: CliArgs): Promise<void> {
  const wanted = args.words[2]
  if (!wanted) throw usage('accounts rm needs the name or id of an account.')
  const account = await findAccount(core, wanted)
  if (!args.yes) throw usage(`accounts rm forgets ${account.label} and its token: add --yes to confirm.`)
  const left = await core.invoke<AccountSummary[]>('accounts:remove', { id: account.id })
  await printList(left.map(rowOf), args, ['id', 'name', 'kind', 'baseUrl', 'active'])
}

/** `accounts ls`, `accounts add`, `accounts rm`. */
export async function runAccounts(core: Core, args: CliArgs): Promise<void> {
  const verb = args.words[1]
  if (verb === 'ls' || verb === 'list') {
    const accounts = await core.invoke<AccountSummary[]>('accounts:list')
    return printList(accounts.map(rowOf), args, ['id', 'name', 'kind', 'baseUrl', 'active'])
  }
  if (verb === 'add') return add(core, args)
  if (verb === 'rm' || verb === 'remove') return remove(core, args)
  throw usage(`"accounts" has no command "${verb ?? ''}". Run "hostdeck accounts --help".`)
}
