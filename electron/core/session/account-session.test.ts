import { describe, expect, it } from 'vitest'
import type { CloudApi } from '../api'
import { systemClock } from '../ports'
import { createAccountSession } from './account-session'
import type { CachedSnapshot, SnapshotCache } from './snapshot-cache'

/** An API whose every list answers empty: enough for a session to load. */
const emptyApi = new Proxy({} as CloudApi, {
  get: (_, group) => (group === 'capabilities' ? { unsupported: () => [], reset: () => undefined } : new Proxy({}, { get: () => async () => [] })),
})

/** A cache whose writes finish only when the test says so. */
function controlledCache() {
  const writes: Array<{ entry: CachedSnapshot; finish: () => void }> = []
  const cache: SnapshotCache = {
    read: async () => null,
    remove: async () => {},
    write: (_id, entry) => new Promise<void>((resolve) => writes.push({ entry, finish: resolve })),
  }
  return { cache, writes }
}

function session(cache: SnapshotCache) {
  let revision = 0
  return createAccountSession({
    accountId: 'acme',
    api: async () => emptyApi,
    cache,
    clock: systemClock,
    log: { info() {}, warn() {}, error() {} },
    secretStorage: 'session',
    onChange: () => {},
    nextRevision: () => ++revision,
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('account session cache writes', () => {
  it('dispose waits for the cache write in flight', async () => {
    const { cache, writes } = controlledCache()
    const s = session(cache)
    await s.open()
    await settle()
    expect(writes).toHaveLength(1)
    let disposed = false
    const disposing = s.dispose().then(() => (disposed = true))
    await settle()
    expect(disposed).toBe(false)
    writes[0]!.finish()
    await disposing
    expect(disposed).toBe(true)
  })

  it('writes snapshots one after another, oldest first', async () => {
    const { cache, writes } = controlledCache()
    const s = session(cache)
    await s.open()
    await settle()
    await s.refresh(['servers'])
    await settle()
    // The second write waits for the first to finish.
    expect(writes).toHaveLength(1)
    writes[0]!.finish()
    await settle()
    expect(writes).toHaveLength(2)
    expect(writes[1]!.entry.fetchedAt >= writes[0]!.entry.fetchedAt).toBe(true)
    writes[1]!.finish()
    await s.dispose()
  })
})
