import { describe, expect, it } from 'vitest'
import { createManualClock, DEMO_TOKEN, startSandbox } from '../../sandbox'
import type { AccountSummary, SessionState } from '../../shared/contract'
import type { FleetOverview, PaletteHit } from '../../shared/channels/fleet'
import { closeTestBackend, createTestBackend, invokeOrThrow, pollUntil, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'

const DAY = 86_400_000
const OTHER = 'other-token-fleet'

/** Two simulators: the Demo account on one, a second account on another with its own data. */
async function twoSimulators(cleanups: Array<() => Promise<unknown>>) {
  const clock = createManualClock(Date.UTC(2026, 10, 22, 10, 0, 0))
  const first = await startSandbox({ paceMs: 20, clock })
  const second = await startSandbox({ paceMs: 20, clock, customers: [{ token: OTHER, data: 'demo', balance: 20 }] })
  const { backend, dataDir } = await createTestBackend({ clock, demoApiUrl: first.baseUrl })
  cleanups.push(() => second.close())
  cleanups.push(() => closeTestBackend(backend, first, dataDir))
  const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)
  await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
  return { clock, first, second, backend, call }
}

const until = <T>(read: () => Promise<T>, ok: (value: T) => boolean) => pollUntil(read, ok, 20)

describe('the fleet across accounts', () => {
  const cleanups = useCleanups()

  it('reads a non-active account in the background without touching the active session, and warns once', async () => {
    const kit = await twoSimulators(cleanups)
    // Only a certificate expiring in 5 days and a low balance on the second simulator.
    const state = kit.second.state(OTHER)
    const cert = [...state.certificates.values()].find((c) => c.ExpireDate !== null)!
    cert.ExpireDate = new Date(kit.clock.now() + 5 * DAY + 3600_000).toISOString().slice(0, 19)
    const added = await kit.call<AccountSummary>('accounts:add', {
      label: 'Client',
      baseUrl: kit.second.baseUrl,
      token: OTHER,
    })
    const warnings: unknown[] = []
    kit.backend.on('fleet:warnings', (w) => warnings.push(...(w as unknown[])))
    // Who the fleet said it was reading, in order: a round ends with an overview that reads nobody.
    const watching: Array<string | null> = []
    kit.backend.on('fleet:changed', (o) => watching.push((o as FleetOverview).watching))
    const before = await kit.call<SessionState>('session:get')
    kit.second.requests.clear()

    // The account was added after start: the next round (at most ten minutes later) reads it.
    await kit.clock.advance(11 * 60_000)
    const overview = await until(
      () => kit.call<FleetOverview>('fleet:overview'),
      (o) => o.cards.find((c) => c.accountId === added.id)?.fetchedAt !== null,
    )
    expect(kit.second.requests.all().length).toBeGreaterThan(0)
    const card = overview.cards.find((c) => c.accountId === added.id)!
    expect(overview.cards[0]!.accountId).toBe(added.id)
    expect(card.certificates.map((c) => [c.name, c.daysLeft])).toContainEqual([cert.Domain, 5])
    const after = await kit.call<SessionState>('session:get')
    expect(after.accountId).toBe(before.accountId)
    expect(after.snapshot?.servers?.length).toBe(before.snapshot?.servers?.length)
    // The certificate's warning itself (the low balance may raise its own first).
    const certWarnings = () => warnings.filter((w) => (w as { kind: string }).kind === 'certificateExpiry')
    await until(
      async () => certWarnings().length,
      (n) => n > 0,
    )
    expect(certWarnings()).toEqual([
      expect.objectContaining({ kind: 'certificateExpiry', threshold: 7, subject: cert.Domain, accountId: added.id }),
    ])

    // Another round reads it again; the condition is unchanged, so no second warning by the round's end.
    const requestsBefore = kit.second.requests.all().length
    const mark = watching.length
    await kit.clock.advance(6 * 3600_000 + 60_000)
    await until(
      async () => kit.second.requests.all().length,
      (n) => n > requestsBefore,
    )
    const reading = await until(
      async () => watching.indexOf(added.id, mark),
      (i) => i >= 0,
    )
    await until(
      async () => watching.indexOf(null, reading),
      (i) => i >= 0,
    )
    expect(certWarnings()).toHaveLength(1)

    // The palette finds the second account's resources while the Demo account is active.
    const zone = [...state.zones.values()][0]!
    const hits = await kit.call<PaletteHit[]>('fleet:search', { query: zone.Name, limit: 20 })
    expect(hits.some((h) => h.accountId === added.id && h.kind === 'dnsZone' && h.accountLabel === 'Client')).toBe(true)
    expect(hits.some((h) => h.accountId === 'demo')).toBe(true)
    expect(kit.first.state(DEMO_TOKEN).zones.size).toBeGreaterThan(0)
  })
})
