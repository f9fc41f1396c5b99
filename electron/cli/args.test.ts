import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseDuration, readArgs } from './args'
import { EXIT } from './exit-codes'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

describe("the command line's flags", () => {
  it('reads durations in ms, s, m and h, a bare number as seconds, and refuses anything else (exit 2)', () => {
    expect([parseDuration('500ms'), parseDuration('90s'), parseDuration('10m'), parseDuration('1h')]).toEqual([
      500, 90_000, 600_000, 3_600_000,
    ])
    expect(parseDuration('60')).toBe(60_000)
    expect(() => parseDuration('soon')).toThrow(expect.objectContaining({ code: EXIT.usage }))
  })

  it('prints a table on a terminal and JSON otherwise, and waits by default only on a terminal', () => {
    const tty = readArgs(['servers', 'ls'], {}, true, '/')
    const piped = readArgs(['servers', 'ls'], {}, false, '/')
    expect([tty.output, tty.wait, piped.output, piped.wait]).toEqual(['table', true, 'json', false])
    expect(readArgs(['servers', 'ls', '--no-wait'], {}, true, '/').wait).toBe(false)
  })

  it('takes the account from --account, then HOSTDECK_ACCOUNT, then the nearest .hostdeck-account file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'hostdeck-args-'))
    folders.push(root)
    const deep = join(root, 'a', 'b')
    await mkdir(deep, { recursive: true })
    await writeFile(join(root, '.hostdeck-account'), "staging\n# the team's account\n")
    expect(readArgs(['servers', 'ls'], {}, false, deep).account).toBe('staging')
    expect(readArgs(['servers', 'ls'], { HOSTDECK_ACCOUNT: 'prod' }, false, deep).account).toBe('prod')
    expect(readArgs(['servers', 'ls', '--account', 'dev'], { HOSTDECK_ACCOUNT: 'prod' }, false, deep).account).toBe(
      'dev',
    )
    expect(readArgs(['servers', 'ls'], {}, false, tmpdir()).account).toBeUndefined()
  })

  it('refuses an unknown flag, and --wait with --no-wait, as usage errors', () => {
    expect(() => readArgs(['servers', 'ls', '--token', 'x'], {}, false, '/')).toThrow(
      expect.objectContaining({ code: EXIT.usage }),
    )
    expect(() => readArgs(['servers', 'ls', '--wait', '--no-wait'], {}, false, '/')).toThrow(/not both/)
  })
})
