import type { AccountSnapshot } from '../../shared/models/session'
import { REGISTRY } from '../../shared/resources/registry'
import type { ResourceDescriptor } from '../../shared/resources/descriptor'
import type { CliArgs } from '../args'
import { CliError, EXIT, usage } from '../exit-codes'
import type { Core } from '../host'
import { printList, printOne, type Row } from '../output'
import { accountState, findAccount } from '../session'

/** A kind's noun on the command line: its registry name, kebab-case and plural (`server` → `servers`, `dnsRecord` → `dns-records`). */
export const nounOf = (kind: string) => `${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}s`

/** The kind a noun names (its plural or the kind itself), from the registry: no second list of kinds. */
export function kindOfNoun(noun: string): { kind: string; descriptor: ResourceDescriptor } | null {
  for (const [kind, descriptor] of Object.entries(REGISTRY) as [string, ResourceDescriptor][])
    if (noun === kind || noun === nounOf(kind)) return { kind, descriptor }
  return null
}

/** A field that holds a secret (a server's admin password, a storage user's, an S3 secret key): never printed. */
const SECRET_FIELD = /password|secret/i

const withoutSecrets = (item: object) =>
  Object.fromEntries(Object.entries(item).filter(([field]) => !SECRET_FIELD.test(field)))

/** The kind's items of a snapshot as rows: id, name and state first, the item's own fields after, no secret. */
export function rowsOf(descriptor: ResourceDescriptor, snapshot: AccountSnapshot): Row[] {
  const entries = descriptor.entries(snapshot) ?? []
  return entries.map(({ item, parent }) => ({
    ...withoutSecrets(item as object),
    id: descriptor.id(item),
    name: descriptor.name(item, parent),
    state: descriptor.state(item),
    ...(parent && { parent }),
  }))
}

/** The row `wanted` names, by id or by name; none, or several of that name, is a usage error listing them. */
export function pick(rows: readonly Row[], wanted: string, noun: string): Row {
  const byId = rows.filter((row) => String(row.id) === wanted)
  const found = byId.length > 0 ? byId : rows.filter((row) => row.name === wanted)
  if (found.length === 1 && found[0]) return found[0]
  if (found.length > 1)
    throw usage(`Several ${noun} are named "${wanted}": give one's id (${found.map((row) => row.id).join(', ')}).`)
  throw usage(`No ${noun} has the id or name "${wanted}".`)
}

/** The rows of a kind in the account `args` names (the active one when none is named). */
export async function readRows(core: Core, args: CliArgs, descriptor: ResourceDescriptor): Promise<Row[]> {
  const account = await findAccount(core, args.account)
  const state = await accountState(core, account, args.cached)
  if (!state.snapshot) throw new CliError(EXIT.unreachable, `${account.label} has not been read yet.`)
  if (descriptor.entries(state.snapshot) === null)
    throw new CliError(EXIT.refused, `${account.label}'s service does not offer this kind of resource.`)
  return rowsOf(descriptor, state.snapshot)
}

/** `<noun> ls` and `<noun> get NAME|ID`, for every kind of the registry. */
export async function runRead(core: Core, args: CliArgs, noun: string, descriptor: ResourceDescriptor): Promise<void> {
  const [, verb, wanted, ...rest] = args.words
  if (rest.length > 0) throw usage(`Too many words after "${noun} ${verb}": ${rest.join(' ')}.`)
  if (verb === 'ls' || verb === 'list') {
    if (wanted) throw usage(`"${noun} ls" takes no name; to see one, use "${noun} get ${wanted}".`)
    const rows = await readRows(core, args, descriptor)
    const columns = rows.some((row) => row.parent) ? ['id', 'name', 'state', 'parent'] : ['id', 'name', 'state']
    return printList(rows, args.output, columns)
  }
  if (verb === 'get') {
    if (!wanted) throw usage(`"${noun} get" needs the name or id of one of the ${noun}.`)
    return printOne(pick(await readRows(core, args, descriptor), wanted, noun), args.output)
  }
  throw usage(`"${noun}" has no command "${verb ?? ''}". Run "hostdeck ${noun} --help".`)
}
