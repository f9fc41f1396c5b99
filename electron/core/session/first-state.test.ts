import { describe, expect, it } from 'vitest'
import type { AccountSnapshot, SessionState } from '../../shared/contract'
import { applySessionChange, type SessionChange } from '../../shared/session-change'
import { createPartsCollector, EVENT_BYTES, splitChange } from '../../shared/session-parts'
import { largeSnapshot, sessionState } from '../../shared/session-test-kit'
import { firstState } from './first-state'

const state = (snapshot: AccountSnapshot | null): SessionState => sessionState(7, snapshot)

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('an answer carrying a large state', () => {
  it('at 100,000 records is a first state under 1 MiB with every zone named, and its fill rebuilds the state', () => {
    const whole = state(largeSnapshot())
    const { answer, fill } = firstState(whole)
    expect(bytes(answer)).toBeLessThanOrEqual(EVENT_BYTES)
    expect(answer.pending).toEqual(['dnsZones', 'servers'])
    // The tree's first rows: every zone by name (its records come with the fill), the small sections whole.
    expect(answer.snapshot!.dnsZones!.map((z) => z.name)).toEqual(whole.snapshot!.dnsZones!.map((z) => z.name))
    expect(answer.snapshot!.sshKeys).toBe(whole.snapshot!.sshKeys)
    expect(answer.snapshot!.servers!.length).toBeGreaterThan(0)
    const events = splitChange(fill!)
    for (const event of events) expect(bytes(event)).toBeLessThanOrEqual(EVENT_BYTES)
    const parts = createPartsCollector()
    let held: SessionState | null = wire(answer)
    for (const event of events) {
      const change = parts.take(wire(event))
      if (!change || change === 'missing') continue
      held = applySessionChange(held, change).state
    }
    expect(held).toEqual(wire(whole))
  })

  it('goes whole when small, with no fill', () => {
    const small = state({ sshKeys: [], account: { balance: 5 } } as unknown as AccountSnapshot)
    expect(firstState(small)).toEqual({ answer: small, fill: null })
    expect(firstState(state(null)).fill).toBeNull()
  })

  it('a fill completes only the first state it was sent with; a later change on a first state asks for the whole', () => {
    const { answer, fill } = firstState(state(largeSnapshot()))
    const gathered = (f: SessionChange) => ({ ...f, parts: undefined }) as SessionChange
    const whole = { ...answer, pending: undefined }
    expect(applySessionChange(whole, gathered(fill!)).state).toBe(whole)
    expect(applySessionChange({ ...answer, revision: 8 }, gathered(fill!)).state).toEqual({ ...answer, revision: 8 })
    const later: SessionChange = {
      kind: 'patch',
      revision: 8,
      base: 7,
      accountId: 'demo',
      fields: { refreshing: true },
    }
    expect(applySessionChange(answer, later).resync).toBe(true)
  })
})
