import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bridge, freshStores } from './test-kit'
import type { SessionState } from '@shared/contract'
import type { SessionChange } from '@shared/session-change'

vi.mock('../api/client', () => import('./test-kit').then((kit) => kit.pendingClient))
vi.mock('../i18n', () => ({ i18n: { global: { locale: { value: 'en' }, t: (key: string) => key } } }))

const { RECEIPT_WAIT_MS, useSessionStore } = await import('./session')

const state = (revision: number, accountId = 'demo'): SessionState =>
  ({
    revision,
    accountId,
    status: 'ready',
    refreshing: false,
    snapshot: { sshKeys: [] },
    fetchedAt: null,
    fromCache: true,
    problem: null,
    sectionProblems: {},
    sectionsFetchedAt: {},
    secretStorage: 'none',
  }) as SessionState
const push = (change: SessionChange) => bridge.listeners.get('session:changed')!(change)

/** The session store, loaded at `revision`. */
async function loaded(revision: number) {
  const session = useSessionStore()
  const loading = session.load()
  bridge.calls[0]!.answer(state(revision))
  await loading
  return session
}

describe('session store', () => {
  beforeEach(freshStores)

  it('applies the reset and the changes that outran the answer once it lands, without asking for the state again', async () => {
    const session = useSessionStore()
    const loading = session.load()
    push({ kind: 'reset', revision: 5, accountId: 'demo' })
    push({ kind: 'patch', revision: 6, base: 5, accountId: 'demo', fields: { refreshing: true } })
    expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get'])
    bridge.calls[0]!.answer(state(5))
    await loading
    expect(session.state).toMatchObject({ revision: 6, refreshing: true })
    expect(bridge.calls).toHaveLength(1)
  })

  it('asks once for the state when a reset comes with no answer on its way (another window switched)', async () => {
    const session = await loaded(5)
    push({ kind: 'reset', revision: 8, accountId: 'other' })
    push({ kind: 'patch', revision: 9, base: 8, accountId: 'other', fields: { refreshing: true } })
    expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get', 'session:get'])
    bridge.calls[1]!.answer({ ...state(9, 'other'), refreshing: true })
    await vi.waitFor(() => expect(session.state).toMatchObject({ revision: 9, accountId: 'other', refreshing: true }))
    expect(bridge.calls).toHaveLength(2)
  })

  it('gathers the parts of a large section and applies its patch whole; a missing part asks for the state', async () => {
    const session = await loaded(5)
    const keys = (from: number) => Array.from({ length: 3 }, (_, i) => ({ id: from + i }))
    push({ kind: 'part', revision: 6, accountId: 'demo', section: 'sshKeys', index: 0, items: keys(0) })
    push({ kind: 'part', revision: 6, accountId: 'demo', section: 'sshKeys', index: 1, items: keys(3) })
    // Nothing shows half a section: the parts wait for their patch.
    expect(session.state?.revision).toBe(5)
    push({ kind: 'patch', revision: 6, base: 5, accountId: 'demo', sections: {}, parts: { sshKeys: 2 } })
    expect(session.state?.snapshot?.sshKeys?.map((k) => k.id)).toEqual([0, 1, 2, 3, 4, 5])
    expect(bridge.calls).toHaveLength(1)
    push({ kind: 'part', revision: 7, accountId: 'demo', section: 'sshKeys', index: 1, items: keys(9) })
    push({ kind: 'patch', revision: 7, base: 6, accountId: 'demo', sections: {}, parts: { sshKeys: 2 } })
    expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get', 'session:get'])
  })

  describe('a large answer: a first state, painted, then its fill asked for', () => {
    const first = { ...state(5), snapshot: { sshKeys: [{ id: 0 }] }, pending: ['sshKeys'] } as SessionState
    const keys = (from: number) => Array.from({ length: 3 }, (_, i) => ({ id: from + i }))
    const ids = (session: ReturnType<typeof useSessionStore>) => session.state?.snapshot?.sshKeys?.map((k) => k.id)

    async function firstShown() {
      const session = useSessionStore()
      const loading = session.load()
      bridge.calls[0]!.answer(first)
      await loading
      return session
    }

    it('shows the first state, asks for its fill once painted, and applies it in parts before what came after', async () => {
      const session = await firstShown()
      expect(ids(session)).toEqual([0])
      push({ kind: 'patch', revision: 6, base: 5, accountId: 'demo', fields: { refreshing: true } })
      await vi.waitFor(() => expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get', 'session:fill']))
      expect(bridge.calls[1]!.input).toEqual({ revision: 5 })
      bridge.calls[1]!.answer({ accountId: 'demo', revision: 5 })
      push({ kind: 'part', revision: 5, accountId: 'demo', section: 'sshKeys', index: 0, items: keys(0) })
      push({ kind: 'part', revision: 5, accountId: 'demo', section: 'sshKeys', index: 1, items: keys(3) })
      // The change that came meanwhile waits behind the fill.
      expect(session.state).toMatchObject({ revision: 5, refreshing: false })
      push({ kind: 'fill', revision: 5, accountId: 'demo', sections: {}, parts: { sshKeys: 2 } })
      expect(ids(session)).toEqual([0, 1, 2, 3, 4, 5])
      expect(session.state?.pending).toBeUndefined()
      expect(session.state).toMatchObject({ revision: 6, refreshing: true })
      expect(bridge.calls).toHaveLength(2)
    })

    it('asks for the whole state again when the fill is no longer kept', async () => {
      await firstShown()
      await vi.waitFor(() => expect(bridge.calls).toHaveLength(2))
      bridge.calls[1]!.answer(null)
      await vi.waitFor(() =>
        expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get', 'session:fill', 'session:get']),
      )
    })
  })

  describe('a re-read answers with the revision it reached, not the whole state', () => {
    it('is done once the events that carry its changes have come, even when they land after its answer', async () => {
      const session = await loaded(5)
      let done = false
      const refreshing = session.refresh().then(() => (done = true))
      push({ kind: 'patch', revision: 6, base: 5, accountId: 'demo', fields: { refreshing: true } })
      bridge.calls[1]!.answer({ accountId: 'demo', revision: 7 })
      // Everything the answer set going has run (a macrotask comes after every promise job): still not done.
      await new Promise((resolve) => setImmediate(resolve))
      expect(done).toBe(false)
      push({
        kind: 'patch',
        revision: 7,
        base: 6,
        accountId: 'demo',
        fields: { refreshing: false },
        sections: { sshKeys: [] },
      })
      await refreshing
      expect(session.state).toMatchObject({ revision: 7, refreshing: false })
      // Nothing but the re-read itself was asked for: its state came as events.
      expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get', 'session:reread'])
      expect(bridge.calls[1]!.input).toEqual({ reason: 'refresh' })
    })

    it('is done at once when the events came first (as over Electron IPC), or nothing was stale', async () => {
      const session = await loaded(5)
      const stale = session.paneOpened({ kind: 'category', id: 'sshKeys' })
      push({ kind: 'patch', revision: 6, base: 5, accountId: 'demo', fields: { refreshing: false } })
      bridge.calls[1]!.answer({ accountId: 'demo', revision: 6 })
      await stale
      const fresh = session.check(['sshKeys'])
      bridge.calls[2]!.answer({ accountId: 'demo', revision: 6 })
      await fresh
      expect(bridge.calls.map((c) => c.input)).toEqual([
        undefined,
        { reason: 'pane', pane: { kind: 'category', id: 'sshKeys', parentId: undefined } },
        { reason: 'check', sections: ['sshKeys'] },
      ])
    })

    it('asks for the whole state when its events do not come (a dropped event stream)', async () => {
      vi.useFakeTimers()
      try {
        const session = await loaded(5)
        const refreshing = session.refresh()
        bridge.calls[1]!.answer({ accountId: 'demo', revision: 9 })
        await vi.advanceTimersByTimeAsync(RECEIPT_WAIT_MS - 1)
        expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get', 'session:reread'])
        await vi.advanceTimersByTimeAsync(1)
        expect(bridge.calls.map((c) => c.channel)).toEqual(['session:get', 'session:reread', 'session:get'])
        bridge.calls[2]!.answer(state(9))
        await refreshing
        expect(session.state).toMatchObject({ revision: 9 })
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
