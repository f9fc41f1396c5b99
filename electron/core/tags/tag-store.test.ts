import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fillingFs } from '../files/test-kit'
import { createTagStore } from './tag-store'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const tempDir = () => mkdtemp(join(tmpdir(), 'hostdeck-tags-'))

/** Runs the crash writer, kills it with SIGKILL once it has saved `after` more records; answers the last said saved. */
async function killMidWrite(dataDir: string, after: number): Promise<number> {
  const writer = fileURLToPath(new URL('./crash-writer.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir, '3000'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let [out, err, saved] = ['', '', 0]
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const lines = out.split('\n').filter((l) => /^\d+$/.test(l))
      saved = Number(lines.at(-1) ?? 0)
      if (saved >= after) {
        // Killed while the next write is under way: it starts as soon as the last was said.
        child.kill('SIGKILL')
        resolve()
      }
    })
    child.once('exit', () => reject(new Error(`the writer ended on its own: ${err}`)))
  })
  expect(await exited).toBe('SIGKILL')
  return saved
}

describe('the tag store', () => {
  it('keeps every saved record across a kill -9 in the middle of a write', { timeout: 60_000 }, async () => {
    const dataDir = await tempDir()
    for (const after of [3, 9]) {
      const saved = await killMidWrite(dataDir, after)
      const store = createTagStore(dataDir, quiet)
      const records = await store.records()
      // The file is whole: the 3,000 filler records, the view, and every record said saved (the one in flight
      // may or may not have landed).
      expect(records.filter((r) => r.accountId === 'base')).toHaveLength(3000)
      const zones = records.filter((r) => r.accountId === 'acme').map((r) => r.resource.id)
      expect(zones.length).toBeGreaterThanOrEqual(saved)
      expect(zones.length).toBeLessThanOrEqual(saved + 1)
      expect(await store.views()).toEqual([{ name: 'Prod', query: 'tag:env=prod', pinned: true }])
      // What the kill left is a temporary file at most, which the start's clean-up removes (cleanDataDir).
      expect((await readdir(dataDir)).filter((n) => n !== 'tags.json').every((n) => n.includes('.tmp-'))).toBe(true)
    }
  })

  it('on a full disk refuses the change saying so, and keeps the saved tags and the file', async () => {
    const dataDir = await tempDir()
    const first = createTagStore(dataDir, quiet)
    await first.set('acme', { kind: 'server', id: 7 }, ['env=prod'], 'the web one')
    const before = await readFile(join(dataDir, 'tags.json'), 'utf8')
    const full = createTagStore(dataDir, quiet, { fs: fillingFs(100) })
    const error = await full.set('acme', { kind: 'server', id: 8 }, ['env=staging'], '').catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'disk', message: expect.stringMatching(/^The disk is full/) })
    expect(await readFile(join(dataDir, 'tags.json'), 'utf8')).toBe(before)
    expect((await full.records()).map((r) => r.tags)).toEqual([['env=prod']])
    expect(full.tagsOf('acme', { kind: 'server', id: 8 })).toBeUndefined()
  })

  it('removes a record left with no tag and no note, and keeps others in a stable order', async () => {
    const dataDir = await tempDir()
    const store = createTagStore(dataDir, quiet)
    await store.set('b', { kind: 'server', id: 2 }, ['x'], '')
    await store.set('a', { kind: 'dnsRecord', id: 5, parentId: 3 }, [], 'ТТЛ поднят')
    await store.set('a', { kind: 'server', id: 1 }, ['env=prod'], '')
    expect(await store.set('b', { kind: 'server', id: 2 }, [], '  ')).toBeNull()
    const text = await readFile(join(dataDir, 'tags.json'), 'utf8')
    expect(text).toBe(
      [
        '{"version":1,"views":[],"accounts":{',
        '"a":[',
        '["dnsRecord",5,3,[],"ТТЛ поднят"],',
        '["server",1,null,["env=prod"],""]',
        ']',
        '}}',
        '',
      ].join('\n'),
    )
    expect(await createTagStore(dataDir, quiet).records()).toHaveLength(2)
  })

  it('drops a bad entry alone and sets an unreadable file aside', async () => {
    const dataDir = await tempDir()
    const good = ['server', 1, null, ['client'], '']
    const bad = [
      ['server', -1, null, ['client'], ''],
      ['server', 1, null, ['two words'], ''],
      ['category', 1, null, ['client'], ''],
      ['server', 2, null, ['client'], 'x'.repeat(5000)],
      'text',
    ]
    const file = { version: 1, accounts: { a: [good, ...bad] }, views: [1] }
    await writeFile(join(dataDir, 'tags.json'), JSON.stringify(file))
    expect(await createTagStore(dataDir, quiet).records()).toEqual([
      { accountId: 'a', resource: { kind: 'server', id: 1 }, tags: ['client'], note: '' },
    ])
    await writeFile(join(dataDir, 'tags.json'), '{"version":1,"accounts":{')
    expect(await createTagStore(dataDir, quiet).records()).toEqual([])
    expect((await readdir(dataDir)).some((n) => n.startsWith('tags.json.corrupt-'))).toBe(true)
  })

  it("makes an account's entries only when asked for, and a change keeps the accounts not read yet", async () => {
    const dataDir = await tempDir()
    const line = (id: number) => ['server', id, null, ['env=prod'], '']
    const file = { version: 1, views: [], accounts: { a: [line(1)], b: [line(2), ['server', -1, null, [], '']] } }
    await writeFile(join(dataDir, 'tags.json'), JSON.stringify(file))
    const warned: string[] = []
    const store = createTagStore(dataDir, { ...quiet, warn: (m: string) => void warned.push(m) })
    expect(await store.records('a')).toHaveLength(1)
    // b's lines (one of them bad) are not made into entries yet: nothing to say about them.
    expect(warned).toEqual([])
    await store.set('a', { kind: 'server', id: 3 }, ['x'], '')
    expect(warned).toEqual(['tags: 1 unreadable entries of b left out'])
    const again = createTagStore(dataDir, quiet)
    expect((await again.records()).map((r) => `${r.accountId}:${r.resource.id}`)).toEqual(['a:1', 'a:3', 'b:2'])
    expect(again.tagsOf('b', { kind: 'server', id: 2 })).toEqual(['env=prod'])
  })

  it('renames a view in its place, and refuses a rename to another view’s name, changing nothing', async () => {
    const store = createTagStore(await tempDir(), quiet)
    await store.saveView({ name: 'Prod', query: 'tag:env=prod', pinned: true })
    await store.saveView({ name: 'Old', query: 'tag:legacy', pinned: false })
    await store.saveView({ name: 'Last', query: 'kind:zone', pinned: false })
    await store.saveView({ name: 'Legacy', query: 'tag:legacy', pinned: true }, 'Old')
    expect((await store.views()).map((v) => v.name)).toEqual(['Prod', 'Legacy', 'Last'])
    const error = await store.saveView({ name: ' prod ', query: 'x', pinned: false }, 'Legacy').catch((e: unknown) => e)
    expect(error).toMatchObject({
      kind: 'validation',
      field: 'name',
      message: 'A view is named “Prod” already: choose another name.',
    })
    expect((await store.views()).map((v) => v.name)).toEqual(['Prod', 'Legacy', 'Last'])
    // Its own name in another case is a rename, not a clash.
    await store.saveView({ name: 'LEGACY', query: 'tag:legacy', pinned: true }, 'Legacy')
    expect((await store.views()).map((v) => v.name)).toEqual(['Prod', 'LEGACY', 'Last'])
  })

  it('runs two changes at once one after the other: neither is lost', async () => {
    const store = createTagStore(await tempDir(), quiet)
    await Promise.all([
      store.set('a', { kind: 'server', id: 1 }, ['one'], ''),
      store.set('a', { kind: 'server', id: 2 }, ['two'], ''),
      store.saveView({ name: 'Prod', query: 'tag:env=prod', pinned: false }),
    ])
    expect(await store.records()).toHaveLength(2)
    expect(await store.views()).toHaveLength(1)
  })
})
