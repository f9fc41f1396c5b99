import { describe, expect, it } from 'vitest'
import type { AccountSnapshot, SessionState } from './channels/session'
import { applySessionChange, diffSession, type SessionChange } from './session-change'
import { createPartsCollector, EVENT_BYTES, splitChange } from './session-parts'
import { largeSnapshot, sessionState as state } from './session-test-kit'

const bytes = (event: SessionChange) => Buffer.byteLength(JSON.stringify(event))

/** What a receiver holds after the events, gathered and applied in order. */
function receive(start: SessionState, events: SessionChange[]) {
  const parts = createPartsCollector()
  let held: SessionState | null = start
  let resync = false
  for (const event of events) {
    const change = parts.take(JSON.parse(JSON.stringify(event)) as SessionChange)
    if (change === 'missing') resync = true
    if (!change || change === 'missing') continue
    const applied = applySessionChange(held, change)
    resync ||= applied.resync
    held = applied.state
  }
  return { held, resync }
}

describe('a large change in parts', () => {
  it('at 100,000 records, no single event exceeds 1 MiB, and the receiver rebuilds the same snapshot', () => {
    const snapshot = largeSnapshot()
    const events = splitChange(diffSession(state(1, null), state(2, snapshot)))
    expect(events.length).toBeGreaterThan(10)
    for (const event of events) expect(bytes(event)).toBeLessThanOrEqual(EVENT_BYTES)
    // Only the patch applies: the parts before it come ahead, and the small sections stay in it.
    expect(events.at(-1)).toMatchObject({ kind: 'patch', parts: { dnsZones: expect.any(Number) } })
    const { held, resync } = receive(state(1, null), events)
    expect(resync).toBe(false)
    expect(held?.snapshot).toEqual(snapshot)
  })

  it('sends a changed large section in parts too, beside the small ones', () => {
    const before = largeSnapshot()
    const after = { ...before, dnsZones: before.dnsZones!.map((z) => ({ ...z, state: 'Edited' })), sshKeys: [] }
    const events = splitChange(diffSession(state(1, before), state(2, after)))
    for (const event of events) expect(bytes(event)).toBeLessThanOrEqual(EVENT_BYTES)
    const { held } = receive(state(1, before), events)
    expect(held?.snapshot).toEqual(after)
    expect(held?.snapshot?.servers).toBe(before.servers)
  })

  it('leaves a small change as one event', () => {
    const change = diffSession(
      state(1, { sshKeys: [] } as AccountSnapshot),
      state(2, { sshKeys: [{ id: 1 }] } as never),
    )
    expect(splitChange(change)).toEqual([change])
  })

  it('asks for the whole state when a part went missing, or came for another revision', () => {
    const events = splitChange(diffSession(state(1, null), state(2, largeSnapshot())))
    expect(receive(state(1, null), events.slice(1)).resync).toBe(true)
    const older = splitChange(diffSession(state(0, null), state(1, largeSnapshot())))
    const patch = events.at(-1)!
    expect(receive(state(1, null), [...older.slice(0, -1), patch]).resync).toBe(true)
    // A patch naming parts is never applied without them.
    expect(applySessionChange(state(1, null), patch).resync).toBe(true)
  })
})

describe('one zone larger than a part', () => {
  it('a zone of 5,000 records arrives in several parts, none over 1 MiB, and assembles to the same records', () => {
    const big = largeSnapshot()
    const zone = { ...big.dnsZones![0]!, records: Array.from({ length: 100 }, () => big.dnsZones![0]!.records).flat() }
    zone.records = zone.records.map((record, i) => ({ ...record, id: i }))
    const snapshot = { ...big, dnsZones: [big.dnsZones![1]!, zone, big.dnsZones![2]!] } as AccountSnapshot
    expect(zone.records).toHaveLength(5_000)
    const events = splitChange(diffSession(state(1, null), state(2, snapshot)))
    const zoneParts = events.filter((e) => e.kind === 'part' && e.section === 'dnsZones')
    expect(zoneParts.length).toBeGreaterThan(2)
    for (const event of events) expect(bytes(event)).toBeLessThanOrEqual(EVENT_BYTES)
    const { held, resync } = receive(state(1, null), events)
    expect(resync).toBe(false)
    expect(held?.snapshot).toEqual(snapshot)
    // Assembled without touching what was sent: the sender's zone keeps its own records.
    expect(snapshot.dnsZones![1]!.records).toHaveLength(5_000)
  })
})
