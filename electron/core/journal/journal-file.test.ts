import { promises as fsp } from 'node:fs'
import { appendFile, chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createJournalFile } from './journal-file'

describe('journal file', () => {
  let dir: string
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('a line a crash cut short is skipped, and the next entry still reads', async () => {
    dir = await mkdtemp(join(tmpdir(), 'journal-'))
    const file = createJournalFile(dir, 'acct')
    await file.append({ n: 1 })
    await file.append({ n: 2 })
    // A crash mid-write: half a line, no newline.
    await appendFile(file.path, '{"n":3,"summ')
    const reopened = createJournalFile(dir, 'acct')
    expect(await reopened.read()).toEqual([{ n: 1 }, { n: 2 }])
    await reopened.append({ n: 4 })
    expect(await reopened.read()).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }])
    expect((await readFile(file.path, 'utf8')).split('\n')).toHaveLength(5)
  })

  it('a file that is garbage in the middle keeps its readable lines', async () => {
    dir = await mkdtemp(join(tmpdir(), 'journal-'))
    await writeFile(join(dir, 'acct.jsonl'), '{"n":1}\nnot json\n{"n":2}\n')
    expect(await createJournalFile(dir, 'acct').read()).toEqual([{ n: 1 }, { n: 2 }])
  })

  it('rotates past its size, reads a bounded number of old files in order, and archives the oldest (never drops)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'journal-'))
    const archived: number[] = []
    const file = createJournalFile(dir, 'acct', { maxBytes: 200, keptFiles: 2, onArchived: (n) => archived.push(n) })
    const pad = 'x'.repeat(80)
    for (let n = 0; n < 20; n++) await file.append({ n, pad })
    const names = (await readdir(dir)).sort()
    expect(names).toEqual(['acct.1.jsonl', 'acct.2.jsonl', 'acct.archive.jsonl', 'acct.jsonl'])
    const read = (await file.read()) as Array<{ n: number }>
    // Bounded: the oldest entries moved to the archive, the newest are all there, in order.
    expect(read.length).toBeLessThan(20)
    const kept = (await readFile(file.archive, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { n: number }).n)
    expect([...kept, ...read.map((r) => r.n)]).toEqual(Array.from({ length: 20 }, (_, n) => n))
    expect(archived.reduce((a, b) => a + b, 0)).toBe(kept.length)
    expect(read.at(-1)!.n).toBe(19)
    expect(read.map((r) => r.n)).toEqual([...read.map((r) => r.n)].sort((a, b) => a - b))
    for (const name of names.filter((n) => !n.includes('archive')))
      expect((await readFile(join(dir, name), 'utf8')).length).toBeLessThanOrEqual(200 + 100)
  })

  it('keeps the journal the user’s alone: its folder 0700, its files 0600, even when made wider before', async () => {
    dir = await mkdtemp(join(tmpdir(), 'journal-'))
    const folder = join(dir, 'journal')
    await mkdir(folder, { mode: 0o755 })
    await writeFile(join(folder, 'acct.jsonl'), '', { mode: 0o644 })
    await chmod(folder, 0o755)
    const file = createJournalFile(folder, 'acct', { maxBytes: 100, keptFiles: 1 })
    for (let n = 0; n < 6; n++) await file.append({ n, pad: 'x'.repeat(60) })
    expect((await stat(folder)).mode & 0o777).toBe(0o700)
    for (const name of await readdir(folder)) expect((await stat(join(folder, name))).mode & 0o777).toBe(0o600)
  })

  it.skipIf(process.platform === 'win32')(
    'syncs the folder when a journal file is first created, not on every append',
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'journal-'))
      const folder = join(dir, 'journal')
      const open = vi.spyOn(fsp, 'open')
      try {
        const file = createJournalFile(folder, 'acct')
        await file.append({ n: 1 })
        await file.append({ n: 2 })
        const folderOpens = open.mock.calls.filter(([path]) => path === folder)
        expect(folderOpens).toHaveLength(1)
      } finally {
        open.mockRestore()
      }
    },
  )
})
