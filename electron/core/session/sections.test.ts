import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { allResources, SNAPSHOT_SECTIONS } from '../../shared/resources'
import { everyKindIn, oneOfEach } from '../../shared/resources/test-kit'
import { consoleLogger } from '../ports'
import { SECTIONS } from './sections'
import { createSnapshotCache } from './snapshot-cache'

describe('the snapshot sections', () => {
  it('says for every section how it is read and how it is cached, and holds every kind’s section', () => {
    expect(Object.keys(SECTIONS).sort()).toEqual([...SNAPSHOT_SECTIONS].sort())
    for (const descriptor of allResources()) expect(SECTIONS[descriptor.section], descriptor.kind).toBeDefined()
  })

  it('caches an item of every kind and reads it back as it was', async () => {
    const snapshot = {
      ...oneOfEach(),
      locations: [{ id: 1, name: 'SPb' }],
      account: { balance: 12 },
    } as unknown as AccountSnapshot
    everyKindIn(snapshot)
    const cache = createSnapshotCache(await mkdtemp(join(tmpdir(), 'hostdeck-sections-')), consoleLogger)
    await cache.write('acct', { fetchedAt: '2026-11-23T10:00:00Z', snapshot })
    expect((await cache.read('acct'))?.snapshot).toEqual(snapshot)
  })

  it('sets aside a cached section that has another shape than its own', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-sections-'))
    const wrong = { items: { id: 1 }, zones: [{ id: 1, name: 'x' }], itemOrNull: [], object: [] }
    for (const section of SNAPSHOT_SECTIONS) {
      const cache = createSnapshotCache(dir, { ...consoleLogger, warn: () => undefined })
      const snapshot = { [section]: wrong[SECTIONS[section].cached] } as unknown as AccountSnapshot
      await cache.write(section, { fetchedAt: '2026-11-23T10:00:00Z', snapshot })
      expect((await cache.read(section))?.snapshot, section).not.toHaveProperty(section)
    }
  })
})
