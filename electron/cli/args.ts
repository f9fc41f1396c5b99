import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { usage } from './exit-codes'

/** Every flag the commands know; a flag a command has no use for is ignored by it. */
const OPTIONS = {
  'data-dir': { type: 'string' },
  account: { type: 'string' },
  output: { type: 'string', short: 'o' },
  cached: { type: 'boolean' },
  wait: { type: 'boolean' },
  'no-wait': { type: 'boolean' },
  timeout: { type: 'string' },
  name: { type: 'string' },
  'base-url': { type: 'string' },
  'token-stdin': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  confirm: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export type OutputFormat = 'table' | 'json'

export interface CliArgs {
  /** The words before the flags' values: noun, verb and the verb's operands (`servers get web-1`). */
  words: string[]
  dataDir: string | undefined
  /** `--account`, else HOSTDECK_ACCOUNT, else a `.hostdeck-account` file from the working folder up; undefined when none says. */
  account: string | undefined
  output: OutputFormat
  cached: boolean
  wait: boolean
  timeoutMs: number
  name: string | undefined
  baseUrl: string | undefined
  tokenStdin: boolean
  /** A destructive change is confirmed (needed where no one can be asked). */
  yes: boolean
  /** `--confirm NAME`: the account's name, which a protected account's change needs (core/accounts/guard.ts). */
  confirm: string | undefined
  help: boolean
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** `90s`, `10m`, `1h`, `500ms`; a bare number is seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim())
  const unit = UNITS[match?.[2] ?? 's']
  if (!match?.[1] || unit === undefined) throw usage(`--timeout takes a duration such as 90s or 10m (got "${text}")`)
  return Number(match[1]) * unit
}

function outputOf(value: string | undefined, tty: boolean): OutputFormat {
  if (value === undefined) return tty ? 'table' : 'json'
  if (value === 'table' || value === 'json') return value
  throw usage(`-o takes table or json (got "${value}")`)
}

/** The account a `.hostdeck-account` file names in `from` or the nearest folder above it (its first line). */
export function accountFileFrom(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, '.hostdeck-account')
    if (existsSync(file)) return readFileSync(file, 'utf8').split('\n')[0]?.trim() || undefined
    if (dirname(dir) === dir) return undefined
  }
}

/** Reads the command line; a flag it does not know, or a value it cannot take, is a usage error (exit 2). */
export function readArgs(argv: readonly string[], env: NodeJS.ProcessEnv, tty: boolean, cwd = process.cwd()): CliArgs {
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    throw usage(`${(error as Error).message}. Run "hostdeck help" for the commands and their flags.`)
  }
  const { values, positionals } = parsed
  if (values.wait && values['no-wait']) throw usage('Give --wait or --no-wait, not both.')
  return {
    words: positionals,
    dataDir: values['data-dir'] ?? (env.HOSTDECK_DATA_DIR?.trim() || undefined),
    account: values.account ?? (env.HOSTDECK_ACCOUNT?.trim() || accountFileFrom(cwd)),
    output: outputOf(values.output, tty),
    cached: values.cached ?? false,
    // Waiting is the default on a terminal, where a person watches; a script asks for it.
    wait: values.wait ?? (values['no-wait'] ? false : tty),
    timeoutMs: values.timeout === undefined ? 10 * 60_000 : parseDuration(values.timeout),
    name: values.name,
    baseUrl: values['base-url'],
    tokenStdin: values['token-stdin'] ?? false,
    yes: values.yes ?? false,
    confirm: values.confirm,
    help: values.help ?? false,
  }
}
