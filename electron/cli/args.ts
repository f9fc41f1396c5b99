import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { usage } from './exit-codes'
import { say } from './words'

/** Every flag the commands know; a flag a command has no use for is ignored by it. */
const OPTIONS = {
  'data-dir': { type: 'string' },
  account: { type: 'string' },
  output: { type: 'string', short: 'o' },
  'all-accounts': { type: 'boolean', short: 'A' },
  cached: { type: 'boolean' },
  'max-age': { type: 'string' },
  columns: { type: 'string' },
  'no-header': { type: 'boolean' },
  wait: { type: 'boolean' },
  'no-wait': { type: 'boolean' },
  timeout: { type: 'string' },
  name: { type: 'string' },
  'base-url': { type: 'string' },
  'token-stdin': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  'dry-run': { type: 'boolean' },
  data: { type: 'string' },
  confirm: { type: 'string' },
  again: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

const FORMATS = ['table', 'wide', 'json', 'yaml', 'csv', 'ndjson', 'name'] as const
export type OutputFormat = (typeof FORMATS)[number]

export interface CliArgs {
  /** The words before the flags' values: noun, verb and the verb's operands (`servers get web-1`). */
  words: string[]
  dataDir: string | undefined
  /** `--account`, else HOSTDECK_ACCOUNT, else a `.hostdeck-account` file from the working folder up; undefined when none says. */
  account: string | undefined
  /** What chose the account: `--account`, `HOSTDECK_ACCOUNT`, the file's path, or the window's active one. */
  accountSource: string
  output: OutputFormat
  /** `--columns id,name,state`: the fields a table, CSV or JSON shows, in that order; null for the format's own. */
  columns: string[] | null
  /** False with `--no-header`: a table or CSV without its first line. */
  header: boolean
  /** `-A`: a read fanned out over every account, each row with its `account`. */
  allAccounts: boolean
  cached: boolean
  /** `--max-age 10m`: a cached copy younger than this answers; an older one is read again. Null: not said. */
  maxAgeMs: number | null
  wait: boolean
  timeoutMs: number
  name: string | undefined
  baseUrl: string | undefined
  tokenStdin: boolean
  /** A destructive change is confirmed (needed where no one can be asked). */
  yes: boolean
  /** Say what a change would send (and what it deletes), and send nothing. */
  dryRun: boolean
  /** `api`'s request body: JSON, or - for stdin. */
  data: string | undefined
  /** The values of the flags a command takes from its channel's schema (`--ttl`, `--owner`), by option name. */
  fields: Record<string, unknown>
  /** `--confirm NAME`: the account's name, which a protected account's change needs (core/accounts/guard.ts). */
  confirm: string | undefined
  /** Send a change even though an earlier command's same change may have been made (commands/earlier-attempt.ts). */
  again: boolean
  help: boolean
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** `90s`, `10m`, `1h`, `500ms`; a bare number is seconds. */
export function parseDuration(text: string, flag = '--timeout'): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim())
  const unit = UNITS[match?.[2] ?? 's']
  if (!match?.[1] || unit === undefined) throw usage(say('duration', { flag, text }))
  return Number(match[1]) * unit
}

function outputOf(value: string | undefined, tty: boolean): OutputFormat {
  if (value === undefined) return tty ? 'table' : 'json'
  const known = FORMATS.find((format) => format === value)
  if (known) return known
  throw usage(say('format', { formats: FORMATS.join(', '), value }))
}

function columnsOf(value: string | undefined): string[] | null {
  if (value === undefined) return null
  const columns = value
    .split(',')
    .map((column) => column.trim())
    .filter(Boolean)
  if (columns.length === 0) throw usage(say('columns'))
  return columns
}

/** The `.hostdeck-account` file in `from` or the nearest folder above it, and the account it names (its first line). */
export function accountFileNear(from: string): { file: string; account: string | undefined } | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, '.hostdeck-account')
    if (existsSync(file)) return { file, account: readFileSync(file, 'utf8').split('\n')[0]?.trim() || undefined }
    if (dirname(dir) === dir) return undefined
  }
}

/** The account a `.hostdeck-account` file names in `from` or the nearest folder above it. */
export const accountFileFrom = (from: string): string | undefined => accountFileNear(from)?.account

/** Where the account came from: `account current` says it ("which account am I on, and why?"). */
function accountSourceOf(flag: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  if (flag !== undefined) return '--account'
  if (env.HOSTDECK_ACCOUNT?.trim()) return 'HOSTDECK_ACCOUNT'
  const near = accountFileNear(cwd)
  return near?.account ? near.file : "the window's active account"
}

/** A command's own flags (its channel's fields): each takes a value. */
export type ExtraOptions = Record<string, { type: 'string' }>

/**
 * The command's words, read before its flags are known (a change's flags come from its channel's schema): the
 * flags every command takes are skipped with their values; the first words are the noun and verb.
 */
export function commandWords(argv: readonly string[]): string[] {
  return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: false }).positionals
}

/**
 * Reads the command line; a flag it does not know (neither every command's nor `extra`, the command's own), or a
 * value it cannot take, is a usage error (exit 2).
 */
export function readArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  tty: boolean,
  cwd = process.cwd(),
  extra: ExtraOptions = {},
): CliArgs {
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], options: { ...extra, ...OPTIONS }, allowPositionals: true, strict: true })
  } catch (error) {
    throw usage(say('badFlag', { problem: (error as Error).message }))
  }
  const { values, positionals } = parsed
  const given: Record<string, unknown> = values
  const fields = Object.fromEntries(Object.keys(extra).map((name) => [name, given[name]]))
  if (values.wait && values['no-wait']) throw usage(say('waitBoth'))
  if (values.cached && values['max-age'] !== undefined) throw usage(say('cachedBoth'))
  return {
    words: positionals,
    dataDir: values['data-dir'] ?? (env.HOSTDECK_DATA_DIR?.trim() || undefined),
    account: values.account ?? (env.HOSTDECK_ACCOUNT?.trim() || accountFileFrom(cwd)),
    accountSource: accountSourceOf(values.account, env, cwd),
    output: outputOf(values.output, tty),
    columns: columnsOf(values.columns),
    header: !values['no-header'],
    allAccounts: values['all-accounts'] ?? false,
    cached: values.cached ?? false,
    maxAgeMs: values['max-age'] === undefined ? null : parseDuration(values['max-age'], '--max-age'),
    // Waiting is the default on a terminal, where a person watches; a script asks for it.
    wait: values.wait ?? (values['no-wait'] ? false : tty),
    timeoutMs: values.timeout === undefined ? 10 * 60_000 : parseDuration(values.timeout),
    name: values.name,
    baseUrl: values['base-url'],
    tokenStdin: values['token-stdin'] ?? false,
    yes: values.yes ?? false,
    dryRun: values['dry-run'] ?? false,
    data: values.data,
    fields,
    confirm: values.confirm,
    again: values.again ?? false,
    help: values.help ?? false,
  }
}
