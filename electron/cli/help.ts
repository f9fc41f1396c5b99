import { REGISTRY } from '../shared/resources/registry'
import { EXIT_WORDS } from './exit-codes'
import { nounOf } from './commands/resources'
import { SERVER_VERBS } from './commands/servers'

const COMMON = `Flags every command takes:
  --data-dir DIR        the data folder (default: the desktop app's; also HOSTDECK_DATA_DIR)
  --account NAME|ID     the account (also HOSTDECK_ACCOUNT, or a .hostdeck-account file in this folder or one
                        above); reads default to the window's active one, changes require one of these
  -o, --output FORMAT   table or json (default: table on a terminal, json otherwise)
  -h, --help            this help`

const exitCodes = () => `Exit codes:\n${EXIT_WORDS.map(([code, words]) => `  ${code}  ${words}`).join('\n')}`

const ACCOUNTS = `hostdeck accounts — the accounts Hostdeck knows (tokens stay in the OS keychain)

  accounts ls                                   list them
  accounts add --name N --base-url URL --token-stdin
                                                add one; the token is read from stdin only, tested with the
                                                service first, and not kept if refused (exit 3)
  accounts rm NAME|ID --yes                     forget one and its token`

const line = (command: string, words: string) => `  ${command.padEnd(44)} ${words}`

const reads = (noun: string) =>
  [
    line(`${noun} ls [--cached]`, 'list them (--cached: from the last read, no network)'),
    line(`${noun} get NAME|ID [--cached]`, 'one of them, by name or id'),
  ].join('\n')

const SERVER_CHANGES = `  servers ${Object.keys(SERVER_VERBS).join('|')} NAME|ID --account NAME [--wait|--no-wait] [--timeout 60s]
        [--confirm NAME]         the action; --wait (default on a terminal only) waits for its task to end;
                                 a protected account needs its name in --confirm, a read-only one refuses`

/** The help of one noun, or null when it names no command. */
export function nounHelp(noun: string): string | null {
  if (noun === 'accounts') return `${ACCOUNTS}\n\n${COMMON}\n\n${exitCodes()}\n`
  const kind = Object.keys(REGISTRY).find((k) => nounOf(k) === noun || k === noun)
  if (!kind) return null
  const changes = kind === 'server' ? `\n${SERVER_CHANGES}` : ''
  return `hostdeck ${nounOf(kind)}\n\n${reads(nounOf(kind))}${changes}\n\n${COMMON}\n\n${exitCodes()}\n`
}

/** `hostdeck help`: every command, the common flags and the exit codes. */
export function fullHelp(): string {
  const nouns = Object.keys(REGISTRY).map(nounOf)
  return `hostdeck — Hostdeck on the command line: the same accounts, keychain and cache as the window

Usage: hostdeck NOUN VERB [ARGS] [FLAGS]

${ACCOUNTS.split('\n').slice(2).join('\n')}

Every kind of resource (${nouns.join(', ')}):
${reads('NOUN')}

Changes:
${SERVER_CHANGES}

${COMMON}

${exitCodes()}

Examples:
  printf %s "$TOKEN" | hostdeck accounts add --name prod --base-url https://api.example.com --token-stdin
  hostdeck servers ls --account prod -o json
  hostdeck servers reboot web-1 --account prod --wait --timeout 60s
`
}
