import { describe, expect, it, vi } from 'vitest'
import type { SessionState } from '../../shared/contract'
import { SNAPSHOT_SECTIONS } from '../../shared/resources'
import { useStarted } from '../test-cleanups'
import { startLiveBackend } from './live-kit'

const MINUTE = 60_000
type Kit = Awaited<ReturnType<typeof startLiveBackend>>

/** The session once it has changed since `revision` (a probe's failure or answer lands as a new revision). */
const changedSince = (kit: Kit, revision: number) =>
  vi.waitFor(
    async () => {
      const state = await kit.call<SessionState>('session:get')
      expect(state.revision).toBeGreaterThan(revision)
      return state
    },
    { timeout: 10_000 },
  )

/**
 * A whole-service outage (every read answered 503, or every connection dropped), on the Demo account with its
 * one-minute cadence, one attempt per request and no jitter.
 */
describe('an outage of the whole service', () => {
  const startLive = useStarted(startLiveBackend)

  for (const kind of ['status5xx', 'reset'] as const) {
    it(`(${kind}) is probed by one light read every 5 s, and every section is fresh within seconds of its end`, async () => {
      const kit = await startLive({ backend: { apiTuning: { retries: 0, timeoutMs: 2_000 }, random: () => 0.5 } })
      kit.sandbox.faults.set([{ path: '/**', kind }])
      let state = await kit.advance(MINUTE)
      expect(state.status).toBe('offline')
      kit.sandbox.counter.reset()
      // Four minutes down, in steps of the probe's pace: each step sends one read of the account, nothing else.
      for (let probe = 1; probe <= 48; probe++) {
        await kit.advance(probe === 1 ? 2_000 : 5_000)
        state = await changedSince(kit, state.revision)
        expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /account': probe })
      }
      expect(state.status).toBe('offline')

      kit.sandbox.faults.clear()
      await kit.advance(5_000)
      const back = await vi.waitFor(
        async () => {
          const now = await kit.settled()
          expect(now).toMatchObject({ status: 'ready', refreshing: false })
          return now
        },
        { timeout: 10_000 },
      )
      const at = new Date(kit.clock.now()).toISOString()
      for (const section of SNAPSHOT_SECTIONS) expect(back.sectionsFetchedAt[section], section).toBe(at)
      expect(back.sectionProblems).toEqual({})
    })
  }
})
