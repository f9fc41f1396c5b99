// Live refresh cost and lag: API requests per minute while the window is visible and idle, while it is hidden
// (only task polling may remain), and how long a change made behind Hostdeck's back takes to show. The backend
// runs on a manual clock (10 simulated minutes per phase); the reads themselves take real time, measured. Also
// the bytes the cache writes to disk per minute of live refresh, with nothing changed and with one DNS record edited.
import { performance } from 'node:perf_hooks'
import { createManualClock, DEMO_TOKEN } from '../electron/sandbox'
import type { SessionState } from '../electron/shared/contract'
import { startLiveBackend } from '../electron/core/session/live-kit'
import { countingFs } from '../electron/core/files/counting-fs'
import { WRITE_SETTLE_MS } from '../electron/core/session/snapshot-cache'
import { figure } from './baseline'
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

/** Bytes the cache wrote per simulated minute of live refresh: idle, then with one DNS record edited each minute. */
export type Scale = { servers?: number; zones: number; recordsPerZone: number }
/**
 * Waits (real time) until no cache file is being written and nothing was for `settleMs`: a write starts after
 * the read's state went out and hashes its parts (no file open meanwhile) before it writes.
 */
async function writesLanded(fs: ReturnType<typeof countingFs>, settleMs: number): Promise<void> {
  let last = -1
  let stableSince = performance.now()
  for (;;) {
    const now = fs.bytes() + fs.files().length
    if (now !== last || fs.writing() > 0) [last, stableSince] = [now, performance.now()]
    else if (performance.now() - stableSince >= settleMs) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export async function measureWrites(scale: Scale, minutes: number, settleMs: number) {
  const fs = countingFs()
  const kit = await startLiveBackend({
    sandbox: { customers: [{ token: DEMO_TOKEN, data: { scale } }] },
    backend: { cacheFs: fs },
  })
  try {
    await kit.call<SessionState>('session:get')
    // The first read's own write (and any write it started) lands before counting.
    await kit.advance(60_000)
    await writesLanded(fs, settleMs + WRITE_SETTLE_MS)
    const perMinute = async (change: (minute: number) => void) => {
      fs.reset()
      const cpuBefore = process.cpuUsage()
      for (let m = 0; m < minutes; m++) {
        change(m)
        await kit.advance(60_000)
        // The cache is written after the read's state went out, and after WRITE_SETTLE_MS (real time, which the
        // simulated minutes do not pass): each minute's write lands before the next minute, as it would.
        await writesLanded(fs, settleMs + WRITE_SETTLE_MS)
      }
      const cpu = process.cpuUsage(cpuBefore)
      return {
        bytes: fs.bytes() / minutes,
        files: fs.files().length / minutes,
        cpuMs: (cpu.user + cpu.system) / 1000 / minutes,
      }
    }
    const idle = await perMinute(() => undefined)
    // One DNS record in the middle of the account edited behind Hostdeck's back every minute.
    const zones = [...kit.sandbox.state(DEMO_TOKEN).zones.values()]
    const record = zones[Math.floor(zones.length / 2)]!.LinkedRecords[0]!
    const oneChange = await perMinute((m) => void (record.Text = `"edited-${m}"`))
    return { idle, oneChange }
  } finally {
    await kit.close()
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

async function writeFigures(quick: boolean): Promise<void> {
  const sizes: [string, Scale][] = quick
    ? [['1,000 records', { zones: 20, recordsPerZone: 50 }]]
    : [
        ['10,000 records', { zones: 200, recordsPerZone: 50 }],
        ['100,000 records, 5,000 servers', { servers: 5_000, zones: 2_000, recordsPerZone: 50 }],
      ]
  const minutes = quick ? 2 : 5
  const rows = []
  for (const [name, scale] of sizes) {
    const r = await measureWrites(scale, minutes, quick ? 200 : 1_000)
    rows.push({
      account: name,
      'idle: KiB written/min': kib(r.idle.bytes),
      'idle: files/min': r.idle.files.toFixed(1),
      'one record edited/min: KiB written/min': kib(r.oneChange.bytes),
      'files/min': r.oneChange.files.toFixed(1),
      'backend CPU ms/min (idle · edited)': `${r.idle.cpuMs.toFixed(0)} · ${r.oneChange.cpuMs.toFixed(0)}`,
    })
    figure(`live-refresh: ${name}, backend CPU per minute, one record edited`, r.oneChange.cpuMs, { floorMs: 5 })
  }
  console.log(`\nCache bytes written to disk per minute of live refresh (${minutes} simulated minutes each):`)
  console.table(rows)
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
  await writeFigures(quick)
}
