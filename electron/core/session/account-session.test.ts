import { describe, expect, it, vi } from 'vitest'
import type { CloudApi } from '../api'
import { systemClock } from '../ports'
import { createAccountSession } from './account-session'
import type { CachedSnapshot, SnapshotCache } from './snapshot-cache'

/** An API whose every list answers empty: enough for a session to load. */
const emptyApi = new Proxy({} as CloudApi, {
  get: (_, group) =>
    group === 'capabilities'
      ? { unsupported: () => [], reset: () => undefined }
      : new Proxy({}, { get: () => async () => [] }),
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

/** The event loop has turned a few times: work already set going (promise jobs, immediates) has run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('account session cache writes', () => {
  it('dispose waits for the cache write in flight', async () => {
    const { cache, writes } = controlledCache()
    const s = session(cache)
    await s.open()
    await vi.waitFor(() => expect(writes).toHaveLength(1))
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
    await vi.waitFor(() => expect(writes).toHaveLength(1))
    await s.refresh(['servers'])
    await settle()
    // The second write waits for the first to finish.
    expect(writes).toHaveLength(1)
    writes[0]!.finish()
    await vi.waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]!.entry.fetchedAt >= writes[0]!.entry.fetchedAt).toBe(true)
    writes[1]!.finish()
    await s.dispose()
  })
})

describe('reading the cache ahead of the page', () => {
  const cachedEntry: CachedSnapshot = {
    fetchedAt: '2026-11-20T10:00:00.000Z',
    sectionsFetchedAt: {},
    snapshot: { servers: [] } as never,
  }

  function counted() {
    let reads = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const cache: SnapshotCache = {
      read: async () => {
        reads++
        await gate
        return cachedEntry
      },
      remove: async () => {},
      write: async () => {},
    }
    return { cache, reads: () => reads, release }
  }

  function observed(cache: SnapshotCache) {
    const pushed: Array<{ fromCache: boolean; refreshing: boolean; hasSnapshot: boolean }> = []
    let calls = 0
    let revision = 0
    const s = createAccountSession({
      accountId: 'acme',
      api: async () => (calls++, emptyApi),
      cache,
      clock: systemClock,
      log: { info() {}, warn() {}, error() {} },
      secretStorage: 'session',
      onChange: (state) =>
        pushed.push({ fromCache: state.fromCache, refreshing: state.refreshing, hasSnapshot: state.snapshot !== null }),
      nextRevision: () => ++revision,
    })
    return { s, pushed, apiCalls: () => calls }
  }

  it('prepare reads the cache and nothing else; open then answers from memory and refreshes', async () => {
    const { cache, reads, release } = counted()
    const { s, pushed, apiCalls } = observed(cache)
    const preparing = s.prepare()
    release()
    await preparing
    await settle()
    expect(reads()).toBe(1)
    expect(s.state().snapshot).toEqual(cachedEntry.snapshot)
    // Not active yet: nothing pushed, nothing asked of the API.
    expect(pushed).toEqual([])
    expect(apiCalls()).toBe(0)
    const answer = await s.open()
    expect(answer.fromCache).toBe(true)
    expect(answer.snapshot).toEqual(cachedEntry.snapshot)
    expect(reads()).toBe(1)
    await vi.waitFor(() => expect(apiCalls()).toBeGreaterThan(0))
    expect(pushed[0]).toEqual({ fromCache: true, refreshing: false, hasSnapshot: true })
  })

  it('an open while prepare is still reading shares its read, and is announced once it lands', async () => {
    const { cache, reads, release } = counted()
    const { s, pushed } = observed(cache)
    void s.prepare()
    const opening = s.open()
    release()
    const answer = await opening
    expect(reads()).toBe(1)
    expect(answer.snapshot).toEqual(cachedEntry.snapshot)
    expect(pushed.filter((p) => p.hasSnapshot && p.fromCache).length).toBeGreaterThan(0)
  })
})
