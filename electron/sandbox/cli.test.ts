import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseCliArgs, parseScale } from './cli-args'
import { DEMO_TOKEN } from './customers'

describe('command line', () => {
  it('parses port, pace, seed, host, admin key and scale', () => {
    expect(parseCliArgs([])).toEqual({ port: 8787 })
    expect(parseCliArgs(['--port', '0', '--pace=250', '--seed', '9', '--host', '::1', '--admin-key', 'k'])).toEqual({
      port: 0,
      paceMs: 250,
      seed: 9,
      host: '::1',
      adminKey: 'k',
    })
    expect(parseCliArgs(['--scale', 'servers=1000,zones=200,records=50,keys=500']).customers).toEqual([
      { token: DEMO_TOKEN, data: { scale: { servers: 1000, zones: 200, recordsPerZone: 50, sshKeys: 500 } } },
    ])
  })

  it('parses --dialect real|seed and refuses anything else', () => {
    expect(parseCliArgs(['--dialect', 'real'])).toEqual({ port: 8787, dialect: 'real' })
    expect(parseCliArgs(['--dialect=seed']).dialect).toBe('seed')
    expect(parseCliArgs([]).dialect).toBeUndefined()
    expect(() => parseCliArgs(['--dialect', 'live'])).toThrow("--dialect must be one of real, seed, got 'live'")
    expect(() => parseCliArgs(['--dialect'])).toThrow(/needs a value/)
  })

  it('refuses what it does not understand', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow(/--port must be a whole number/)
    expect(() => parseCliArgs(['--pace'])).toThrow(/needs a value/)
    expect(() => parseCliArgs(['--verbose'])).toThrow(/unknown argument/)
    expect(() => parseScale('planets=3')).toThrow(/unknown --scale item 'planets'/)
  })

  it('starts, prints the base URL, demo token and admin key, serves, and stops cleanly on SIGTERM', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--port', '0', '--pace', '50', '--scale', 'servers=3', '--dialect', 'real'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    try {
      const banner = await readBanner(child)
      const baseUrl = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1]
      expect(banner).toContain(`demo token:  ${DEMO_TOKEN}`)
      expect(banner).toMatch(/admin key: {3}[0-9a-f]{48}/)
      expect(banner).toContain('dialect:     real')
      const res = await fetch(`${baseUrl}/server`, { headers: { authorization: `Bearer ${DEMO_TOKEN}` } })
      expect((await res.json()) as unknown[]).toHaveLength(3)
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })
})

function readBanner(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ctrl+C')) resolve(output)
    })
    child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)))
  })
}
