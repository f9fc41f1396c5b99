import { promises as fs } from 'node:fs'
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeChunksAtomically, writeFileAtomically, type WriteFs } from './atomic-write'
import { fillingFs } from './test-kit'

describe('writeFileAtomically', () => {
  it('on a disk that fills up mid-write keeps the old file whole, removes its temp file and says what to do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-write-'))
    const path = join(dir, 'accounts.json')
    const old = JSON.stringify({ accounts: Array.from({ length: 30 }, (_, i) => ({ id: `a${i}` })) })
    await writeFile(path, old)
    const error = await writeFileAtomically(path, 'x'.repeat(10_248), fillingFs(4_096)).catch((e: unknown) => e)
    expect(error).toMatchObject({
      kind: 'disk',
      message: expect.stringMatching(/^The disk is full: .*Free some space, then try again/),
    })
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

/** The real file system, except that each write reads its buffer only a few milliseconds after it was asked for. */
const lateFs = (): WriteFs => ({
  ...(fs as unknown as WriteFs),
  async open(path, flags, mode) {
    const handle = await fs.open(path, flags, mode)
    return {
      async write(buffer, offset, length, position) {
        await new Promise((resolve) => setTimeout(resolve, 3))
        return handle.write(buffer, offset, length, position)
      },
      sync: () => handle.sync(),
      close: () => handle.close(),
    }
  },
})

describe('writeChunksAtomically', () => {
  // Several megabytes in pieces small and large, Cyrillic among them: more than the two buffers hold.
  const pieces = () => [
    ...Array.from({ length: 3_000 }, (_, i) => `{"id":${i},"name":"сервер-${i}","note":"${'x'.repeat(i % 700)}"},`),
    'й'.repeat(400_000),
    ...Array.from({ length: 2_000 }, (_, i) => `"${i}",`),
    '"end"',
  ]

  it('writes every piece in order, none overwritten while its write is still under way', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-write-'))
    const path = join(dir, 'cache.json')
    // Made as fast as they are asked for, while each write waits: a buffer reused too early would show here.
    await writeChunksAtomically(path, pieces(), lateFs())
    expect(await readFile(path, 'utf8')).toBe(pieces().join(''))
    expect(await readdir(dir)).toEqual(['cache.json'])
  })

  it('on a disk that fills up while the next pieces are made keeps the old file, and the failure is handled', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-write-'))
    const path = join(dir, 'cache.json')
    await writeFile(path, 'old')
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => void unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    async function* slowly() {
      for (const piece of pieces()) {
        yield piece
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    const error = await writeChunksAtomically(path, slowly(), fillingFs(1_500_000)).catch((e: unknown) => e)
    // Node reports a rejection nobody handled when the turn it happened in ends: two turns on, any would be in.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve))
    process.off('unhandledRejection', onUnhandled)
    expect(error).toMatchObject({ kind: 'disk', message: expect.stringMatching(/^The disk is full/) })
    expect(unhandled).toEqual([])
    expect(await readFile(path, 'utf8')).toBe('old')
    expect(await readdir(dir)).toEqual(['cache.json'])
  })
})
