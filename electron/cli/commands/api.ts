import { createKeytarSecretStore, keychainServiceName } from '../../main/keytar-store'
import type { CliArgs } from '../args'
import type { AccountChoice, CacheShelf } from '../cache-shelf'
import { CliError, EXIT, usage } from '../exit-codes'
import { pickAccount } from '../account-pick'
import { confirm } from './changes'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
/** How long a call may take before it is given up (exit 7), as the core's own calls. */
const TIMEOUT_MS = 15_000

/**
 * The address a path names under the account's base URL; a path that would leave it (a full URL, `//host`, `..`)
 * is refused: the token goes to its account's service and nowhere else.
 */
export function addressOf(baseUrl: string, path: string): string {
  if (!/^\/(?!\/)/.test(path) || /(^|\/)\.\.?(\/|$)|[\\\s#]/.test(path))
    throw usage(`"api" takes a path under the account's address, such as /server (got "${path}").`)
  const base = new URL(baseUrl)
  const address = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base.origin)
  if (address.origin !== base.origin) throw usage(`"${path}" leaves ${base.origin}.`)
  return address.href
}

/** The account's token, from the OS keychain (the command line reads it as the hosts do; it is never printed). */
async function tokenOf(account: AccountChoice): Promise<string> {
  const keychain = await createKeytarSecretStore(keychainServiceName())
  const token = await keychain?.get(account.id)
  if (!token)
    throw new CliError(EXIT.trouble, `No token of ${account.label} is in the OS keychain this command can read.`)
  return token
}

/** The body of a change: --data TEXT, or - for stdin (JSON, as the service takes it). */
async function bodyOf(data: string | undefined): Promise<string | undefined> {
  if (data === undefined) return undefined
  let text = data
  if (data === '-') {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer))
    text = Buffer.concat(chunks).toString('utf8')
  }
  try {
    JSON.parse(text)
  } catch {
    throw usage('--data takes JSON (or - to read it from stdin).')
  }
  return text
}

/**
 * `api METHOD PATH [--data JSON|-]`: the service's API as it is, the account's token added to the request and
 * kept out of every output; the answer's body on stdout. A change needs --account, a DELETE a confirmation.
 */
export async function runApi(shelf: CacheShelf, args: CliArgs): Promise<void> {
  const [, verb = '', path = '', ...rest] = args.words
  const method = METHODS.find((known) => known === verb.toUpperCase())
  if (!method || !path || rest.length > 0) throw usage(`"api" takes a method (${METHODS.join(', ')}) and a path.`)
  if (method !== 'GET' && !args.account)
    throw usage(`"api ${method}" changes things: say the account with --account NAME.`)
  const account = pickAccount(await shelf.accounts(), args.account)
  if (!account.baseUrl) throw usage(`${account.label} has no service address to call (the Demo runs inside Hostdeck).`)
  const address = addressOf(account.baseUrl, path)
  if (method === 'DELETE') await confirm(args, `DELETE ${path} in ${account.label}`)
  const body = await bodyOf(args.data)
  const token = await tokenOf(account)
  let answer: Response
  try {
    answer = await fetch(address, {
      method,
      headers: {
        Authorization: `${account.authScheme ?? 'Bearer'} ${token}`,
        Accept: 'application/json',
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      ...(body !== undefined && { body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new CliError(
      EXIT.unreachable,
      `${account.label} (${account.baseUrl}) cannot be reached: ${(error as Error).message}`,
    )
  }
  // The answer as sent, with the token taken out should the service ever echo it.
  const text = (await answer.text()).split(token).join('[token]')
  process.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`)
  if (!answer.ok) throw new CliError(EXIT.refused, `${method} ${path}: the service answered ${answer.status}.`)
}
