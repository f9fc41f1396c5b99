import { promises as fs } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { aServer } from '../../shared/models/test-kit'
import { createAccountRegistry } from '../accounts/registry'
import type { WriteFs } from '../files/atomic-write'
import { consoleLogger } from '../ports'
import { createSnapshotCache } from './snapshot-cache'

const quiet = { ...consoleLogger, warn: () => undefined }
const snapshot: AccountSnapshot = {
  servers: [aServer({ id: 1, name: 'web' })],
  sshKeys: [{ id: 2, title: 'laptop', publicKey: 'ssh-ed25519 AAAA anna@desk', isActive: true }],
}

/** The cache of one account written once, and a reader of it that writes down what the user is told. */
async function written() {
  const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
  const at = '2026-11-23T10:00:00Z'
  await createSnapshotCache(dir, quiet).write('acct', { fetchedAt: at, sectionsFetchedAt: { sshKeys: at }, snapshot })
  const told: Array<[string, string | null]> = []
  const cache = () => createSnapshotCache(dir, quiet, undefined, (key, message) => void told.push([key, message]))
  return { dir, told, cache }
}

/** The real file system, whose renames fail as `code` says (a full disk, an immutable file). */
function failingRenames(code: string): WriteFs {
  return {
    mkdir: (path, options) => fs.mkdir(path, options),
    open: (path, flags, mode) => fs.open(path, flags, mode),
    stat: (path) => fs.stat(path),
    rm: (path, options) => fs.rm(path, options),
    rename: async (from, to) => {
      throw Object.assign(new Error(`${code}: operation not permitted, rename '${from}' -> '${to}'`), { code })
    },
  }
}

describe('damage to the saved copy is told to the user, not only logged', () => {
  it('a deleted section file: the other sections show, and the user hears which was missing', async () => {
    const { dir, told, cache } = await written()
    await rm(join(dir, 'cache', 'acct@servers.0.json'))
    const read = await cache().read('acct')
    expect(read?.snapshot).not.toHaveProperty('servers')
    expect(read?.snapshot.sshKeys).toHaveLength(1)
    expect(told).toEqual([['cacheMissing:acct', expect.stringContaining('was missing (servers)')]])
  })

  it('a time that is not a date: the copy is set aside and said, never shown with the text as its date', async () => {
    for (const field of ['"fetchedAt":"2026-11-23T10:00:00Z"', '"sshKeys":"2026-11-23T10:00:00Z"']) {
      const { dir, told, cache } = await written()
      const index = join(dir, 'cache', 'acct@meta.json')
      const text = await fs.readFile(index, 'utf8')
      expect(text, field).toContain(field)
      await writeFile(index, text.replace(field, field.replace('2026-11-23T10:00:00Z', 'yesterday')))
      expect(await cache().read('acct'), field).toBeNull()
      expect(told, field).toEqual([['cacheCorrupt:acct', expect.stringContaining('set aside')]])
    }
  })

  it('a failed write is told once, with why; a later write that lands clears it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const told: Array<[string, string | null]> = []
    const report = (key: string, message: string | null) => void told.push([key, message])
    const full = createSnapshotCache(dir, quiet, failingRenames('ENOSPC'), report)
    await expect(full.write('acct', { fetchedAt: '2026-11-23T10:00:00Z', snapshot })).rejects.toThrow()
    expect(told).toEqual([['cacheWrite:acct', expect.stringMatching(/could not save .*\(the disk is full\)/)]])
    const fine = createSnapshotCache(dir, quiet, undefined, report)
    await fine.write('acct', { fetchedAt: '2026-11-23T10:00:00Z', snapshot })
    expect(told.at(-1)).toEqual(['cacheWrite:acct', null])
  })
})

it('an accounts.json that cannot be replaced (immutable, read-only) is refused in words, not a raw EPERM … rename', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
  const registry = createAccountRegistry(dir, quiet, () => new Date(), failingRenames('EPERM'))
  const refused = registry.setActive('demo')
  await expect(refused).rejects.toMatchObject({
    kind: 'disk',
    message: expect.stringMatching(
      /may not write .*accounts\.json: the file or its folder is read-only, locked \(immutable\)/,
    ),
  })
  await expect(refused).rejects.not.toThrow(/EPERM|rename/)
})
