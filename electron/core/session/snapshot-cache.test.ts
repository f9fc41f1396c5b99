import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { consoleLogger } from '../ports'
import { createSnapshotCache } from './snapshot-cache'

describe('snapshot cache', () => {
  it('never writes a secret to disk: admin, storage, S3 and PFX passwords become null', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const snapshot = {
      servers: [{ id: 1, name: 'web', adminUserName: 'root', adminPassword: 'Adm1n-secret-1' }],
      storageUsers: [{ id: 2, name: 'u', password: 'St0rage-secret-2', connection: { s3: { secretKey: 'S3-secret-3' } } }],
      sslCertificates: [{ id: 3, pfxPassword: 'Pfx-secret-4' }],
    } as unknown as AccountSnapshot
    const cache = createSnapshotCache(dir, consoleLogger)
    await cache.write('acct', { fetchedAt: '2026-11-23T10:00:00Z', snapshot })
    const text = await readFile(join(dir, 'cache', 'acct.json'), 'utf8')
    for (const secret of ['Adm1n-secret-1', 'St0rage-secret-2', 'S3-secret-3', 'Pfx-secret-4']) expect(text).not.toContain(secret)
    const back = await cache.read('acct')
    expect(back?.snapshot.servers?.[0]).toMatchObject({ adminUserName: 'root', adminPassword: null })
  })
})

describe('snapshot cache: wrong shape', () => {
  it('sets aside a cache that is valid JSON of another shape instead of showing it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cache-'))
    const { mkdir, writeFile, readdir } = await import('node:fs/promises')
    await mkdir(join(dir, 'cache'))
    await writeFile(join(dir, 'cache', 'acct.json'), JSON.stringify({ version: 1, fetchedAt: '2026-11-23T10:00:00Z', snapshot: { servers: 'oops', dnsZones: [{ id: 1 }] } }))
    const warnings: string[] = []
    const cache = createSnapshotCache(dir, { ...consoleLogger, warn: (m) => void warnings.push(m) })
    expect(await cache.read('acct')).toBeNull()
    expect(warnings).toEqual([expect.stringMatching(/unreadable/)])
    expect((await readdir(join(dir, 'cache'))).some((f) => f.includes('.corrupt-'))).toBe(true)
  })
})
