import { describe, expect, it } from 'vitest'
import { DEMO_TOKEN, startSandbox } from '../../sandbox'
import type { FleetOverview, FleetWarning } from '../../shared/channels/fleet'
import type { SessionState } from '../../shared/contract'
import { closeTestBackend, createTestBackend, invokeOrThrow, pollUntil, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'

describe('the early warnings and the user’s own changes', () => {
  const cleanups = useCleanups()

  it('a storage user blocked here raises no "is blocked" warning; one blocked elsewhere still does', async () => {
    const sandbox = await startSandbox({ paceMs: 20 })
    const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl })
    cleanups.push(() => closeTestBackend(backend, sandbox, dataDir))
    const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)
    await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
    const user = (name: string) => [...sandbox.state(DEMO_TOKEN).storageUsers.values()].find((u) => u.Name === name)!
    const shownState = (s: SessionState, name: string) => s.snapshot?.storageUsers?.find((u) => u.name === name)?.state

    await call('storage:blockUser', { userId: user('backup').Id })
    await waitForSession(backend, (s) => shownState(s, 'backup') === 'Blocked' && !s.refreshing)
    // Blocked by someone else (the provider's panel): read with the next refresh, with the user's own block.
    user('media').State = 'Blocked'
    await call('session:reread', { reason: 'refresh' })
    const blocked = (o: FleetOverview): FleetWarning[] =>
      o.cards.flatMap((c) => c.warnings).filter((w) => w.kind === 'blocked')
    const overview = await pollUntil(
      () => call<FleetOverview>('fleet:overview'),
      (o) => blocked(o).some((w) => w.subject === 'media'),
      20,
    )
    expect(blocked(overview).map((w) => w.subject)).toEqual(['media'])
  })
})
