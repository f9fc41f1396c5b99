// Test fixtures for the session's large states: the parts a change is cut into (session-parts.test.ts) and the first
// state of a large answer (core/session/first-state.test.ts) are checked on the same account.
import type { AccountSnapshot, SessionState } from './models/session'

/** 100,000 DNS records in 2,000 zones and 5,000 servers, about the size of the startup bench's largest account. */
export function largeSnapshot(): AccountSnapshot {
  const record = (z: number, r: number) => ({
    id: z * 100 + r,
    zoneId: z,
    type: 'TXT',
    owner: `host-${r}`,
    target: null,
    address: null,
    text: `v=spf1 include:_spf.site-${z}.example ~all ${r}`,
    ttl: 3600,
    state: 'Active',
    canonicalDescription: `host-${r}.site-${z}.example. 3600 IN TXT "v=spf1"`,
  })
  return {
    dnsZones: Array.from({ length: 2_000 }, (_, z) => ({
      id: z,
      name: `site-${z}.example`,
      state: 'Active',
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

/** The session's state at a revision, holding `snapshot`. */
export const sessionState = (revision: number, snapshot: AccountSnapshot | null): SessionState =>
  ({ revision, accountId: 'demo', status: 'ready', refreshing: false, snapshot }) as unknown as SessionState
