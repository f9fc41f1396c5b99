// Live refresh cost and lag: API requests per minute while the window is visible and idle, while it is hidden
// (only task polling may remain), and how long a change made behind Hostdeck's back takes to show. The backend
// runs on a manual clock (10 simulated minutes per phase); the reads themselves take real time, measured.
import { performance } from 'node:perf_hooks'
import { createManualClock, DEMO_TOKEN } from '../electron/sandbox'
import type { SessionState } from '../electron/shared/contract'
import { startLiveBackend } from '../electron/core/session/live-kit'
import type { BenchOptions } from './options'

const CADENCE_S = 60
/** A change behind Hostdeck's back every 7 s: coprime with the cadence, so changes land at every phase of it. */
const CHANGE_EVERY_S = 7
const TASK_ROUTE = 'GET /server/:id/action'

/** Waits (real time) until the simulator has seen no new request for a few milliseconds. */
async function quiet(total: () => number): Promise<void> {
  for (let last = -1; last !== total();) {
    last = total()
    await new Promise((resolve) => setTimeout(resolve, 4))
  }
}

async function measure(servers: number, minutes: number) {
  // The simulator's own clock never moves, so a server action stays running and the tracker keeps polling it.
  const kit = await startLiveBackend({
    sandbox: { clock: createManualClock(), customers: [{ token: DEMO_TOKEN, data: { scale: { servers } } }] },
  })
  try {
    const first = await kit.call<SessionState>('session:get')
    const serverIds = first.snapshot!.servers!.map((s) => s.id)
    const readsMs: number[] = []
    const minute = async () => {
      const started = performance.now()
      const before = kit.sandbox.counter.total()
      await kit.advance(60_000)
      if (kit.sandbox.counter.total() > before) readsMs.push(performance.now() - started)
    }

    // Visible and idle.
    kit.sandbox.counter.reset()
    for (let m = 0; m < minutes; m++) await minute()
    const visibleRpm = kit.sandbox.counter.total() / minutes

    // Hidden, with one task running: task polling goes on, snapshot reads stop.
    await kit.call('servers:runAction', { serverId: serverIds[0], type: 'PowerReboot' })
    await kit.setVisible(false)
    kit.sandbox.counter.reset()
    // In 1 s steps, letting each poll round (real HTTP) land before the clock moves on, as it would in real time.
    for (let s = 0; s < minutes * 60; s++) {
      await kit.advance(1_000)
      await quiet(kit.sandbox.counter.total)
    }
    const hidden = kit.sandbox.counter.snapshot()
    const taskRpm = (hidden[TASK_ROUTE] ?? 0) / minutes
    const hiddenReadsRpm = (kit.sandbox.counter.total() - (hidden[TASK_ROUTE] ?? 0)) / minutes
    await kit.setVisible(true)

    // Changes behind Hostdeck's back, in 1 s steps: a change shows once the snapshot holds it or a later one.
    const changedAt: number[] = []
    let shown = -1
    let worstS = 0
    const target = serverIds[serverIds.length - 1]!
    for (let s = 0; s < minutes * 60; s++) {
      if (s % CHANGE_EVERY_S === 0) {
        kit.sandbox.state(DEMO_TOKEN).servers.get(target)!.Name = `changed-${changedAt.length}`
        changedAt.push(kit.clock.now())
      }
      const state = await kit.advance(1_000)
      const name = state.snapshot?.servers?.find((x) => x.id === target)?.name ?? ''
      const latest = name.startsWith('changed-') ? Number(name.slice('changed-'.length)) : -1
      for (let i = shown + 1; i <= latest; i++) worstS = Math.max(worstS, (kit.clock.now() - changedAt[i]!) / 1000)
      shown = Math.max(shown, latest)
    }
    const readMs = Math.max(...readsMs)
    return { visibleRpm, hiddenReadsRpm, taskRpm, worstS, readMs, requestsPerRead: visibleRpm * (CADENCE_S / 60) }
  } finally {
    await kit.close()
  }
}

export async function run({ quick }: BenchOptions): Promise<void> {
  const SCENARIOS = quick ? [5] : [5, 1_000]
  const minutes = quick ? 2 : 10
  console.log(`Active account re-read every ${CADENCE_S} s while visible; ${minutes} simulated minutes per phase.\n`)
  const rows = []
  for (const servers of SCENARIOS) {
    const r = await measure(servers, minutes)
    rows.push({
      servers,
      'visible idle req/min': r.visibleRpm.toFixed(1),
      'requests per read': r.requestsPerRead.toFixed(0),
      'hidden snapshot req/min': r.hiddenReadsRpm.toFixed(1),
      'hidden task polling req/min': r.taskRpm.toFixed(1),
      'one read (real ms, worst)': r.readMs.toFixed(0),
      // Simulated time between the change and the read that showed it, plus that read's real duration.
      'worst change age (s)': (r.worstS + r.readMs / 1000).toFixed(2),
      'bound: cadence + one read (s)': (CADENCE_S + r.readMs / 1000).toFixed(2),
    })
  }
  console.table(rows)
}
