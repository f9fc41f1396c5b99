import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_DIALECT, DIALECT_ENV_VAR, parseDialect, resolveDialect } from './dialect'
import { startSandbox } from './index'

afterEach(() => vi.unstubAllEnvs())

describe('dialect', () => {
  it('defaults to the real service', () => {
    expect(DEFAULT_DIALECT).toBe('real')
    expect(resolveDialect(undefined, {})).toBe(DEFAULT_DIALECT)
    expect(resolveDialect(undefined, { [DIALECT_ENV_VAR]: '' })).toBe(DEFAULT_DIALECT)
  })

  it('takes the option first, then HOSTDECK_SANDBOX_DIALECT', () => {
    expect(DIALECT_ENV_VAR).toBe('HOSTDECK_SANDBOX_DIALECT')
    expect(resolveDialect(undefined, { HOSTDECK_SANDBOX_DIALECT: 'real' })).toBe('real')
    expect(resolveDialect(undefined, { HOSTDECK_SANDBOX_DIALECT: ' seed ' })).toBe('seed')
    expect(resolveDialect('seed', { HOSTDECK_SANDBOX_DIALECT: 'real' })).toBe('seed')
    expect(resolveDialect('real', {})).toBe('real')
  })

  it('refuses an invalid value with a clear error naming where it came from', () => {
    expect(() => resolveDialect(undefined, { HOSTDECK_SANDBOX_DIALECT: 'live' })).toThrow(
      "HOSTDECK_SANDBOX_DIALECT must be one of real, seed, got 'live'",
    )
    expect(() => resolveDialect('Real', {})).toThrow("the sandbox option dialect must be one of real, seed, got 'Real'")
    expect(() => parseDialect('x', '--dialect')).toThrow("--dialect must be one of real, seed, got 'x'")
  })

  it('startSandbox reads the environment variable when no option is given, and reports its dialect', async () => {
    vi.stubEnv(DIALECT_ENV_VAR, 'real')
    const fromEnv = await startSandbox()
    const fromOption = await startSandbox({ dialect: 'seed' })
    try {
      expect(fromEnv.dialect).toBe('real')
      expect(fromOption.dialect).toBe('seed')
    } finally {
      await Promise.all([fromEnv.close(), fromOption.close()])
    }
    vi.stubEnv(DIALECT_ENV_VAR, 'bogus')
    await expect(startSandbox()).rejects.toThrow(/HOSTDECK_SANDBOX_DIALECT must be one of real, seed/)
  })
})
