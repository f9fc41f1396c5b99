import { describe, expect, it } from 'vitest'
import type { AccountSnapshot, SessionState } from '../../shared/contract'
import { applySessionChange, type SessionChange } from '../../shared/session-change'
import { createPartsCollector, EVENT_BYTES, splitChange } from '../../shared/session-parts'
import { firstState } from './first-state'

/** 100,000 DNS records in 2,000 zones and 5,000 servers (the startup bench's largest account, about). */
function largeSnapshot(): AccountSnapshot {
  const record = (z: number, r: number) => ({
    id: z * 100 + r,
    zoneId: z,
    type: 'TXT',
    owner: `host-${r}`,
    text: `v=spf1 include:_spf.site-${z}.example ~all ${r}`,
    canonicalDescription: `host-${r}.site-${z}.example. 3600 IN TXT "v=spf1"`,
  })
  return {
    dnsZones: Array.from({ length: 2_000 }, (_, z) => ({
      id: z,
      name: `site-${z}.example`,
      records: Array.from({ length: 50 }, (_, r) => record(z, r)),
    })),
    servers: Array.from({ length: 5_000 }, (_, i) => ({
      id: i,
      name: `bench-${i}`,
      state: 'Active',
      ip: '198.18.0.1',
    })),
    sshKeys: [{ id: 1, title: 'laptop' }],
    account: { balance: 5 },
  } as unknown as AccountSnapshot
}

const state = (snapshot: AccountSnapshot | null): SessionState =>
  ({ revision: 7, accountId: 'demo', status: 'ready', refreshing: false, snapshot }) as unknown as SessionState

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
