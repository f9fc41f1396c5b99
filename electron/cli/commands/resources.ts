import type { ResourceDescriptor } from '../../shared/resources/descriptor'
import type { CliArgs } from '../args'
import { usage } from '../exit-codes'
import { printList, printOne, type Row } from '../output'
import { gatherRows, reportFailures, type ReadContext } from '../reads'

/** The row `wanted` names, by id or by name; none, or several of that name, is a usage error listing them. */
export function pick(rows: readonly Row[], wanted: string, noun: string): Row {
  const byId = rows.filter((row) => String(row.id) === wanted)
  const found = byId.length > 0 ? byId : rows.filter((row) => row.name === wanted)
  if (found.length === 1 && found[0]) return found[0]
  const where = (row: Row) => (row.account ? `${String(row.account)}/${row.id}` : row.id)
  if (found.length > 1)
    throw usage(`Several ${noun} are named "${wanted}": give one's id (${found.map(where).join(', ')}).`)
  throw usage(`No ${noun} has the id or name "${wanted}".`)
}

/** The rows of a kind in the account `args` names (the active one when none is named), or in every one with -A. */
export async function readRows(ctx: ReadContext, args: CliArgs, descriptor: ResourceDescriptor): Promise<Row[]> {
  const gathered = await gatherRows(ctx, args, descriptor)
  return gathered.rows
}

/** `<noun> ls` and `<noun> get NAME|ID`, for every kind of the registry. */
export async function runRead(
  ctx: ReadContext,
  args: CliArgs,
  noun: string,
  descriptor: ResourceDescriptor,
): Promise<void> {
  const [, verb, wanted, ...rest] = args.words
  if (rest.length > 0) throw usage(`Too many words after "${noun} ${verb}": ${rest.join(' ')}.`)
  if (verb === 'ls' || verb === 'list') {
    if (wanted) throw usage(`"${noun} ls" takes no name; to see one, use "${noun} get ${wanted}".`)
    const gathered = await gatherRows(ctx, args, descriptor)
    const columns = [
      ...(args.allAccounts ? ['account'] : []),
      'id',
      'name',
      'state',
      ...(gathered.rows.some((row) => row.parent) ? ['parent'] : []),
    ]
    await printList(gathered.rows, args, columns)
    return reportFailures(gathered)
  }
  if (verb === 'get') {
    if (!wanted) throw usage(`"${noun} get" needs the name or id of one of the ${noun}.`)
    const gathered = await gatherRows(ctx, args, descriptor)
    await printOne(pick(gathered.rows, wanted, noun), args)
    return reportFailures(gathered)
  }
  throw usage(`"${noun}" has no command "${verb ?? ''}". Run "hostdeck ${noun} --help".`)
}
