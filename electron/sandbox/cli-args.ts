import { DEMO_TOKEN } from './customers'
import { DEFAULT_DIALECT, DIALECT_ENV_VAR, parseDialect } from './dialect'
import type { SandboxOptions, ScaleSpec } from './types'

export const USAGE = `Usage: npm run sandbox -- [--port 8787] [--host 127.0.0.1] [--pace 1000] [--seed 1]
                      [--admin-key KEY] [--scale servers=1000,zones=200,records=50,keys=500]
                      [--dialect real|seed]   (default: $${DIALECT_ENV_VAR}, else ${DEFAULT_DIALECT})`

const SCALE_KEYS: Record<string, keyof ScaleSpec> = {
  servers: 'servers',
  zones: 'zones',
  records: 'recordsPerZone',
  recordsPerZone: 'recordsPerZone',
  keys: 'sshKeys',
  sshKeys: 'sshKeys',
}

export function parseScale(text: string): ScaleSpec {
  const scale: ScaleSpec = {}
  for (const pair of text.split(',').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=')
    const key = SCALE_KEYS[name.trim()]
    if (!key) throw new Error(`unknown --scale item '${name}' (use servers, zones, records, keys)`)
    scale[key] = wholeNumber(value, `--scale ${name}`)
  }
  return scale
}

function wholeNumber(text: string, what: string): number {
  if (!/^\d+$/.test(text.trim())) throw new Error(`${what} must be a whole number, got '${text}'`)
  return Number(text)
}

/** What each flag sets, from its value (the flag names itself in a refusal). */
const FLAGS = new Map<string, (value: string, flag: string) => Partial<SandboxOptions>>([
  ['--port', (value, flag) => ({ port: wholeNumber(value, flag) })],
  ['--host', (value) => ({ host: value })],
  ['--pace', (value, flag) => ({ paceMs: wholeNumber(value, flag) })],
  ['--seed', (value, flag) => ({ seed: wholeNumber(value, flag) })],
  ['--admin-key', (value) => ({ adminKey: value })],
  ['--dialect', (value, flag) => ({ dialect: parseDialect(value, flag) })],
  ['--scale', (value) => ({ customers: [{ token: DEMO_TOKEN, data: { scale: parseScale(value) } }] })],
])

/** Turns the command line into sandbox options; --scale gives the demo token generated bulk data instead. */
export function parseCliArgs(argv: string[]): SandboxOptions {
  const options: SandboxOptions = { port: 8787 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [flag = '', inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined]
    const value = (): string => {
      const next = inline ?? argv[++i]
      if (next === undefined) throw new Error(`${flag} needs a value`)
      return next
    }
    const read = FLAGS.get(flag)
    if (!read) throw new Error(`unknown argument '${arg}'`)
    Object.assign(options, read(value(), flag))
  }
  return options
}
