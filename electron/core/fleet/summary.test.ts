import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import type { Server } from '../../shared/models/servers'
import type { SslCertificate } from '../../shared/models/ssl'
import { allResources } from '../../shared/resources'
import { everyKindIn, oneOfEach } from '../../shared/resources/test-kit'
import { daysUntil, expiringCertificates, sortWorstFirst, summarizeAccount, troubledResources } from './summary'

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0)
const DAY = 86_400_000
/** A timestamp as the wire hands it on: with its zone. */
const iso = (ms: number) => new Date(ms).toISOString()

const cert = (id: number, domain: string, expireInDays: number | null, state = 'Active') =>
  ({
    id,
    domain,
    state,
    expireDate: expireInDays === null ? null : iso(NOW + expireInDays * DAY + 3600_000),
    dcvList: [],
  }) as unknown as SslCertificate
const server = (id: number, name: string, state: string, isPowerOn: boolean) =>
  ({ id, name, state, isPowerOn, linkedNetworks: [], ip: null }) as unknown as Server
const account = (id: string, active = false) => ({ id, label: id, color: '#000000', active })

describe('fleet summaries', () => {
  it('counts whole days to a date, negative once past; a zoneless one is on the service’s clock (C4: +03:00)', () => {
    expect(daysUntil(iso(NOW + 5 * DAY + 1000), NOW)).toBe(5)
    expect(daysUntil(iso(NOW - 2 * DAY), NOW)).toBe(-2)
    expect(daysUntil('2026-11-30T00:00:00Z', NOW)).toBe(7)
    // 13:00 Moscow is 10:00 UTC: five days to the minute.
    expect(daysUntil('2026-11-27T13:00:00', NOW)).toBe(5)
    expect(daysUntil('2026-11-27T12:59:00', NOW)).toBe(4)
    expect(daysUntil(null, NOW)).toBeNull()
    expect(daysUntil('soon', NOW)).toBeNull()
  })

  it('lists certificates expiring within 30 days or expired, soonest first, and not those later or gone', () => {
    const snapshot: AccountSnapshot = {
      sslCertificates: [
        cert(1, 'late.example', 90),
        cert(2, 'soon.example', 5),
        cert(3, 'old.example', -3),
        cert(4, 'month.example', 30),
        cert(5, 'x.example', 2, 'Deleted'),
        cert(6, 'new.example', null),
      ],
    }
    expect(expiringCertificates(snapshot, NOW).map((c) => [c.name, c.daysLeft])).toEqual([
      ['old.example', -3],
      ['soon.example', 5],
      ['month.example', 30],
    ])
  })

  it('finds every resource in NeedMoney or Blocked', () => {
    const snapshot = {
      servers: [server(1, 'web', 'Active', true), server(2, 'db', 'NeedMoney', false)],
      privateNetworks: [{ id: 3, name: 'lan', state: 'Blocked' }],
      storage: { id: 4, name: 'store', state: 'Blocked' },
      storageUsers: [{ id: 5, name: 'u1', state: 'Active' }],
    } as unknown as AccountSnapshot
    expect(troubledResources(snapshot).map((i) => `${i.resource.kind}:${i.name}:${i.state}`)).toEqual([
      'server:db:NeedMoney',
      'privateNetwork:lan:Blocked',
      'storage:store:Blocked',
    ])
  })

  it('lists NeedMoney and Blocked of every kind whose descriptor says it troubles, each under its own name', () => {
    const snapshot = oneOfEach('NeedMoney')
    everyKindIn(snapshot)
    const troubled = troubledResources(snapshot)
    const kinds = allResources()
      .filter((d) => d.troubles)
      .map((d) => d.kind)
    expect(troubled.map((i) => i.resource.kind)).toEqual(kinds)
    expect(troubled.every((i) => i.state === 'NeedMoney' && i.name !== '')).toBe(true)
    expect(troubledResources(oneOfEach('Active'))).toEqual([])
  })

  it('summarizes servers by state and power, the balance and when it runs out', () => {
    const snapshot = {
      servers: [server(1, 'a', 'Active', true), server(2, 'b', 'Active', false), server(3, 'c', 'New', false)],
      account: {
        id: 1,
        balance: 42.5,
        bonus: 0,
        fundsUntil: '2026-11-25T00:00:00',
        firstName: null,
        lastName: null,
        email: null,
      },
    } as AccountSnapshot
    const card = summarizeAccount({
      account: account('a'),
      watched: true,
      snapshot,
      fetchedAt: iso(NOW),
      runningTasks: 2,
      warnings: [],
      now: NOW,
    })
    expect(card.servers).toEqual({ total: 3, poweredOn: 1, poweredOff: 2, byState: { Active: 2, New: 1 } })
    expect(card.balance).toBe(42.5)
    expect(card.fundsDaysLeft).toBe(2)
    expect(card.runningTasks).toBe(2)
  })

  it('sorts the worst account first: expired before expiring before healthy', () => {
    const cards = [
      summarizeAccount({
        account: account('healthy', true),
        watched: true,
        snapshot: { sslCertificates: [cert(1, 'a', 200)] },
        fetchedAt: null,
        runningTasks: 0,
        warnings: [],
        now: NOW,
      }),
      summarizeAccount({
        account: account('expiring'),
        watched: true,
        snapshot: { sslCertificates: [cert(1, 'a', 20)] },
        fetchedAt: null,
        runningTasks: 0,
        warnings: [],
        now: NOW,
      }),
      summarizeAccount({
        account: account('expired'),
        watched: true,
        snapshot: { sslCertificates: [cert(1, 'a', -1)] },
        fetchedAt: null,
        runningTasks: 0,
        warnings: [],
        now: NOW,
      }),
      summarizeAccount({
        account: account('never-read'),
        watched: true,
        snapshot: null,
        fetchedAt: null,
        runningTasks: 0,
        warnings: [],
        now: NOW,
      }),
    ]
    expect(sortWorstFirst(cards).map((c) => c.accountId)).toEqual(['expired', 'expiring', 'healthy', 'never-read'])
  })
})
