import type { AccountSnapshot } from '../shared/models/session'
import type { ResourceDescriptor, ResourceEntry } from '../shared/resources/descriptor'
import type { CliArgs } from './args'
import { fannedOut, type AccountChoice, type CacheShelf } from './cache-shelf'
import { CliError, EXIT, usage } from './exit-codes'
import type { Core } from './host'
import type { Row } from './output'
import { accountState, cacheAge } from './session'
import { pickAccount } from './account-pick'
import { say } from './words'

/** What a read needs: the cache as files (no core), and the core, opened only when a read must go to the service. */
export interface ReadContext {
  shelf: CacheShelf
  core(): Promise<Core>
}

/** A field that holds a secret (a server's admin password, a storage user's, an S3 secret key): never printed. */
const SECRET_FIELD = /password|secret/i

const withoutSecrets = (item: object) =>
  Object.fromEntries(Object.entries(item).filter(([field]) => !SECRET_FIELD.test(field)))

/** One item as a row: id, name and state first, the item's own fields after, no secret. */
export const rowOfEntry = <T>(descriptor: ResourceDescriptor<T>, { item, parent }: ResourceEntry<T>): Row => ({
  ...withoutSecrets(item as object),
  id: descriptor.id(item),
  name: descriptor.name(item, parent),
  state: descriptor.state(item),
  ...(parent && { parent }),
})

/** The kind's items of a snapshot as rows; null when the snapshot lacks the kind's section. */
export function rowsOf(descriptor: ResourceDescriptor, snapshot: AccountSnapshot): Row[] | null {
  return descriptor.entries(snapshot)?.map((entry) => rowOfEntry(descriptor, entry)) ?? null
}

/** The account's cached copy holding the kind (said on stderr with its age); null when none, or one too old. */
async function cachedSnapshot(ctx: ReadContext, account: AccountChoice, descriptor: ResourceDescriptor, args: CliArgs) {
  const cached = await ctx.shelf.snapshot(account.id, [descriptor.section])
  if (!cached || descriptor.entries(cached.snapshot) === null) return null
  if (args.maxAgeMs !== null && Date.now() - Date.parse(cached.fetchedAt) > args.maxAgeMs) return null
  process.stderr.write(`${say('cachedRead', { label: account.label, age: cacheAge(cached.fetchedAt) })}\n`)
  return cached.snapshot
}

/**
 * One account's snapshot holding a kind: from the cache with --cached (or --max-age, when fresh enough), else
 * read now.
 */
export async function accountSnapshot(
  ctx: ReadContext,
  account: AccountChoice,
  descriptor: ResourceDescriptor,
  args: CliArgs,
): Promise<AccountSnapshot> {
  if (args.cached || args.maxAgeMs !== null) {
    const snapshot = await cachedSnapshot(ctx, account, descriptor, args)
    if (snapshot) return snapshot
    if (args.cached) throw new CliError(EXIT.unreachable, say('noCachedYet', { label: account.label }))
  }
  const state = await accountState(await ctx.core(), account)
  if (!state.snapshot) throw new CliError(EXIT.unreachable, `${account.label} has not been read yet.`)
  if (descriptor.entries(state.snapshot) === null)
    throw new CliError(EXIT.refused, `${account.label}'s service does not offer this kind of resource.`)
  return state.snapshot
}

/** One account's rows of a kind (see accountSnapshot). */
export async function accountRows(
  ctx: ReadContext,
  account: AccountChoice,
  descriptor: ResourceDescriptor,
  args: CliArgs,
): Promise<Row[]> {
  return rowsOf(descriptor, await accountSnapshot(ctx, account, descriptor, args)) ?? []
}

/** A read's answer: the rows, and the accounts that could not answer (a fan-out goes on past them). */
export interface Gathered {
  rows: Row[]
  failures: { account: AccountChoice; error: CliError }[]
  /** The accounts asked. */
  total: number
}

/**
 * The kind's rows in the account `args` names, or with -A in every account (each row with its `account` first).
 * Cached copies are read side by side; reads from the service one account after another (the core reads the
 * account it holds active).
 */
export async function gatherRows(ctx: ReadContext, args: CliArgs, descriptor: ResourceDescriptor): Promise<Gathered> {
  const accounts = await ctx.shelf.accounts()
  if (!args.allAccounts) {
    const rows = await accountRows(ctx, pickAccount(accounts, args.account), descriptor, args)
    return { rows, failures: [], total: 1 }
  }
  const targets = fannedOut(accounts)
  if (targets.length === 0) throw usage('-A found no account to read: add one with "hostdeck accounts add".')
  const one = async (account: AccountChoice): Promise<Omit<Gathered, 'total'>> => {
    try {
      const rows = await accountRows(ctx, account, descriptor, args)
      return { rows: rows.map((row) => ({ account: account.label, ...row })), failures: [] }
    } catch (error) {
      if (!(error instanceof CliError)) throw error
      return { rows: [], failures: [{ account, error }] }
    }
  }
  const answers: Omit<Gathered, 'total'>[] = []
  if (args.cached) answers.push(...(await Promise.all(targets.map(one))))
  else for (const account of targets) answers.push(await one(account))
  return {
    rows: answers.flatMap((answer) => answer.rows),
    failures: answers.flatMap((answer) => answer.failures),
    total: targets.length,
  }
}

/** The accounts a fan-out could not read, on stderr; the exit code is the first one's (a script sees it failed). */
export function reportFailures({ failures, total }: Gathered): void {
  if (failures.length === 0) return
  const lines = failures.map(({ account, error }) => `  ${account.label}: ${error.message}`)
  process.stderr.write(`hostdeck: ${failures.length} of ${total} accounts could not be read:\n${lines.join('\n')}\n`)
  throw new CliError(failures[0]?.error.code ?? EXIT.trouble, `the rows above are from the other accounts.`)
}
