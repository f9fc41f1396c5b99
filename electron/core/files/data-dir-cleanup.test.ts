import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cleanDataDir } from './data-dir-cleanup'

describe('cleanDataDir', () => {
  it('removes temp files a killed write left (not fresh ones) and all but the newest three set-aside copies', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-clean-'))
    await mkdir(join(dir, 'cache'))
    const old = new Date(Date.now() - 10 * 60_000)
    for (const name of ['accounts.json.tmp-aaaa', 'cache/demo.json.tmp-bbbb']) {
      await writeFile(join(dir, name), 'half')
      await utimes(join(dir, name), old, old)
    }
    await writeFile(join(dir, 'preferences.json.tmp-cccc'), 'in flight')
    for (const day of ['01', '02', '03', '04', '05'])
      await writeFile(join(dir, `accounts.json.corrupt-2026-11-${day}T10-00-00-000Z`), '{')
    await writeFile(join(dir, 'accounts.json'), '{}')
    await cleanDataDir(dir)
    expect((await readdir(dir)).sort()).toEqual([
      'accounts.json',
      'accounts.json.corrupt-2026-11-03T10-00-00-000Z',
      'accounts.json.corrupt-2026-11-04T10-00-00-000Z',
      'accounts.json.corrupt-2026-11-05T10-00-00-000Z',
      'cache',
      'preferences.json.tmp-cccc',
    ])
    expect(await readdir(join(dir, 'cache'))).toEqual([])
  })
})
