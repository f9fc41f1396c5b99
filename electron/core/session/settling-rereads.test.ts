import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../sandbox'
import type { AccountSnapshot, SessionState, SessionStatus, SnapshotSection } from '../../shared/models/session'
import { useCleanups } from '../test-cleanups'
import { startLiveBackend } from './live-kit'
import { createSettlingRereads, SETTLING_DELAYS_MS, SETTLING_MAX_ROUNDS } from './settling-rereads'

const deleting = (): AccountSnapshot => ({
  servers: [{ state: 'Deleting' } as NonNullable<AccountSnapshot['servers']>[0]],
})
const settled = (): AccountSnapshot => ({
  servers: [{ state: 'Active' } as NonNullable<AccountSnapshot['servers']>[0]],
})
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

/** A session whose state the test sets; every re-read it is asked for is noted. */
function fakeSession(snapshot: AccountSnapshot, status: SessionStatus = 'ready') {
  let state = { snapshot, status } as SessionState
  const reads: SnapshotSection[][] = []
  return {
    reads,
    state: () => state,
    refresh: async (sections: readonly SnapshotSection[]) => void reads.push([...sections]),
    set(next: Partial<SessionState>) {
      state = { ...state, ...next }
    },
  }
}

describe('settling re-reads', () => {
  const cleanups = useCleanups()

  function start(snapshot: AccountSnapshot, status?: SessionStatus) {
    const clock = createManualClock(0)
    const settling = createSettlingRereads({ clock, log: quiet })
    const session = fakeSession(snapshot, status)
    settling.follow(session)
    return { clock, settling, session }
  }

  it('re-reads what is settling after each change of the snapshot, waiting longer each round', async () => {
    const { clock, settling, session } = start(deleting())
    await clock.advance(SETTLING_DELAYS_MS[0]! - 1)
    expect(session.reads).toEqual([])
    await clock.advance(1)
    expect(session.reads).toEqual([['servers', 'privateNetworks', 'publicNetworks']])
    // Nothing new: no other round is planned.
    settling.noted()
    expect(settling.planned()).toBe(false)
    session.set({ snapshot: deleting() })
    settling.noted()
    await clock.advance(SETTLING_DELAYS_MS[1]! - 1)
    expect(session.reads).toHaveLength(1)
    await clock.advance(1)
    expect(session.reads).toHaveLength(2)
  })

  it('stops once settled, and starts its rounds afresh when something settles again', async () => {
    const { clock, settling, session } = start(deleting())
    await clock.advance(SETTLING_DELAYS_MS[0]!)
    session.set({ snapshot: settled() })
    settling.noted()
    expect(settling.planned()).toBe(false)
    session.set({ snapshot: deleting() })
    settling.noted()
    await clock.advance(SETTLING_DELAYS_MS[0]!)
    expect(session.reads).toHaveLength(2)
  })

  it('never re-reads while offline, and gives up after the last round', async () => {
    const offline = start(deleting(), 'offline')
    await offline.clock.advance(60 * 60_000)
    expect(offline.session.reads).toEqual([])
    const { clock, settling, session } = start(deleting())
    for (let round = 0; round < SETTLING_MAX_ROUNDS + 3; round++) {
      await clock.advance(SETTLING_DELAYS_MS.at(-1)!)
      session.set({ snapshot: deleting() })
      settling.noted()
    }
    expect(session.reads).toHaveLength(SETTLING_MAX_ROUNDS)
  })

  it('re-reads the Demo’s unpublished zone in the backend, 2 s after its state lands', async () => {
    const kit = await startLiveBackend({ backend: { settlingDelaysMs: SETTLING_DELAYS_MS } })
    cleanups.push(kit.close)
    kit.sandbox.counter.reset()
    await kit.advance(SETTLING_DELAYS_MS[0]! - 1)
    expect(kit.sandbox.counter.total()).toBe(0)
    await kit.advance(1)
    expect(kit.sandbox.counter.snapshot()).toEqual({ 'GET /dns': 1 })
  })
})
