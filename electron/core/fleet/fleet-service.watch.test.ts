import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../sandbox'
import type { AccountSummary } from '../../shared/contract'
import { EventBus } from '../event-bus'
import type { CachedSnapshot } from '../session/snapshot-cache'
import { useCleanups } from '../test-cleanups'
import { createFleetService } from './fleet-service'
import { createFleetSettings } from './settings'
import { createWarningStore } from './warnings'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

function account(id: string, active: boolean): AccountSummary {
  return {
    id,
    label: id,
    kind: 'custom',
    baseUrl: 'http://127.0.0.1:9/',
    authScheme: 'Bearer',
    color: '#888',
    active,
    hidden: false,
    createdAt: '2026-01-05T09:00:00.000Z',
    lastUsedAt: null,
    refreshSeconds: 60,
    guard: 'normal',
  }
}

/** The fleet over two fake accounts; `active` says which one the user is on, `reads` what the watcher read. */
async function twoAccounts(cleanups: Array<() => Promise<unknown>>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-fleet-'))
  const clock = createManualClock(Date.UTC(2026, 0, 5, 9, 0, 0))
  const state = { active: 'a' }
  const reads: string[] = []
  const fleet = createFleetService({
    accounts: {
      list: async () => ['a', 'b'].map((id) => account(id, id === state.active)),
      async readInBackground(id) {
        reads.push(id)
        return 'answered'
      },
      isOffline: async () => false,
    },
    cache: { read: async () => null },
    tasks: { list: () => ({ running: [], recent: [] }) },
    warnings: createWarningStore(dataDir),
    settings: createFleetSettings(dataDir),
    bus: new EventBus(),
    clock,
    log: quiet,
  })
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  cleanups.push(() => fleet.dispose())
  return { fleet, clock, state, reads }
}

const entry = (at: number): CachedSnapshot => ({
  fetchedAt: new Date(at).toISOString(),
  snapshot: {} as CachedSnapshot['snapshot'],
})

describe('background watching beside the active session', () => {
  const cleanups = useCleanups()

  it('counts an account read by its own session as read then, even when the user switched away before the cache write was handled', async () => {
    const kit = await twoAccounts(cleanups)
    // The account the user is leaving: its session's read is written to the cache, and at once the user switches.
    kit.state.active = 'b'
    const handled = kit.fleet.noteCacheWrite('a', entry(kit.clock.now()))
    await kit.fleet.start()
    await handled
    await kit.clock.advance(1_000)
    await kit.fleet.watcher.idle()
    expect(kit.reads).toEqual([])
  })

  it('still reads an account in the background when no read of its own was written', async () => {
    const kit = await twoAccounts(cleanups)
    kit.state.active = 'b'
    await kit.fleet.start()
    await kit.clock.advance(1_000)
    await kit.fleet.watcher.idle()
    expect(kit.reads).toEqual(['a'])
  })
})
