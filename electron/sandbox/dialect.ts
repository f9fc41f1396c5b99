/**
 * The sandbox speaks one of two dialects of the API, fixed when it starts:
 * - `real`: what the live service sends and expects (../../../shared/docs/REAL-API.md);
 * - `seed`: the seed document's literal shapes (../../../shared/seed/cloud-hosting-api.md).
 * State stays dialect-neutral; the functions under dialects/ translate at the edges.
 */
export const DIALECTS = ['real', 'seed'] as const
export type Dialect = (typeof DIALECTS)[number]

/** The dialect when neither the option nor the environment names one. */
export const DEFAULT_DIALECT: Dialect = 'real'

/** Environment variable read as the default when no `dialect` option is given (e2e runs in both dialects). */
export const DIALECT_ENV_VAR = 'HOSTDECK_SANDBOX_DIALECT'

export function isDialect(value: unknown): value is Dialect {
  return typeof value === 'string' && (DIALECTS as readonly string[]).includes(value)
}

/** `source` names where the value came from, for the error message. */
export function parseDialect(value: unknown, source: string): Dialect {
  if (isDialect(value)) return value
  throw new Error(`${source} must be one of ${DIALECTS.join(', ')}, got '${String(value)}'`)
}

/** The option wins, then the environment variable (when set and not empty), then DEFAULT_DIALECT. */
export function resolveDialect(option: unknown, env: NodeJS.ProcessEnv = process.env): Dialect {
  if (option !== undefined) return parseDialect(option, 'the sandbox option dialect')
  const fromEnv = env[DIALECT_ENV_VAR]
  if (fromEnv !== undefined && fromEnv.trim() !== '') return parseDialect(fromEnv.trim(), DIALECT_ENV_VAR)
  return DEFAULT_DIALECT
}
