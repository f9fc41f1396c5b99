import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_TOKEN } from '../../sandbox'
import type { SessionState } from '../../shared/contract'
import { applySessionChange, keepUnchanged, type SessionChange } from '../../shared/session-change'
import { createPartsCollector, EVENT_BYTES } from '../../shared/session-parts'
import { startSandbox } from '../../sandbox'
import { DEMO_ACCOUNT_ID } from '../accounts/registry'
import { closeTestBackend, createTestBackend, invokeOrThrow, waitForSession, wholeSession } from '../test-kit'
import { requestsBy, startLiveBackend } from './live-kit'

type Live = Awaited<ReturnType<typeof startLiveBackend>>
let live: Live | undefined
afterEach(async () => {
  await live?.close()
  live = undefined
})

/** The session:changed events from now on, and the state a receiver rebuilds from them. */
function listen(t: Live, start: SessionState) {
  const changes: SessionChange[] = []
  let state: SessionState | null = start
  let resyncs = 0
  const parts = createPartsCollector()
  t.backend.on('session:changed', (payload) => {
    changes.push(payload as SessionChange)
    const change = parts.take(payload as SessionChange)
    if (change === null) return
    if (change === 'missing') return void resyncs++
    const applied = applySessionChange(state, change)
    if (applied.resync) resyncs++
    state = applied.state
  })
  return { changes, state: () => state, resyncs: () => resyncs }
}

const bytes = (change: SessionChange) => Buffer.byteLength(JSON.stringify(change))

describe('session:changed carries what changed', () => {
  it('a re-read that brings nothing new sends the flags only, each event under 1 KB, and keeps the snapshot', async () => {
    live = await startLiveBackend()
    const before = await live.call<SessionState>('session:get')
    const seen = listen(live, before)
    await live.call('session:reread', { reason: 'refresh' })
    await live.settled()
    expect(seen.changes.length).toBeGreaterThanOrEqual(2)
    for (const change of seen.changes) {
      expect(change.kind).toBe('patch')
      expect(change).not.toHaveProperty('sections')
      expect(change).not.toHaveProperty('snapshot')
      expect(bytes(change)).toBeLessThan(1024)
    }
    expect(seen.changes.some((c) => c.kind === 'patch' && c.fields?.refreshing === true)).toBe(true)
    expect(seen.resyncs()).toBe(0)
    // The rebuilt state is the backend's, and its snapshot is still the very object it was.
    const after = await live.call<SessionState>('session:get')
    expect(seen.state()).toEqual(after)
    expect(seen.state()!.snapshot).toBe(before.snapshot)
  })

  it('a section that changed is the only data sent', async () => {
    live = await startLiveBackend()
    const before = await live.call<SessionState>('session:get')
    const seen = listen(live, before)
    const key = [...live.sandbox.state(DEMO_TOKEN).sshKeys.values()][0]!
    key.Title = 'renamed-key'
    await live.call('session:reread', { reason: 'refresh' })
    await live.settled()
    const withData = seen.changes.filter((c) => c.kind === 'patch' && (c.sections || c.snapshot !== undefined))
    expect(withData).toHaveLength(1)
    const change = withData[0] as Extract<SessionChange, { kind: 'patch' }>
    expect(Object.keys(change.sections ?? {})).toEqual(['sshKeys'])
    const rebuilt = seen.state()!
    expect(rebuilt.snapshot!.sshKeys!.map((k) => k.title)).toContain('renamed-key')
    // Untouched sections keep their objects: what shows them does not render again.
    expect(rebuilt.snapshot!.servers).toBe(before.snapshot!.servers)
    expect(rebuilt).toEqual(await live.call<SessionState>('session:get'))
  })
})

describe('a large account', () => {
  it('says its first data with a reset: the window asks, paints a first state under 1 MiB, and its fill makes it whole', async () => {
    const sandbox = await startSandbox({
      paceMs: 20,
      customers: [{ token: DEMO_TOKEN, data: { scale: { servers: 300, zones: 200, recordsPerZone: 50 } } }],
    })
    const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl })
    try {
      const changes: SessionChange[] = []
      backend.on('session:changed', (payload) => void changes.push(payload as SessionChange))
      // The page asks first, while the account is still loading: the data then comes as events.
      const answer = await invokeOrThrow<SessionState>(backend, 'session:get')
      expect(answer.snapshot).toBeNull()
      const settled = await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
      // No patch carries the data (its 3 MB of parts would all be parsed before the tree's first row): the parts
      // that came are the fills of the first states this test asked for as it waited.
      expect(changes.some((c) => c.kind === 'patch' && (c.parts !== undefined || c.snapshot))).toBe(false)
      expect(changes.some((c) => c.kind === 'reset' && c.revision === settled.revision)).toBe(true)
      for (const change of changes) expect(bytes(change)).toBeLessThanOrEqual(EVENT_BYTES)
      // A receiver holding the loading answer applies the events; the reset of the data's revision makes it ask.
      let held: SessionState | null = JSON.parse(JSON.stringify(answer)) as SessionState
      let asked = false
      for (const event of changes) {
        const applied = applySessionChange(held, JSON.parse(JSON.stringify(event)) as SessionChange)
        if (applied.resync) {
          asked = true
          break
        }
        held = applied.state
      }
      expect(asked).toBe(true)
      // It asks: a first state small enough to paint at once, then its fill, asked for once painted.
      const first = await invokeOrThrow<SessionState>(backend, 'session:get')
      expect(bytes(first as never)).toBeLessThanOrEqual(EVENT_BYTES)
      expect(first.pending).toContain('dnsZones')
      expect(first.snapshot?.dnsZones).toHaveLength(200)
      const whole = await wholeSession(backend)
      expect(JSON.parse(JSON.stringify(whole))).toEqual(JSON.parse(JSON.stringify(settled)))
      expect(whole.snapshot?.dnsZones?.flatMap((z) => z.records)).toHaveLength(10_000)
    } finally {
      await closeTestBackend(backend, sandbox, dataDir)
    }
  })

  it('sends a large section in parts when it changes after the window holds the data', async () => {
    const sandbox = await startSandbox({
      paceMs: 20,
      customers: [{ token: DEMO_TOKEN, data: { scale: { zones: 200, recordsPerZone: 50 } } }],
    })
    const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, settlingDelaysMs: [] })
    try {
      const ready = await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
      const changes: SessionChange[] = []
      backend.on('session:changed', (payload) => void changes.push(payload as SessionChange))
      // One record's TTL changes: the zones' section, 3 MB, is sent again, larger than one event.
      const zone = sandbox.state(DEMO_TOKEN).zones.values().next().value!
      zone.LinkedRecords[0]!.TTL = '7200'
      await invokeOrThrow(backend, 'session:reread', { reason: 'refresh' })
      const after = await waitForSession(backend, (s) => s.revision > ready.revision && !s.refreshing)
      expect(changes.filter((c) => c.kind === 'part').length).toBeGreaterThan(1)
      expect(changes.some((c) => c.kind === 'reset')).toBe(false)
      let held: SessionState | null = JSON.parse(JSON.stringify(ready)) as SessionState
      const parts = createPartsCollector()
      for (const event of changes) {
        const change = parts.take(JSON.parse(JSON.stringify(event)) as SessionChange)
        if (!change || change === 'missing') continue
        const applied = applySessionChange(held, change)
        expect(applied.resync).toBe(false)
        held = applied.state
      }
      expect(held).toEqual(JSON.parse(JSON.stringify(after)))
    } finally {
      await closeTestBackend(backend, sandbox, dataDir)
    }
  })
})

describe('an answer carrying a large state', () => {
  it('session:get and a switch back answer with a first state under 1 MiB; its fill, sent when asked, makes it whole', async () => {
    const scale = { zones: 200, recordsPerZone: 50 }
    const sandbox = await startSandbox({ paceMs: 5, customers: [{ token: DEMO_TOKEN, data: { scale } }] })
    const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, settlingDelaysMs: [] })
    try {
      const ready = await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
      expect(ready.snapshot!.dnsZones!.flatMap((z) => z.records)).toHaveLength(10_000)
      const answer = await invokeOrThrow<SessionState>(backend, 'session:get')
      expect(bytes(answer as never)).toBeLessThanOrEqual(EVENT_BYTES)
      expect(answer.pending).toContain('dnsZones')
      expect(answer.snapshot!.dnsZones!.map((z) => z.name)).toEqual(ready.snapshot!.dnsZones!.map((z) => z.name))
      expect(await wholeSession(backend)).toEqual(await waitForSession(backend, (s) => s.status === 'ready'))

      sandbox.addCustomer({ token: 'other-token', data: 'demo' })
      const other = await invokeOrThrow<{ id: string }>(backend, 'accounts:add', {
        label: 'Other',
        baseUrl: sandbox.baseUrl,
        token: 'other-token',
      })
      await invokeOrThrow(backend, 'accounts:switch', { id: other.id })
      const events: SessionChange[] = []
      backend.on('session:changed', (payload) => void events.push(payload as SessionChange))
      const back = await invokeOrThrow<SessionState>(backend, 'accounts:switch', { id: DEMO_ACCOUNT_ID })
      expect(events.some((e) => e.kind === 'fill')).toBe(false)
      // Its fill goes once the window asks for it (having painted the first state), and only once.
      expect(await invokeOrThrow(backend, 'session:fill', { revision: back.revision })).toEqual({
        accountId: DEMO_ACCOUNT_ID,
        revision: back.revision,
      })
      expect(await invokeOrThrow(backend, 'session:fill', { revision: back.revision })).toBeNull()
      expect(bytes(back as never)).toBeLessThanOrEqual(EVENT_BYTES)
      expect(back.pending).toContain('dnsZones')
      for (const event of events) expect(bytes(event)).toBeLessThanOrEqual(EVENT_BYTES)
      expect(events.some((e) => e.kind === 'fill' && e.revision === back.revision)).toBe(true)
    } finally {
      await closeTestBackend(backend, sandbox, dataDir)
    }
  })
})

describe('a start from the cache', () => {
  /** A second backend on the folder a first one filled, with every session:changed it sends from its start. */
  async function startFromCache() {
    const sandbox = await startSandbox({ paceMs: 20 })
    const first = await createTestBackend({ demoApiUrl: sandbox.baseUrl })
    await waitForSession(first.backend, (s) => s.status === 'ready' && !s.refreshing)
    await first.backend.dispose()
    const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, dataDir: first.dataDir })
    const changes: SessionChange[] = []
    backend.on('session:changed', (payload) => void changes.push(payload as SessionChange))
    return { sandbox, backend, dataDir, changes }
  }

  it('sends the cached snapshot once, in the answer: the events after it carry a reset of a few bytes and what changed', async () => {
    const { sandbox, backend, dataDir, changes } = await startFromCache()
    try {
      const answer = await invokeOrThrow<SessionState>(backend, 'session:get')
      expect(answer.fromCache).toBe(true)
      expect(answer.snapshot?.dnsZones?.length).toBeGreaterThan(0)
      const settled = await waitForSession(backend, (s) => !s.refreshing && !s.fromCache)
      // The first event tells a receiver with nothing that a state exists; the answer is that state.
      expect(changes[0]).toEqual({ kind: 'reset', revision: expect.any(Number), accountId: 'demo' })
      expect(changes.some((c) => c.kind === 'patch' && c.snapshot !== undefined)).toBe(false)
      expect(bytes(changes[0]!)).toBeLessThan(100)
      // A receiver holding the answer rebuilds the newest state from the events alone, without asking again.
      let held: SessionState | null = JSON.parse(JSON.stringify(answer)) as SessionState
      for (const change of changes) {
        const applied = applySessionChange(held, JSON.parse(JSON.stringify(change)) as SessionChange)
        expect(applied.resync).toBe(false)
        held = applied.state
      }
      expect(held).toEqual(JSON.parse(JSON.stringify(settled)))
    } finally {
      await closeTestBackend(backend, sandbox, dataDir)
    }
  })

  it('the host reads the cache as it starts; the page’s first ask still opens the account, refreshes it and pushes flags', async () => {
    const { sandbox, backend, dataDir, changes } = await startFromCache()
    try {
      // The read ahead has landed: the account is then in memory, but not opened.
      await backend.preparedAhead()
      const requestsBefore = sandbox.requests.all().length
      expect(changes).toEqual([])
      const answer = await invokeOrThrow<SessionState>(backend, 'session:get')
      expect(answer.fromCache).toBe(true)
      expect(answer.snapshot?.dnsZones?.length).toBeGreaterThan(0)
      const settled = await waitForSession(backend, (s) => !s.refreshing && !s.fromCache)
      expect(sandbox.requests.all().length).toBeGreaterThan(requestsBefore)
      expect(settled.fetchedAt).not.toBe(answer.fetchedAt)
      const flags = changes.filter((c) => c.kind === 'patch' && c.snapshot === undefined && c.sections === undefined)
      expect(flags.length).toBeGreaterThan(0)
      for (const change of flags) expect(bytes(change)).toBeLessThan(1024)
    } finally {
      await closeTestBackend(backend, sandbox, dataDir)
    }
  })

  it('keeps the cached snapshot when the first read brings the same data (nothing sent or rendered twice)', async () => {
    live = await startLiveBackend()
    const { snapshot } = await live.call<SessionState>('session:get')
    // What the cache gives back: the snapshot through JSON (keys holding undefined are gone).
    const cached = JSON.parse(JSON.stringify(snapshot)) as NonNullable<SessionState['snapshot']>
    expect(keepUnchanged(cached, snapshot!)).toBe(cached)
  })
})

describe('switching accounts', () => {
  it('back to an account read seconds ago reads nothing again and answers with the newest state', async () => {
    live = await startLiveBackend()
    const demo = await live.call<SessionState>('session:get')
    expect(demo.status).toBe('ready')
    const t = live
    const added = await t.call<{ id: string }>('accounts:add', {
      label: 'Acme',
      baseUrl: t.sandbox.baseUrl,
      token: t.sandbox.demoToken,
    })
    await t.call('accounts:switch', { id: added.id })
    await t.settled()
    t.sandbox.requests.clear()
    const seen = listen(t, await t.call<SessionState>('session:get'))
    const back = await t.call<SessionState>('accounts:switch', { id: 'demo' })
    await t.settled()
    expect(requestsBy(t.sandbox)).toBe(0)
    // The answer is newer than anything sent before it and carries the state; the switch's event only says so.
    expect(back.revision).toBeGreaterThan(demo.revision)
    expect(seen.changes.filter((c) => c.kind === 'reset')).toEqual([
      { kind: 'reset', revision: back.revision, accountId: 'demo' },
    ])
    expect(seen.changes.every((c) => bytes(c) < 1024)).toBe(true)
    expect(back.snapshot).toEqual(demo.snapshot)
  })
})
