import { REGISTRY } from '../shared/resources/registry'
import { EXIT_WORDS } from './exit-codes'
import { nounOf } from './commands/nouns'
import { SERVER_VERBS } from './commands/server-verbs'
import { recordFlagsByType } from './commands/dns-records'

const COMMON = `Flags every command takes:
  --data-dir DIR        the data folder (default: the desktop app's; also HOSTDECK_DATA_DIR)
  --account NAME|ID     the account (also HOSTDECK_ACCOUNT, or a .hostdeck-account file in this folder or one
                        above); reads default to the window's active one, changes require one of these
  -o, --output FORMAT   table, wide, json, yaml, csv, ndjson or name (default: table on a terminal, json
                        otherwise); json is an array for a list, an object for one item
  --columns A,B,C       the fields shown, in this order (table, wide, csv, json, yaml, ndjson)
  --no-header           a table or CSV without its header line
  -h, --help            this help`

const exitCodes = () => `Exit codes:\n${EXIT_WORDS.map(([code, words]) => `  ${code}  ${words}`).join('\n')}`

const ACCOUNTS = `hostdeck accounts — the accounts Hostdeck knows (tokens stay in the OS keychain)

  accounts ls                                   list them
  accounts add --name N --base-url URL --token-stdin
                                                add one; the token is read from stdin only, tested with the
                                                service first, and not kept if refused (exit 3); on a
                                                terminal without --token-stdin it is asked for, not shown
  accounts rm NAME|ID --yes                     forget one and its token
  account current                               the account a command here would use, and what chose it`

const line = (command: string, words: string) => `  ${command.padEnd(44)} ${words}`

const reads = (noun: string) =>
  [
    line(`${noun} ls [-A] [--cached]`, 'list them'),
    line(`${noun} get NAME|ID [-A] [--cached]`, 'one of them, by name or id'),
    line('  -A, --all-accounts', 'every account you added (not the Demo, not hidden ones), with an'),
    line('', '"account" column; accounts that fail are listed, and set the exit code'),
    line('  --cached', "from the last read (the window's cache), no network; its age on stderr"),
    line('  --max-age 10m', 'the cache when read within that time, else read now'),
  ].join('\n')

const SERVER_CHANGES = `  servers ${Object.keys(SERVER_VERBS).join('|')} NAME|ID --account NAME [--wait|--no-wait] [--timeout 60s]
        [--confirm NAME]         the action; --wait (default on a terminal only) waits for its task to end;
                                 a protected account needs its name in --confirm, a read-only one refuses`

/** `dns-records add`'s flags per record type, from dns:createRecord's schema (what the record form asks for). */
const recordFlagsText = () =>
  recordFlagsByType()
    .map(({ type, flags }) => {
      const said = flags.map(({ flag, type: kind, choices, optional }) => {
        const value = choices ? choices.join('|') : kind === 'number' ? 'N' : 'TEXT'
        return optional ? `[${flag} ${value}]` : `${flag} ${value}`
      })
      return `      --type ${type.padEnd(5)} ${said.join(' ')}`
    })
    .join('\n')

const DNS_CHANGES = () => `  dns-records add ZONE --account NAME --type TYPE FIELDS…
                                 add a record; each type takes the fields its form shows, checked in its words:
${recordFlagsText()}
  dns-records rm ZONE RECORD --account NAME --yes
                                 delete a record (by id, or by name such as "www A")`

const CHANGE_FLAGS = `Every change: --account NAME is required; --dry-run prints what would be sent (and what it deletes) and
sends nothing; a delete asks on a terminal and needs --yes elsewhere; the journal marks it "source: cli".
A rerun never sends a change twice: when the same change was sent in the last 15 minutes by a command that was
stopped (or cut off) before its answer came, the rerun follows its task, or asks the service whether it was made:
made is reported (exit 0) and not sent again, not made is sent; when the service cannot tell, the command stops
(exit 6) and names its journal entry ("hostdeck journal check ID").
  --again                send it anyway, even though the earlier one may have been made`

const TASKS = `hostdeck tasks — the tasks Hostdeck follows (the window's task centre)

  tasks ls                                      running and recent ones, of every account
  tasks wait ID [--timeout 10m]                 wait for one to end (exit 0 done, 4 failed, 5 still running)`

const JOURNAL = `hostdeck journal — every change Hostdeck made, from the window or the command line

  journal ls [--account NAME]                   newest first, with where it was made (source)
  journal check ID                              ask the service whether a change whose answer never came
                                                (outcome unknown) was made, and note it in the journal
  journal revert ID [--dry-run] --yes           undo a DNS record change (in its own account)`

/** The help of one noun, or null when it names no command. */
export function nounHelp(noun: string): string | null {
  if (noun === 'accounts' || noun === 'account') return `${ACCOUNTS}\n\n${COMMON}\n\n${exitCodes()}\n`
  if (noun === 'tasks') return `${TASKS}\n\n${COMMON}\n\n${exitCodes()}\n`
  if (noun === 'journal') return `${JOURNAL}\n\n${COMMON}\n\n${exitCodes()}\n`
  const kind = Object.keys(REGISTRY).find((k) => nounOf(k) === noun || k === noun)
  if (!kind) return null
  const changes =
    kind === 'server'
      ? `\n${SERVER_CHANGES}\n\n${CHANGE_FLAGS}`
      : kind === 'dnsRecord'
        ? `\n${DNS_CHANGES()}\n\n${CHANGE_FLAGS}`
        : ''
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
${DNS_CHANGES()}

${CHANGE_FLAGS}

${TASKS.split('\n').slice(2).join('\n')}
${JOURNAL.split('\n').slice(2).join('\n')}

Scripting:
  completion bash|zsh|fish                      the shell's completion script (names from the cache, no network):
                                                source <(hostdeck completion bash)
  api METHOD PATH [--data JSON|-]               the service's API as it is (GET /server), the account's token
                                                added and never shown; a change needs --account, DELETE --yes
  export ansible|ansible-yaml|ssh-config|csv    the servers as the window exports them (--cached: offline)

${COMMON}

${exitCodes()}

Examples:
  printf %s "$TOKEN" | hostdeck accounts add --name prod --base-url https://api.example.com --token-stdin
  hostdeck servers ls --account prod -o json
  hostdeck servers reboot web-1 --account prod --wait --timeout 60s
`
}
