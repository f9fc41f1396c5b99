import { describe, expect, it } from 'vitest'
import { conditionsOf } from '../fleet/warnings'
import { createTestBackend, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'

describe("the app's own Demo account", () => {
  const cleanups = useCleanups()

  it('greets a first run with nothing that needs money or is blocked (no warning)', async () => {
    // No demoApiUrl: the simulator the app starts itself, as a user's first run has it.
    const { backend } = await createTestBackend()
    cleanups.push(() => backend.dispose())
    const state = await waitForSession(
      backend,
      (s) => s.status === 'ready' && !s.refreshing && s.snapshot?.sslCertificates !== undefined,
    )
    expect(state.snapshot?.sslCertificates?.length).toBeGreaterThan(0)
    expect(conditionsOf('demo', 'Demo', state.snapshot, Date.now())).toEqual([])
  })
})
