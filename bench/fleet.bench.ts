// The fleet: the palette's time per keystroke over 100,000 cached items across 10 accounts (goal: median under
// 30 ms, p95 under 50 ms), its index build time and memory; and what background watching costs: API requests
// per hour for 10 watched accounts at the default cadence (a real backend on a manual clock, 24 simulated hours).
import { performance } from 'node:perf_hooks'
import { createManualClock, DEMO_TOKEN, startSandbox } from '../electron/sandbox'
import type { AccountSnapshot } from '../electron/shared/contract'
import { createSearchIndex } from '../electron/core/fleet/search-index'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createBackend, type Backend } from '../electron/core/backend'
import { createSessionSecretStore } from '../electron/core/secret-store/session-store'
import type { SessionState } from '../electron/shared/contract'
import type { BenchOptions } from './options'

async function call<T>(backend: Backend, channel: string, input?: unknown): Promise<T> {
  const result = await backend.invoke(channel, input)
  if (!result.ok) throw new Error(result.error.message)
  return result.value as T
}

async function settled(backend: Backend): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const state = await call<SessionState>(backend, 'session:get')
    if (state.status === 'ready' && !state.refreshing) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the Demo account never settled')
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** One account's snapshot of about 10,000 palette items (`scale` 1): servers (and their action commands), zones and records, keys, certificates, users. */
function syntheticSnapshot(account: number, scale: number): AccountSnapshot {
  const servers = Array.from({ length: 1_000 * scale }, (_, i) => ({
    id: i + 1,
    name: `web-${account}-${String(i).padStart(4, '0')}`,
    ip: `10.${account}.${Math.floor(i / 250)}.${i % 250}`,
    linkedNetworks: [{ ip: `192.168.${account}.${i % 250}` }],
  }))
  const dnsZones = Array.from({ length: 200 * scale }, (_, z) => ({
    id: 10_000 + z,
    name: `zone${z}.client${account}.example`,
    records: Array.from({ length: 36 }, (_, r) => ({
      id: 100_000 + z * 100 + r,
      type: r % 3 === 0 ? 'TXT' : 'A',
      owner: `host${r}`,
      address: r % 3 === 0 ? null : `203.0.${z % 250}.${r}`,
      target: null,
      text: r % 3 === 0 ? `v=spf1 include:mail${z}-${r}.client${account}.example ~all` : null,
    })),
  }))
  const sshKeys = Array.from({ length: 300 * scale }, (_, i) => ({
    id: i + 1,
    title: `laptop-${account}-${i}`,
    publicKey: `ssh-ed25519 ${Buffer.from(`key-${account}-${i}-padding-to-32-bytes!!`).toString('base64')} me`,
  }))
  const sslCertificates = Array.from({ length: 100 * scale }, (_, i) => ({
    id: i + 1,
    domain: `shop${i}.client${account}.example`,
    dcvList: [],
  }))
  const storageUsers = Array.from({ length: 90 * scale }, (_, i) => ({ id: i + 1, name: `backup-${account}-${i}` }))
  return { servers, dnsZones, sshKeys, sslCertificates, storageUsers } as unknown as AccountSnapshot
}

async function palette(accounts: number, scale: number): Promise<void> {
  const snapshots = Array.from({ length: accounts }, (_, a) => syntheticSnapshot(a, scale))
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const index = createSearchIndex()
  snapshots.forEach((snapshot, a) => index.setAccount(`account-${a}`, `Client ${a}`, snapshot))
  const itemsMs = performance.now() - started
  index.prepare()
  const buildMs = performance.now() - started
  // One account's cache changes: only its items are made again, then the joined haystack on the next search.
  const t1 = performance.now()
  const changed = snapshots.length - 1
  index.setAccount(`account-${changed}`, `Client ${changed}`, snapshots[changed]!)
  index.prepare()
  const updateMs = performance.now() - t1
  global.gc?.()
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024

  // What a user types, one keystroke at a time: a server name, an IP, a record's value, a zone, a fingerprint's start, a typo'd word.
  const typed = [
    'web-7-0420',
    '10.3.1.17',
    'mail42-9.client4',
    'zone117.client2',
    'laptop-5-12',
    'backp-8',
    'shop7.client9.example',
    '203.0.99',
  ]
  const times: number[] = []
  let found = 0
  for (let round = 0; round < 3; round++) {
    for (const word of typed) {
      for (let n = 1; n <= word.length; n++) {
        const t0 = performance.now()
        found += index.search(word.slice(0, n), 30).length
        times.push(performance.now() - t0)
      }
    }
  }
  times.sort((a, b) => a - b)
  console.log(`Palette index: ${index.size().toLocaleString('en')} items across ${accounts} accounts`)
  console.log(
    `  build: ${buildMs.toFixed(0)} ms (items ${itemsMs.toFixed(0)} ms, joined haystack ${(buildMs - itemsMs).toFixed(0)} ms); one account's cache changed: ${updateMs.toFixed(0)} ms; memory: ${heapMb.toFixed(1)} MB of heap${global.gc ? '' : ' (approximate: run node with --expose-gc for an exact figure)'}`,
  )
  console.log(
    `  per keystroke (${times.length} keystrokes, top 30): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (goal: < 30 / < 50 ms)`,
  )
  if (found === 0) throw new Error('the palette found nothing: the bench is broken')
}

async function watching(accounts: number, hours: number): Promise<void> {
  const clock = createManualClock(Date.UTC(2026, 10, 22, 10, 0, 0))
  const tokens = Array.from({ length: accounts }, (_, i) => `watched-${i}-token`)
  const sandbox = await startSandbox({
    paceMs: 20,
    clock,
    customers: [DEMO_TOKEN, ...tokens].map((token) => ({ token, data: 'demo' as const })),
  })
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-bench-fleet-'))
  const quiet = () => undefined
  const backend = createBackend({
    mode: 'browser',
    appName: 'Hostdeck',
    appVersion: 'bench',
    platform: process.platform,
    dataDir,
    secretStore: createSessionSecretStore(),
    clock,
    demoApiUrl: sandbox.baseUrl,
    log: { info: quiet, warn: quiet, error: quiet },
  })
  try {
    await settled(backend)
    for (const [i, token] of tokens.entries()) {
      await call(backend, 'accounts:add', {
        label: `Client ${i}`,
        baseUrl: sandbox.baseUrl,
        token,
        refreshSeconds: null,
      })
    }
    // The Demo account stays the active one (adding does not switch here): the ten others are watched.
    await call(backend, 'accounts:switch', { id: 'demo' })
    // The active account's own cadence is the live-refresh bench's business: off here, so every request counted is watching's.
    await call(backend, 'accounts:update', { id: 'demo', refreshSeconds: null })
    await settled(backend)
    const watchedRequests = () => sandbox.counter.total()
    sandbox.counter.reset()
    const perRound: number[] = []
    for (let h = 0; h < hours * 6; h++) {
      const before = watchedRequests()
      await clock.advance(10 * 60_000)
      // Reads take real time: wait until the simulator is quiet.
      for (let last = -1; last !== watchedRequests();) {
        last = watchedRequests()
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
      if (watchedRequests() > before) perRound.push(watchedRequests() - before)
    }
    const total = watchedRequests()
    console.log(`Background watching: ${accounts} accounts, every 6 h (and at start), ${hours} simulated hours`)
    console.log(
      `  ${total} requests: ${(total / hours).toFixed(1)} per hour (${(total / hours / accounts).toFixed(1)} per account per hour; one account's read is ${(total / (accounts * (hours / 6))).toFixed(0)} requests)`,
    )
    console.log(`  reads landed in ${perRound.length} ten-minute steps`)
  } finally {
    await backend.dispose()
    await sandbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

export async function run({ quick }: BenchOptions): Promise<void> {
  // Quick: 2 accounts of about 1,000 items each, and 6 simulated hours of watching.
  await palette(quick ? 2 : 10, quick ? 0.1 : 1)
  await watching(quick ? 2 : 10, quick ? 6 : 24)
}
