import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../sandbox'
import { createWatcher, type Watcher } from './watcher'

const HOUR = 3600_000
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

function setup(opts: { offline?: () => boolean; readMs?: number; down?: (id: string) => boolean } = {}) {
  const clock = createManualClock()
  const reads: Array<{ id: string; at: number }> = []
  let inFlight = 0
  let maxInFlight = 0
  const watcher = createWatcher({
    clock,
    log: quiet,
    candidates: async () => ['a', 'b', 'c'],
    isOffline: async () => opts.offline?.() ?? false,
    async read(id) {
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      reads.push({ id, at: clock.now() })
      await new Promise((resolve) => setTimeout(resolve, opts.readMs ?? 1))
      inFlight--
      return opts.down?.(id) ? 'unreachable' : 'answered'
    },
  })
  return { clock, reads, watcher, maxInFlight: () => maxInFlight }
}

/** Advances the manual clock in steps, waiting after each for the round it started (its reads take real time). */
async function advance(
  clock: ReturnType<typeof createManualClock>,
  watcher: Watcher,
  ms: number,
  step = Math.min(ms, 600_000),
) {
  for (let done = 0; done < ms; done += step) {
    await clock.advance(step)
    await watcher.idle()
  }
}

describe('background watching', () => {
  it('reads every account at start and then every 6 hours, one at a time', async () => {
    const { clock, reads, watcher, maxInFlight } = setup({ readMs: 3 })
    watcher.start()
    await advance(clock, watcher, 2 * 60_000)
    expect(reads.map((r) => r.id)).toEqual(['a', 'b', 'c'])
    await advance(clock, watcher, 5 * HOUR)
    expect(reads).toHaveLength(3)
    await advance(clock, watcher, 1.5 * HOUR)
    expect(reads.map((r) => r.id)).toEqual(['a', 'b', 'c', 'a', 'b', 'c'])
    expect(maxInFlight()).toBe(1)
    await watcher.dispose()
  })

  it('reads nothing while offline, and catches up once back', async () => {
    let offline = true
    const { clock, reads, watcher } = setup({ offline: () => offline })
    watcher.start()
    await advance(clock, watcher, HOUR)
    expect(reads).toEqual([])
    offline = false
    await advance(clock, watcher, 15 * 60_000)
    expect(reads.map((r) => r.id)).toEqual(['a', 'b', 'c'])
    await watcher.dispose()
  })

  it('an account read by its own session (while active) waits a full interval', async () => {
    const { clock, reads, watcher } = setup()
    watcher.noteRead('b', clock.now())
    watcher.start()
    await advance(clock, watcher, 2 * 60_000)
    expect(reads.map((r) => r.id)).toEqual(['a', 'c'])
    await watcher.dispose()
  })

  it('an account that does not answer backs off alone: the next ones are read in the same round', async () => {
    let aDown = true
    const { clock, reads, watcher } = setup({ down: (id) => id === 'a' && aDown })
    watcher.start()
    await advance(clock, watcher, 60_000)
    expect(reads.map((r) => r.id)).toEqual(['a', 'b', 'c'])
    // a is tried again after 10 minutes, then after 20: b and c wait their full interval.
    await advance(clock, watcher, 11 * 60_000, 60_000)
    expect(reads.map((r) => r.id)).toEqual(['a', 'b', 'c', 'a'])
    aDown = false
    await advance(clock, watcher, 21 * 60_000, 60_000)
    expect(reads.map((r) => r.id)).toEqual(['a', 'b', 'c', 'a', 'a'])
    await advance(clock, watcher, HOUR, 60_000)
    expect(reads.map((r) => r.id)).toEqual(['a', 'b', 'c', 'a', 'a'])
    await watcher.dispose()
  })
})
