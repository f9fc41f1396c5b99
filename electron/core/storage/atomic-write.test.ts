import { promises as fs } from 'node:fs'
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeFileAtomically } from './atomic-write'
import { fillingFs } from './test-kit'

describe('writeFileAtomically', () => {
  it('on a disk that fills up mid-write keeps the old file whole, removes its temp file and says what to do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-write-'))
    const path = join(dir, 'accounts.json')
    const old = JSON.stringify({ accounts: Array.from({ length: 30 }, (_, i) => ({ id: `a${i}` })) })
    await writeFile(path, old)
    const error = await writeFileAtomically(path, 'x'.repeat(10_248), fillingFs(4_096)).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'disk', message: expect.stringMatching(/^The disk is full: .*Free some space, then try again/) })
    expect(String((error as Error).message)).not.toMatch(/ENOSPC/)
    expect(await readFile(path, 'utf8')).toBe(old)
    expect(await readdir(dir)).toEqual(['accounts.json'])
  })

  it('writes every byte when the disk answers with short writes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-write-'))
    const path = join(dir, 'cache.json')
    const content = 'йцукен-'.repeat(500)
    await writeFileAtomically(path, content, fillingFs(1_000_000, true))
    expect(await readFile(path, 'utf8')).toBe(content)
    expect(await readdir(dir)).toEqual(['cache.json'])
  })

  it('creates its folder private to the user (0700) and the file 0600', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'hostdeck-write-')), 'data')
    await writeFileAtomically(join(dir, 'a.json'), '{}')
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700)
    expect((await fs.stat(join(dir, 'a.json'))).mode & 0o777).toBe(0o600)
  })
})
