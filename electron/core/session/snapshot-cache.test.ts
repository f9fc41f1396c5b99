import { mkdtemp, readFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { consoleLogger } from '../ports'
import { countingFs } from '../files/counting-fs'
import { countLoopTurns } from '../files/test-kit'
import { fileChunks, PART_WEIGHT } from './cache-format'
import { createSnapshotCache, META_REFRESH_MS, withoutSecrets } from './snapshot-cache'

/** Every cache file of the account, joined (the index and each section's file). */
async function cacheText(dir: string, accountId: string): Promise<string> {
  const names = (await readdir(join(dir, 'cache'))).filter((name) => name.startsWith(`${accountId}@`))
  return (await Promise.all(names.map((name) => readFile(join(dir, 'cache', name), 'utf8')))).join('\n')
}

describe('snapshot cache', () => {
  it('never writes a secret to disk: admin, storage, S3 and PFX passwords become null', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const snapshot = {
      servers: [{ id: 1, name: 'web', adminUserName: 'root', adminPassword: 'Adm1n-secret-1' }],
      storageUsers: [
        { id: 2, name: 'u', password: 'St0rage-secret-2', connection: { s3: { secretKey: 'S3-secret-3' } } },
      ],
      sslCertificates: [{ id: 3, pfxPassword: 'Pfx-secret-4' }],
    } as unknown as AccountSnapshot
    const cache = createSnapshotCache(dir, consoleLogger)
    await cache.write('acct', { fetchedAt: '2026-11-23T10:00:00Z', snapshot })
    const text = await cacheText(dir, 'acct')
    for (const secret of ['Adm1n-secret-1', 'St0rage-secret-2', 'S3-secret-3', 'Pfx-secret-4'])
      expect(text).not.toContain(secret)
    const back = await cache.read('acct')
    expect(back?.snapshot.servers?.[0]).toMatchObject({ adminUserName: 'root', adminPassword: null })
  })
})

describe('snapshot cache: wrong shape', () => {
  it('sets aside a cache that is valid JSON of another shape instead of showing it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const { mkdir, writeFile } = await import('node:fs/promises')
    await mkdir(join(dir, 'cache'))
    await writeFile(
      join(dir, 'cache', 'acct.json'),
      JSON.stringify({
        version: 1,
        fetchedAt: '2026-11-23T10:00:00Z',
        snapshot: { servers: 'oops', dnsZones: [{ id: 1 }] },
      }),
    )
    const warnings: string[] = []
    const cache = createSnapshotCache(dir, { ...consoleLogger, warn: (m) => void warnings.push(m) })
    expect(await cache.read('acct')).toBeNull()
    expect(warnings).toEqual([expect.stringMatching(/unreadable/)])
    expect((await readdir(join(dir, 'cache'))).some((f) => f.includes('.corrupt-'))).toBe(true)
  })
})

describe('snapshot cache: large accounts', () => {
  const bigSnapshot = () =>
    ({
      servers: Array.from({ length: 3_000 }, (_, i) => ({
        id: i,
        name: `web-${i}`,
        adminUserName: 'root',
        adminPassword: i === 2_500 ? 'Deep-secret-9' : null,
      })),
      dnsZones: [
        {
          id: 1,
          name: 'example.com',
          records: Array.from({ length: 20_000 }, (_, i) => ({
            id: i,
            type: 'TXT',
            value: `"password":"not-a-key-${i}"`,
          })),
        },
      ],
      storage: {
        id: 4,
        owner: { password: 'Owner-secret-5', connection: { s3: { secretKey: 'S3-secret-6' }, swift: null, ftp: null } },
      },
      account: { balance: 5 },
    }) as unknown as AccountSnapshot

  it('writes compact JSON in pieces that reads back whole, with secrets blanked wherever they sit', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const snapshot = bigSnapshot()
    const entry = {
      fetchedAt: '2026-11-23T10:00:00Z',
      sectionsFetchedAt: { servers: '2026-11-23T10:00:00Z' },
      snapshot,
    }
    const pieces: string[] = []
    for await (const piece of fileChunks(snapshot.dnsZones)) pieces.push(piece)
    expect(pieces.length).toBeGreaterThan(3)
    expect(JSON.parse(pieces.join(''))).toEqual(withoutSecrets(snapshot.dnsZones))

    const cache = createSnapshotCache(dir, consoleLogger)
    await cache.write('big', entry)
    const text = await cacheText(dir, 'big')
    // One line and the final newline a file: no indentation.
    expect(await readFile(join(dir, 'cache', 'big@dnsZones.0.json'), 'utf8')).toMatch(/^[^\n]+\n$/)
    for (const secret of ['Deep-secret-9', 'Owner-secret-5', 'S3-secret-6']) expect(text).not.toContain(secret)
    const back = await cache.read('big')
    expect(back?.snapshot.dnsZones?.[0]?.records).toHaveLength(20_000)
    expect(back?.snapshot.servers?.[2_500]).toMatchObject({ adminUserName: 'root', adminPassword: null })
    // A string that merely looks like a secret key is data, kept as it was.
    expect(back?.snapshot.dnsZones?.[0]?.records[7]).toMatchObject({ value: '"password":"not-a-key-7"' })
  })

  it('lets the event loop turn while a large snapshot is written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const loop = countLoopTurns()
    await createSnapshotCache(dir, consoleLogger).write('big', {
      fetchedAt: '2026-11-23T10:00:00Z',
      snapshot: bigSnapshot(),
    })
    loop.stop()
    expect(loop.turns()).toBeGreaterThan(5)
  })
})

describe('snapshot cache: one read shared', () => {
  it('hands readers of one account the same entry (a read in flight, then the one still held); after a write, the disk again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const cache = createSnapshotCache(dir, consoleLogger)
    const snapshot = {
      servers: [{ id: 1, name: 'web', adminPassword: 'Adm1n-secret-1' }],
      dnsZones: [{ id: 2, name: 'example.com', records: [{ id: 3 }] }],
    } as unknown as AccountSnapshot
    await cache.write('acct', { fetchedAt: '2026-11-23T10:00:00Z', snapshot })
    // The fleet and the session at start: one parse, one snapshot in memory.
    const [fleet, session] = await Promise.all([cache.read('acct'), cache.read('acct')])
    expect(session).toBe(fleet)
    expect(await cache.read('acct')).toBe(fleet)
    // Read in place, not copied on the way: the zone's records are the parsed file's.
    expect(fleet?.snapshot.dnsZones?.[0]?.records).toEqual([{ id: 3 }])

    await cache.write('acct', { fetchedAt: '2026-11-23T11:00:00Z', snapshot })
    const after = await cache.read('acct')
    expect(after).not.toBe(fleet)
    expect(after).toMatchObject({ fetchedAt: '2026-11-23T11:00:00Z' })
    // What a write leaves behind is read from the file: still without the secret.
    expect(after?.snapshot.servers?.[0]).toMatchObject({ adminPassword: null })
    await cache.remove('acct')
    expect(await cache.read('acct')).toBeNull()
  })
})

describe('snapshot cache: only what changed is written', () => {
  const snapshotOf = (name: string) =>
    ({
      servers: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `web-${i}`, adminPassword: 'Adm1n-secret' })),
      sshKeys: [{ id: 1, title: 'laptop' }],
      dnsZones: [{ id: 2, name: 'example.com', records: [{ id: 3, value: name }] }],
      storage: null,
      account: { balance: 5 },
    }) as unknown as AccountSnapshot
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString()
  /** A cache whose bytes are counted, holding `snapshot` as written at minute 0; the count starts after it. */
  async function writtenOnce(snapshot: AccountSnapshot) {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const fs = countingFs()
    const cache = createSnapshotCache(dir, consoleLogger, fs)
    await cache.write('acct', { fetchedAt: at(0), snapshot })
    fs.reset()
    /** The names of the files written since, sorted. */
    const names = () =>
      fs
        .files()
        .map((path) => path.split('/').pop())
        .sort()
    return { dir, fs, cache, names }
  }

  it('writes nothing when a refresh brought the same data, as the same objects or as equal copies', async () => {
    const snapshot = snapshotOf('a')
    const { cache, fs } = await writtenOnce(snapshot)
    await cache.write('acct', { fetchedAt: at(1), sectionsFetchedAt: { servers: at(1) }, snapshot })
    // Equal data in new objects, with the secrets the API sends (never on disk, so no change either).
    await cache.write('acct', { fetchedAt: at(2), snapshot: structuredClone(snapshotOf('a')) })
    expect(fs.bytes()).toBe(0)
    expect(fs.files()).toEqual([])
  })

  it('with a settle time, writes once after it, the newest of the entries asked for meanwhile', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const fs = countingFs()
    const cache = createSnapshotCache(dir, consoleLogger, fs, undefined, { settleMs: 150 })
    const asked = performance.now()
    // A start's reads land in three batches, each a newer snapshot.
    const writes = ['a', 'b', 'c'].map((name, i) =>
      cache.write('acct', { fetchedAt: at(i), snapshot: snapshotOf(name) }),
    )
    await Promise.resolve()
    expect(fs.files()).toEqual([])
    await Promise.all(writes)
    expect(performance.now() - asked).toBeGreaterThanOrEqual(145)
    // One write of each file (the sections and the index), not three.
    const files = fs.files()
    expect(new Set(files).size).toBe(files.length)
    expect((await createSnapshotCache(dir, consoleLogger).read('acct'))?.snapshot.dnsZones).toEqual(
      snapshotOf('c').dnsZones,
    )
  })

  it('writes nothing after a start from the cache when the first refresh finds the same data', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    await createSnapshotCache(dir, consoleLogger).write('acct', { fetchedAt: at(0), snapshot: snapshotOf('a') })
    const fs = countingFs()
    const restarted = createSnapshotCache(dir, consoleLogger, fs)
    const cached = await restarted.read('acct')
    await restarted.write('acct', { fetchedAt: at(1), snapshot: cached!.snapshot })
    await restarted.write('acct', { fetchedAt: at(2), snapshot: snapshotOf('a') })
    expect(fs.bytes()).toBe(0)
  })

  it('rewrites only the file of the section that changed (and the index), and reads back the new data', async () => {
    const first = snapshotOf('a')
    const { cache, names } = await writtenOnce(first)
    await cache.write('acct', { fetchedAt: at(1), snapshot: { ...first, dnsZones: snapshotOf('b').dnsZones } })
    expect(names()).toEqual(['acct@dnsZones.0.json', 'acct@meta.json'])
    const back = await cache.read('acct')
    expect(back?.snapshot.dnsZones?.[0]?.records[0]).toMatchObject({ value: 'b' })
    expect(back?.snapshot.servers).toHaveLength(200)
    expect(back?.fetchedAt).toBe(at(1))
  })

  it('rewrites only the part of a long list that holds the record that changed', async () => {
    const servers = Array.from({ length: PART_WEIGHT * 3 }, (_, i) => ({ id: i, name: `web-${i}` }))
    const { cache, dir, names } = await writtenOnce({ servers } as unknown as AccountSnapshot)
    const renamed = servers.map((s) => (s.id === PART_WEIGHT + 5 ? { ...s, name: 'renamed' } : s))
    await cache.write('acct', { fetchedAt: at(1), snapshot: { servers: renamed } as unknown as AccountSnapshot })
    expect(names()).toEqual(['acct@meta.json', 'acct@servers.1.json'])
    const back = await createSnapshotCache(dir, consoleLogger).read('acct')
    expect(back?.snapshot.servers).toEqual(renamed)
  })

  it('writes the index alone, with the new times, once the one on disk is old enough', async () => {
    const snapshot = snapshotOf('a')
    const { cache, names } = await writtenOnce(snapshot)
    await cache.write('acct', { fetchedAt: at(META_REFRESH_MS / 60_000), snapshot })
    expect(names()).toEqual(['acct@meta.json'])
    expect((await cache.read('acct'))?.fetchedAt).toBe(at(META_REFRESH_MS / 60_000))
  })

  it('keeps the record of items the service sent unreadable, and writes the index when it changes', async () => {
    const snapshot = snapshotOf('a')
    const { cache, dir, names } = await writtenOnce(snapshot)
    const unreadable = { servers: [{ position: 3, id: '9', reason: 'Name: expected a string' }] }
    await cache.write('acct', { fetchedAt: at(1), snapshot: { ...snapshot, unreadable } as AccountSnapshot })
    expect(names()).toEqual(['acct@meta.json'])
    expect((await createSnapshotCache(dir, consoleLogger).read('acct'))?.snapshot.unreadable).toEqual(unreadable)
  })

  it('drops the file of a section the snapshot no longer has', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const cache = createSnapshotCache(dir, consoleLogger)
    const { sshKeys: _gone, ...rest } = snapshotOf('a')
    await cache.write('acct', { fetchedAt: at(0), snapshot: snapshotOf('a') })
    await cache.write('acct', { fetchedAt: at(1), snapshot: rest as AccountSnapshot })
    expect(await readdir(join(dir, 'cache'))).not.toContain('acct@sshKeys.0.json')
    expect((await cache.read('acct'))?.snapshot).not.toHaveProperty('sshKeys')
  })

  it('still reads the single file older versions wrote, and turns it into one file a section at the next write', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const { mkdir, writeFile } = await import('node:fs/promises')
    await mkdir(join(dir, 'cache'))
    const old = { version: 1, fetchedAt: at(0), sectionsFetchedAt: { servers: at(0) }, snapshot: snapshotOf('a') }
    await writeFile(join(dir, 'cache', 'acct.json'), JSON.stringify(withoutSecrets(old)))
    const cache = createSnapshotCache(dir, consoleLogger)
    const read = await cache.read('acct')
    expect(read).toMatchObject({ fetchedAt: at(0), sectionsFetchedAt: { servers: at(0) } })
    expect(read?.snapshot.servers).toHaveLength(200)
    await cache.write('acct', { ...read!, fetchedAt: at(1) })
    const names = await readdir(join(dir, 'cache'))
    expect(names).not.toContain('acct.json')
    expect(names).toEqual(expect.arrayContaining(['acct@meta.json', 'acct@servers.0.json', 'acct@dnsZones.0.json']))
    const again = await createSnapshotCache(dir, consoleLogger).read('acct')
    expect(again?.snapshot).toEqual(withoutSecrets(snapshotOf('a')))
    expect(again?.fetchedAt).toBe(at(1))
  })

  it('sets aside a corrupt section file and still shows the other sections', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    await createSnapshotCache(dir, consoleLogger).write('acct', { fetchedAt: at(0), snapshot: snapshotOf('a') })
    const { writeFile } = await import('node:fs/promises')
    await writeFile(join(dir, 'cache', 'acct@servers.0.json'), '{"not":"a list"}')
    const warnings: string[] = []
    const fs = countingFs()
    const cache = createSnapshotCache(dir, { ...consoleLogger, warn: (m) => void warnings.push(m) }, fs)
    const read = await cache.read('acct')
    expect(read?.snapshot).not.toHaveProperty('servers')
    expect(read?.snapshot.sshKeys).toHaveLength(1)
    expect(warnings).toEqual([expect.stringMatching(/unreadable \(servers/)])
    // The lost section is written again with the next read of it, the others are not.
    await cache.write('acct', { fetchedAt: at(1), snapshot: snapshotOf('a') })
    expect(
      fs
        .files()
        .map((path) => path.split('/').pop())
        .sort(),
    ).toEqual(['acct@meta.json', 'acct@servers.0.json'])
  })
})
