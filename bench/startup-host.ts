// The browser host in a process of its own, for bench/startup.bench.ts: its memory is the backend's alone (the
// simulator runs in the bench's process). Prints one JSON line with its URL, then answers lines on stdin:
// "stats" → { peakRssMiB, rssMiB, events: [{ bytes, kind }], answers: { channel: largest bytes } } (every
// session:changed, and the largest answer of each session:* channel, since the last "stats").
// Usage: run from the project's root, bundled (bench/node-bundle.ts): node BUNDLE <demoApiUrl> <dataDir> [secondAccount]
import { createInterface } from 'node:readline'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { join } from 'node:path'
import { createBackend, type CreatedBackend } from '../electron/core/backend'
import { jsonPieces } from '../electron/core/files/json-pieces'
import { createSessionSecretStore } from '../electron/core/secret-store/session-store'
import { SECOND_TOKEN } from './options'
import { startWebHost } from '../electron/web/server'

/** A second account ("Second"), made or given its token again; demo stays the active one. */
async function addSecondAccount(backend: CreatedBackend, demoApiUrl: string): Promise<void> {
  // Tokens live in this process only: a second start on the same folder gives the account its token again.
  const listed = await backend.invoke('accounts:list', undefined)
  const accounts = listed.ok ? (listed.value as Array<{ id: string; label: string; active: boolean }>) : []
  const existing = accounts.find((a) => a.label === 'Second')
  const done = existing
    ? await backend.invoke('accounts:replaceToken', { id: existing.id, token: SECOND_TOKEN })
    : await backend.invoke('accounts:add', { label: 'Second', baseUrl: demoApiUrl, token: SECOND_TOKEN })
  if (!done.ok) throw new Error(done.error.message)
  // Demo must be the active account, but its session is not opened here: a real host opens it when the page
  // first asks (session:get), and opening it now would start its refresh before the page has even loaded.
  if (!accounts.find((a) => a.id === 'demo')?.active) await backend.invoke('accounts:switch', { id: 'demo' })
}

/** BENCH_TRACE: the backend's invokes, events and held event loop on stderr. */
function traceBackend(backend: CreatedBackend): void {
  // The backend's side of the start-up: every invoke and event, ms since this process began.
  const at = () => performance.now().toFixed(0).padStart(6)
  const invoke = backend.invoke.bind(backend)
  backend.invoke = async (channel, input, meta) => {
    const started = at()
    const result = await invoke(channel, input, meta)
    console.error(`  host ${started}–${at()} invoke ${channel}`)
    return result
  }
  backend.on('session:changed', (payload) =>
    console.error(`  host ${at()} session:changed ${JSON.stringify(payload).slice(0, 100)}`),
  )
  // Every stretch the event loop was held 15 ms or more (what made an answer wait).
  let last = performance.now()
  setInterval(() => {
    const now = performance.now()
    if (now - last >= 15) console.error(`  host ${last.toFixed(0).padStart(6)}–${now.toFixed(0)} event loop held`)
    last = now
  }, 1).unref()
}

/** BENCH_MEMORY: each new high of the process's memory (by 4 MiB or more) on stderr, sampled every 10 ms: where the peak forms. */
function traceMemory(): void {
  let high = 0
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0).padStart(4)
  setInterval(() => {
    const m = process.memoryUsage()
    if (m.rss < high + 4 * 2 ** 20) return
    high = m.rss
    const at = performance.now().toFixed(0).padStart(6)
    console.error(
      `  host ${at} rss ${mib(m.rss)} heap ${mib(m.heapUsed)}/${mib(m.heapTotal)} external ${mib(m.external)} buffers ${mib(m.arrayBuffers)} MiB`,
    )
  }, 10).unref()
}

/** BENCH_MEMORY: the heap that is still held, after a full collection. */
function liveHeap(): number {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
  return process.memoryUsage().heapUsed
}

/**
 * A value's size as JSON, counted piece by piece as the web host writes it: the measure must not hold a second,
 * whole copy of a 35 MB answer (JSON.stringify did, and its peak counted in the backend's RSS).
 */
function jsonBytes(value: unknown): number {
  let bytes = 0
  for (const piece of jsonPieces(value)) bytes += Buffer.byteLength(piece)
  return bytes
}

/** What a session:changed event carries. */
function eventKind(payload: unknown): string {
  const p = payload as { kind?: string; fields?: object; sections?: object; snapshot?: unknown; state?: unknown }
  // Today's events carry what changed (kind), or a reset that says a new state exists (the answers carry it);
  // earlier ones carried the whole state, every time and then on a switch.
  return p.kind === 'patch'
    ? p.sections || p.snapshot !== undefined
      ? 'data'
      : 'flags'
    : p.kind === 'reset' || p.kind === 'part' || p.kind === 'fill'
      ? p.kind
      : 'whole'
}

async function main(): Promise<void> {
  const [demoApiUrl, dataDir, second] = process.argv.slice(2)
  if (!demoApiUrl || !dataDir) throw new Error('usage: startup-host.ts <demoApiUrl> <dataDir> [secondAccount]')
  const backend = createBackend({
    mode: 'browser',
    appName: 'Hostdeck',
    appVersion: '0.0.0-bench',
    platform: process.platform,
    dataDir,
    secretStore: createSessionSecretStore(),
    demoApiUrl,
    log: { info: () => {}, warn: () => {}, error: (message) => console.error(message) },
  })
  if (second) await addSecondAccount(backend, demoApiUrl)
  if (process.env.BENCH_TRACE) traceBackend(backend)
  if (process.env.BENCH_MEMORY) traceMemory()
  let events: Array<{ bytes: number; kind: string }> = []
  // The session's answers as the bridge writes them: a re-read must not send the whole state again.
  let answers: Record<string, number> = {}
  const invokeBackend = backend.invoke.bind(backend)
  backend.invoke = async (channel, input, meta) => {
    const result = await invokeBackend(channel, input, meta)
    if (channel.startsWith('session:') || channel === 'accounts:switch')
      answers[channel] = Math.max(answers[channel] ?? 0, jsonBytes(result))
    return result
  }
  backend.on('session:changed', (payload) => {
    events.push({ bytes: jsonBytes(payload), kind: eventKind(payload) })
  })
  // BENCH_HOST_PORT: the same origin start after start, so a page kept across starts keeps its compiled code.
  const port = Number(process.env.BENCH_HOST_PORT ?? 0)
  const host = await startWebHost({ backend, rendererDir: join(process.cwd(), 'out', 'renderer'), port })
  if (process.env.BENCH_TRACE) console.error(`  host ${performance.now().toFixed(0).padStart(6)} listening`)
  console.log(JSON.stringify({ url: host.url }))
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() !== 'stats') return
    const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10
    console.log(
      JSON.stringify({
        peakRssMiB: mib(process.resourceUsage().maxRSS * 1024),
        rssMiB: mib(process.memoryUsage().rss),
        ...(process.env.BENCH_MEMORY && {
          liveHeapMiB: mib(liveHeap()),
          cpuMs: Math.round(process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000),
        }),
        events,
        answers,
      }),
    )
    events = []
    answers = {}
  })
  process.on(
    'SIGTERM',
    () =>
      void host
        .close()
        .then(() => backend.dispose())
        .finally(() => process.exit(0)),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
