import { ansibleIni, ansibleYaml, exportNotices, serversCsv, sshConfig } from '../../shared/exports/servers'
import type { Server } from '../../shared/models/servers'
import { REGISTRY } from '../../shared/resources/registry'
import type { CliArgs } from '../args'
import { usage } from '../exit-codes'
import { accountSnapshot, type ReadContext } from '../reads'
import { pickAccount } from '../account-pick'

/** The window's exports of the servers list (shared/exports/servers.ts), by the name the command line gives them. */
const FORMATS: Record<string, (servers: readonly Server[]) => string> = {
  ansible: ansibleIni,
  'ansible-yaml': ansibleYaml,
  'ssh-config': sshConfig,
  csv: (servers) => serversCsv(servers),
}

export const EXPORT_FORMATS = Object.keys(FORMATS)

/**
 * `export ansible|ansible-yaml|ssh-config|csv [--cached]`: the account's servers as the window exports them, on
 * stdout; the values left out (not an address, not a login) said on stderr, as the window says them.
 */
export async function runExport(ctx: ReadContext, args: CliArgs): Promise<void> {
  const [, format = '', ...rest] = args.words
  const write = FORMATS[format]
  if (!write || rest.length > 0) throw usage(`"export" takes one of ${EXPORT_FORMATS.join(', ')} (got "${format}").`)
  if (args.allAccounts) throw usage('"export" writes one account\'s servers: name it with --account.')
  const account = pickAccount(await ctx.shelf.accounts(), args.account)
  const servers = (await accountSnapshot(ctx, account, REGISTRY.server, args)).servers ?? []
  for (const { server, field } of exportNotices(servers))
    process.stderr.write(`hostdeck: ${server}: its ${field === 'ip' ? 'address' : 'login'} is left out (not valid)\n`)
  process.stdout.write(write(servers))
}
