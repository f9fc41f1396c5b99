import { describe, expect, it } from 'vitest'
import type { AccountSnapshot, SessionState } from './channels/session'
import { applySessionChange, diffSession, keepUnchanged, sameData, type SessionChange } from './session-change'

/** A snapshot of the size that made every event 4 MB: 10,000 DNS records. */
function bigSnapshot(): AccountSnapshot {
  const records = Array.from({ length: 10_000 }, (_, i) => ({
    id: i,
    type: 'A',
    name: `host-${i}`,
    value: `10.0.${i >> 8}.${i & 255}`,
  }))
  return {
    servers: [{ id: 1, name: 'web-1' }],
    sshKeys: [{ id: 5, title: 'laptop', publicKey: 'ssh-ed25519 AAAA', isActive: true }],
    dnsZones: [{ id: 9, name: 'example.com', records }],
    storage: null,
  } as unknown as AccountSnapshot
}

function state(patch: Partial<SessionState> = {}): SessionState {
  return {
    revision: 1,
    accountId: 'acme',
    status: 'ready',
    refreshing: false,
    snapshot: bigSnapshot(),
    fetchedAt: '2026-01-05T09:00:00.000Z',
    fromCache: false,
    problem: null,
    sectionProblems: {},
    sectionsFetchedAt: { servers: '2026-01-05T09:00:00.000Z' },
    secretStorage: 'keychain',
    ...patch,
  }
}

const size = (change: SessionChange) => JSON.stringify(change).length
/** What crosses the bridge: a JSON copy. */
const wire = <T extends SessionChange | SessionState>(value: T) => JSON.parse(JSON.stringify(value)) as T

describe('diffSession', () => {
  it('sends a flag change as the flag alone, far under 1 KB with 10,000 records', () => {
    const before = state()
    const change = diffSession(before, { ...before, refreshing: true, revision: 2 })
    expect(change).toEqual({ kind: 'patch', revision: 2, base: 1, accountId: 'acme', fields: { refreshing: true } })
    expect(size(change)).toBeLessThan(1024)
  })

  it('sends a section read as that section and the times that moved', () => {
    const before = state()
    const sshKeys = [{ id: 5, title: 'renamed', publicKey: 'ssh-ed25519 AAAA', isActive: true }]
    const next = {
      ...before,
      revision: 7,
      snapshot: { ...before.snapshot, sshKeys },
      sectionsFetchedAt: { ...before.sectionsFetchedAt, sshKeys: '2026-01-05T09:01:00.000Z' },
    }
    const change = diffSession(before, next)
    expect(change).toEqual({
      kind: 'patch',
      revision: 7,
      base: 1,
      accountId: 'acme',
      fields: { sectionsFetchedAt: next.sectionsFetchedAt },
      sections: { sshKeys },
    })
  })

  it('says which parts are gone, and sends the whole snapshot when there was none', () => {
    const before = state()
    const { dnsZones: _gone, ...rest } = before.snapshot!
    expect(diffSession(before, { ...before, revision: 2, snapshot: rest })).toMatchObject({ removed: ['dnsZones'] })
    const empty = state({ snapshot: null, status: 'loading' })
    expect(diffSession(empty, { ...before, revision: 2 })).toMatchObject({
      kind: 'patch',
      snapshot: before.snapshot,
      fields: { status: 'ready' },
    })
  })

  it('sends a reset of a few bytes, never the whole state, for another account or when nothing was sent before', () => {
    const acme = state()
    const other = state({ accountId: 'demo', revision: 3 })
    expect(diffSession(acme, other)).toEqual({ kind: 'reset', revision: 3, accountId: 'demo' })
    expect(diffSession(null, acme)).toEqual({ kind: 'reset', revision: acme.revision, accountId: acme.accountId })
    expect(JSON.stringify(diffSession(null, acme)).length).toBeLessThan(100)
  })
})

describe('applySessionChange', () => {
  it('rebuilds the sender’s state from the changes, through JSON, keeping untouched parts as they were', () => {
    const s1 = state()
    const s2 = { ...s1, revision: 2, refreshing: true }
    const sshKeys = [{ id: 6, title: 'new', publicKey: 'ssh-ed25519 BBBB', isActive: true }]
    const s3 = {
      ...s2,
      revision: 4,
      refreshing: false,
      snapshot: { ...s1.snapshot, sshKeys },
      fetchedAt: '2026-01-05T09:02:00.000Z',
    }
    // The whole state comes in an answer (session:get); the changes after it come as events.
    let got = wire(s1)
    const snapshotObject = got.snapshot
    got = applySessionChange(got, wire(diffSession(s1, s2))).state!
    expect(got.refreshing).toBe(true)
    expect(got.snapshot).toBe(snapshotObject)
    got = applySessionChange(got, wire(diffSession(s2, s3))).state!
    expect(got).toEqual(s3)
    expect(got.snapshot!.dnsZones).toBe(snapshotObject!.dnsZones)
  })

  it('keeps the revision ordering: an older change never replaces a newer one', () => {
    const s5 = state({ revision: 5 })
    const older = diffSession(state({ revision: 3 }), state({ revision: 4, refreshing: true }))
    expect(applySessionChange(s5, older)).toEqual({ state: s5, resync: false })
  })

  it('asks for the whole state on a reset only when it holds nothing as new (an answer may have brought it)', () => {
    const s5 = state({ revision: 5 })
    expect(applySessionChange(null, { kind: 'reset', revision: 5, accountId: s5.accountId })).toEqual({
      state: null,
      resync: true,
    })
    expect(applySessionChange(s5, { kind: 'reset', revision: 5, accountId: s5.accountId })).toEqual({
      state: s5,
      resync: false,
    })
    expect(applySessionChange(s5, { kind: 'reset', revision: 4, accountId: 'demo' })).toEqual({
      state: s5,
      resync: false,
    })
    expect(applySessionChange(s5, { kind: 'reset', revision: 6, accountId: 'demo' })).toEqual({
      state: s5,
      resync: true,
    })
  })

  it('asks for the whole state when a change does not follow the state held', () => {
    const held = state({ revision: 2 })
    const skipped = diffSession(state({ revision: 3 }), state({ revision: 4, refreshing: true }))
    expect(applySessionChange(held, skipped)).toEqual({ state: held, resync: true })
    const otherAccount = diffSession(
      state({ revision: 2, accountId: 'demo' }),
      state({ revision: 3, accountId: 'demo', refreshing: true }),
    )
    expect(applySessionChange(held, otherAccount).resync).toBe(true)
    expect(applySessionChange(null, skipped).resync).toBe(true)
  })
})

describe('keepUnchanged', () => {
  it('keeps the previous snapshot when a re-read brought the same data, and each unchanged part otherwise', () => {
    const before = bigSnapshot()
    expect(keepUnchanged(before, bigSnapshot())).toBe(before)
    const changed = { ...bigSnapshot(), servers: [{ id: 1, name: 'web-2' }] } as unknown as AccountSnapshot
    const kept = keepUnchanged(before, changed)
    expect(kept).not.toBe(before)
    expect(kept.servers).toBe(changed.servers)
    expect(kept.dnsZones).toBe(before.dnsZones)
    const { sshKeys: _dropped, ...fewer } = bigSnapshot()
    expect(keepUnchanged(before, fewer)).not.toBe(before)
  })

  it('compares JSON data deeply', () => {
    expect(sameData({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true)
    expect(sameData({ a: [1, { b: null }] }, { a: [1, { b: 0 }] })).toBe(false)
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(sameData({ a: 1 }, { b: 1 })).toBe(false)
    // What a fresh read holds and what the cache gives back: a key with undefined is written as no key.
    expect(sameData({ a: 1, note: undefined }, { a: 1 })).toBe(true)
    expect(sameData({ a: 1 }, { a: 1, note: undefined })).toBe(true)
    expect(sameData({ a: 1, note: undefined }, { a: 1, note: null })).toBe(false)
  })
})
