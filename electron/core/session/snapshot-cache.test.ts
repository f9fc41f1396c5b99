import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { consoleLogger } from '../ports'
import { countLoopTurns } from '../files/test-kit'
import { cacheFileChunks, createSnapshotCache, withoutSecrets } from './snapshot-cache'

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
    const text = await readFile(join(dir, 'cache', 'acct.json'), 'utf8')
    for (const secret of ['Adm1n-secret-1', 'St0rage-secret-2', 'S3-secret-3', 'Pfx-secret-4'])
      expect(text).not.toContain(secret)
    const back = await cache.read('acct')
    expect(back?.snapshot.servers?.[0]).toMatchObject({ adminUserName: 'root', adminPassword: null })
  })
})

describe('snapshot cache: wrong shape', () => {
  it('sets aside a cache that is valid JSON of another shape instead of showing it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const { mkdir, writeFile, readdir } = await import('node:fs/promises')
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
    for await (const piece of cacheFileChunks(entry)) pieces.push(piece)
    expect(pieces.length).toBeGreaterThan(3)
    expect(JSON.parse(pieces.join(''))).toEqual({ version: 1, ...entry, snapshot: withoutSecrets(snapshot) })

    const cache = createSnapshotCache(dir, consoleLogger)
    await cache.write('big', entry)
    const text = await readFile(join(dir, 'cache', 'big.json'), 'utf8')
    expect(text.split('\n')).toHaveLength(2) // one line and the final newline: no indentation
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
