// Start-up and size at three account sizes (Demo; 10,000 DNS records; 100,000 records and 5,000 servers): a
// start to the tree's first node from the cache and from the network, each with cold code (the first start after an
// install) and warm code (a later start, with V8's code cache: see `Code`), the tree's first render (from the
// `hostdeck:tree-data` mark the renderer sets when a snapshot is handed to the tree), account switches, the renderer's
// chunks, the bytes of every session:changed, the cache file's size and write time, and the backend's memory.
// Timings are taken in the page: the requestAnimationFrame after the node appears, read back later (a later
// round trip waits behind long tasks and would inflate them). The backend runs in a process of its own, bundled
// (startup-host.ts, node-bundle.ts), so its RSS is its own. Needs `npm run build` and Chromium. BENCH_RUNS=n (default 5) runs
// per figure for Demo and 10,000 (100,000: BENCH_LARGE_RUNS, default one).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { createServer } from 'node:net'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { createSnapshotCache } from '../electron/core/session/snapshot-cache'
import { DEMO_TOKEN, startSandbox, type SandboxHandle } from '../electron/sandbox'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'
import { rendererBuilt } from '../scripts/demo-host'
import { bootFiles, checkRendererStart, PRE_PAINT_BUDGET, PRE_PAINT_GOAL } from '../scripts/packaging/renderer-start'
import { figure, speedLoopMs } from './baseline'
import { bundleForNode } from './node-bundle'
import { SECOND_TOKEN, type BenchOptions } from './options'

const root = join(import.meta.dirname, '..')
const DNS_ROW = '[role="treeitem"][aria-label^="DNS zones"]'
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
/** BENCH_LARGE_RUNS=n: runs of the 100,000-record account (one by default: each takes some 40 s). */
const LARGE_RUNS = Math.max(1, Number(process.env.BENCH_LARGE_RUNS ?? 1))

interface Scenario {
  name: string
  data: 'demo' | { scale: { servers?: number; zones: number; recordsPerZone: number } }
  runs: number
  switches: boolean
}

const SCENARIOS: Scenario[] = [
  { name: 'Demo', data: 'demo', runs: RUNS, switches: false },
  { name: '10,000 records', data: { scale: { zones: 200, recordsPerZone: 50 } }, runs: RUNS, switches: true },
  {
    name: '100,000 records, 5,000 servers',
    data: { scale: { servers: 5_000, zones: 2_000, recordsPerZone: 50 } },
    runs: LARGE_RUNS,
    switches: false,
  },
  // The same size in another shape: few zones of many records each (a large zone's section is one piece), and
  // more servers. Memory at 100,000 depends on the shape, not only the count.
  {
    name: '100,000 records in 100 zones, 10,000 servers',
    data: { scale: { servers: 10_000, zones: 100, recordsPerZone: 1_000 } },
    runs: LARGE_RUNS,
    switches: false,
  },
]
/** `--quick`: every path once (switches included) on 1,000 records. */
const QUICK: Scenario[] = [
  { name: '1,000 records (quick)', data: { scale: { zones: 20, recordsPerZone: 50 } }, runs: 1, switches: true },
]

/** The page's globals this file uses: it is type-checked for Node, which has no DOM. */
interface PageGlobals {
  document: {
    querySelector(selector: string): unknown
    addEventListener(type: string, listener: (event: { timeStamp: number }) => void, capture: boolean): void
  }
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: object): void
    disconnect(): void
  }
  requestAnimationFrame(callback: () => void): void
  console: { log(message: string): void }
  performance: { now(): number; getEntriesByName(name: string): Array<{ startTime: number }> }
  __bench?: { firstNodeMs?: number; treeDataMs?: number; marks: Record<string, number> }
}

/**
 * BENCH_TRACE=1: the page's start-up as a timeline (ms since navigation): the renderer's `hostdeck:*` marks, each
 * invoke from its request to its parsed answer, the main script's download, and every long task.
 */
const TRACE = Boolean(process.env.BENCH_TRACE)
function installTrace(): void {
  const w = globalThis as unknown as {
    fetch: (input: unknown, init?: unknown) => Promise<{ json(): Promise<unknown> }>
    performance: { now(): number }
    PerformanceObserver: new (
      callback: (list: { getEntries(): Array<{ startTime: number; duration: number }> }) => void,
    ) => { observe(options: object): void }
    __trace: Array<[string, number, number]>
  }
  const trace: Array<[string, number, number]> = (w.__trace = [])
  const original = w.fetch.bind(globalThis)
  w.fetch = async (input, init) => {
    const url = String(input)
    const started = w.performance.now()
    const response = await original(input, init)
    if (!url.includes('/api/invoke/')) return response
    const json = response.json.bind(response)
    response.json = async () => {
      const value = await json()
      trace.push([`invoke ${decodeURIComponent(url.split('/api/invoke/')[1] ?? '')}`, started, w.performance.now()])
      return value
    }
    return response
  }
  new w.PerformanceObserver((list) =>
    list.getEntries().forEach((e) => trace.push(['long task', e.startTime, e.startTime + e.duration])),
  ).observe({ type: 'longtask', buffered: true })
}

async function printTrace(page: Page): Promise<void> {
  const rows = (await page.evaluate(`(() => {
    const rows = globalThis.__trace.slice()
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('hostdeck:')) rows.push([m.name, m.startTime, m.startTime])
    const nav = performance.getEntriesByType('navigation')[0]
    if (nav) rows.push(['page: request sent–answer begins', nav.requestStart, nav.responseStart], ['page: parsed', nav.domInteractive, nav.domInteractive])
    for (const r of performance.getEntriesByType('resource')) {
      if (r.name.includes('/assets/index-') && r.name.endsWith('.js')) rows.push(['main script', r.startTime, r.responseEnd])
      // An answer's bytes: from its first to its last (what the page then parses is the invoke's row).
      if (r.name.includes('/api/invoke/session')) rows.push(['  bytes of ' + decodeURIComponent(r.name.split('/api/invoke/')[1]), r.responseStart, r.responseEnd])
    }
    rows.push(['first node (frame after)', globalThis.__bench.firstNodeMs, globalThis.__bench.firstNodeMs])
    return rows.sort((a, b) => a[1] - b[1])
  })()`)) as Array<[string, number, number]>
  for (const [name, start, end] of rows)
    console.log(`    ${start.toFixed(0).padStart(5)}${end > start ? `–${end.toFixed(0).padEnd(5)}` : '      '} ${name}`)
}

const FIRST_NODE_MESSAGE = 'hostdeck-bench: first node'

/**
 * In every page, before any of its scripts: the time of the frame after the first tree node appears, and when the
 * snapshot that node shows was handed to the tree (the renderer's latest `hostdeck:tree-data` mark by then).
 */
export function installProbe({ selector, message }: { selector: string; message: string }): void {
  const w = globalThis as unknown as PageGlobals
  w.__bench = { marks: {} }
  const observer = new w.MutationObserver(() => {
    if (!w.document.querySelector(selector)) return
    observer.disconnect()
    w.__bench!.treeDataMs = w.performance.getEntriesByName('hostdeck:tree-data').at(-1)?.startTime
    w.requestAnimationFrame(() => {
      w.__bench!.firstNodeMs = w.performance.now()
      // Told by a console message, which the bench hears without running anything in the page: a polling
      // waitForFunction injects Playwright's script, whose compile could land in the middle of the start.
      w.console.log(message)
    })
  })
  observer.observe(w.document, { childList: true, subtree: true })
  w.document.addEventListener('keydown', (event) => (w.__bench!.marks.keydown = event.timeStamp), true)
}

/** Where `recorded` writes: a Chromium trace and the page's CPU profile (each when named), sampled every `profileUs`. */
interface Recording {
  trace?: string
  profile?: string
  profileUs: number
}

/** `dir/name-time.ext` when `dir` is set (an environment switch), else nothing. */
const fileIn = (dir: string | undefined, name: string, ext: string) =>
  dir ? join(dir, `${name}-${Date.now()}.${ext}`) : undefined

/** Runs `during` with a Chromium trace and the page's CPU profile recorded around it (open them in DevTools). */
async function recorded<T>(page: Page, to: Recording, during: () => Promise<T>): Promise<T> {
  const profiler = to.profile ? await page.context().newCDPSession(page) : undefined
  if (profiler) {
    await profiler.send('Profiler.enable')
    await profiler.send('Profiler.setSamplingInterval', { interval: to.profileUs })
    await profiler.send('Profiler.start')
  }
  const browser = page.context().browser()!
  if (to.trace)
    await browser.startTracing(page, {
      path: to.trace,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'],
    })
  const result = await during()
  if (to.trace) await browser.stopTracing()
  if (profiler) writeFileSync(to.profile!, JSON.stringify((await profiler.send('Profiler.stop')).profile))
  return result
}

/** The frame after the first node appeared (ms since navigation), and how long after the tree got its data. */
async function firstNode(context: BrowserContext, url: string): Promise<{ ms: number; treeMs: number; page: Page }> {
  const page = await context.newPage()
  await page.addInitScript(installProbe, { selector: DNS_ROW, message: FIRST_NODE_MESSAGE })
  if (TRACE) await page.addInitScript(installTrace)
  if (process.env.BENCH_DEBUG)
    page.on('console', (m) => console.log('page:', m.text())).on('crash', () => console.log('page crashed'))
  // BENCH_CHROME_TRACE=dir and BENCH_PAGE_PROFILE=dir: a trace and a CPU profile of the start, to the first node.
  const recording = {
    trace: fileIn(process.env.BENCH_CHROME_TRACE, 'trace', 'json'),
    profile: fileIn(process.env.BENCH_PAGE_PROFILE, 'page', 'cpuprofile'),
    profileUs: Number(process.env.BENCH_PROFILE_US ?? 200),
  }
  const { ms, treeMs } = await recorded(page, recording, async () => {
    const appeared = page.waitForEvent('console', {
      predicate: (message) => message.text() === FIRST_NODE_MESSAGE,
      timeout: 180_000,
    })
    await page.goto(url)
    await appeared
    return page.evaluate(() => {
      const b = (globalThis as unknown as PageGlobals).__bench!
      return { ms: b.firstNodeMs!, treeMs: b.treeDataMs === undefined ? NaN : b.firstNodeMs! - b.treeDataMs }
    })
  })
  if (TRACE) await printTrace(page)
  return { ms, treeMs, page }
}

/**
 * Ctrl+digit, timed in the page from the keydown to the frame after the switcher names the account and the tree
 * shows that account's own DNS row (its count differs from the one shown before: the accounts hold other data).
 */
async function switchTo(page: Page, digit: number, label: string): Promise<number> {
  const selector = `[aria-label="Switch account, active: ${label}"]`
  // Written as text: the bench runs through Vite's module runner, whose rewritten imports would otherwise leak into the page's copy.
  const done = page.evaluate(`new Promise((resolve) => {
    const b = globalThis.__bench
    const rowName = () => document.querySelector(${JSON.stringify(DNS_ROW)})?.getAttribute('aria-label')
    const before = rowName()
    const observer = new MutationObserver(() => {
      const row = rowName()
      if (!document.querySelector(${JSON.stringify(selector)}) || !row || row === before) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - b.marks.keydown))
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true })
    setTimeout(() => resolve(NaN), 60000)
  })`) as Promise<number>
  await page.keyboard.press(`Control+${digit}`)
  return done
}

interface Host {
  url: string
  stats(): Promise<{
    peakRssMiB: number
    rssMiB: number
    events: Array<{ bytes: number; kind: string }>
    answers: Record<string, number>
  }>
  stop(): Promise<void>
}

/** The host's bundle, built once per run: its RSS is then the backend's, not Vite's module runner's as well. */
let hostBundle: Promise<string> | undefined

export async function startHost(apiUrl: string, dataDir: string, second: boolean, port = 0): Promise<Host> {
  hostBundle ??= bundleForNode('bench/startup-host.ts')
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_HOST_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_HOST_PROFILE}`] : []),
      await hostBundle,
      apiUrl,
      dataDir,
      ...(second ? ['second'] : []),
    ],
    { cwd: root, env: { ...process.env, BENCH_HOST_PORT: String(port) } },
  )
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  const lines = createInterface({ input: child.stdout })
  const waiting: Array<(line: string) => void> = []
  lines.on('line', (line) => waiting.shift()?.(line))
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve))
  const { url } = JSON.parse(await nextLine()) as { url: string }
  return {
    url,
    async stats() {
      const line = nextLine()
      child.stdin.write('stats\n')
      return JSON.parse(await line) as Awaited<ReturnType<Host['stats']>>
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Waits until the account's cache index (written last) has been written and left alone for a moment (the refresh landed). */
export async function cacheSettled(dataDir: string): Promise<string> {
  const file = join(dataDir, 'cache', 'demo@meta.json')
  let last = -1
  for (let i = 0; i < 600; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    if (!existsSync(file)) continue
    const { mtimeMs } = statSync(file)
    if (mtimeMs === last) return file
    last = mtimeMs
  }
  throw new Error('the cache was never written')
}

/** The cache write of this snapshot: its whole time and the longest the event loop was held. */
async function timeCacheWrite(file: string): Promise<{ ms: number; blockMs: number; mib: number }> {
  const source = createSnapshotCache(join(file, '..', '..'), { info() {}, warn() {}, error() {} })
  const entry = await source.read('demo')
  if (!entry) throw new Error('no cache to time')
  const dir = await mkdtemp(join(tmpdir(), 'hostdeck-bench-cache-'))
  let blockMs = 0
  let last = performance.now()
  let ticking = true
  const tick = () => {
    const now = performance.now()
    blockMs = Math.max(blockMs, now - last)
    last = now
    if (ticking) setImmediate(tick)
  }
  setImmediate(tick)
  const started = performance.now()
  await createSnapshotCache(dir, { info() {}, warn() {}, error() {} }).write('demo', entry)
  const ms = performance.now() - started
  ticking = false
  const files = readdirSync(join(dir, 'cache'))
  const mib = files.reduce((sum, name) => sum + statSync(join(dir, 'cache', name)).size, 0) / 2 ** 20
  await rm(dir, { recursive: true, force: true })
  return { ms, blockMs, mib }
}

const stat = (all: number[]) => {
  const values = all.filter((v) => !Number.isNaN(v))
  if (values.length === 0) return 'n/a'
  const sorted = [...values].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  if (sorted.length === 1) return `${sorted[0]!.toFixed(0)}`
  const minMedian = `${sorted[0]!.toFixed(0)}/${median.toFixed(0)}`
  // BENCH_ALL=1: every run's figure too, in the order they ran.
  return process.env.BENCH_ALL ? `${minMedian} [${values.map((v) => v.toFixed(0)).join(' ')}]` : minMedian
}
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

function chunkFigures(): void {
  const dir = join(root, 'out', 'renderer')
  const all = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'))
  const size = (f: string) => statSync(join(dir, f)).size
  const total = all.reduce((sum, f) => sum + size(join('assets', f)), 0)
  const start = checkRendererStart(dir)
  const boot = bootFiles(dir, readFileSync(join(dir, 'index.html'), 'utf8'))
  const bootBytes = boot.reduce((sum, f) => sum + size(f), 0)
  console.log(
    `Renderer: ${all.length} chunks, ${kib(total)} in all; parsed before the first paint: ${start.files.length} files, ${kib(start.bytes)} (largest ${kib(Math.max(...start.files.map(size)))}; budget ${kib(PRE_PAINT_BUDGET)}, goal ${kib(PRE_PAINT_GOAL)}); the start-up calls leave from the first ${kib(bootBytes)} (${boot.length} files)`,
  )
  for (const problem of start.problems) console.log(`  ✗ ${problem}`)
}

/** A figure and the speed loop's time taken just before it. */
type Timed = { ms: number; speed: number }

/** The median run of a browser figure, for the baseline: a frame (16 ms) is the least it can tell apart. */
function baselineFigure(name: string, all: Timed[]): void {
  const ok = all.filter((t) => !Number.isNaN(t.ms)).sort((a, b) => a.ms / a.speed - b.ms / b.speed)
  const middle = ok[Math.floor(ok.length / 2)]
  if (middle) figure(name, middle.ms, { speed: middle.speed, floorMs: 16 })
}

const statTimed = (all: Timed[]) => {
  const ok = all.filter((t) => !Number.isNaN(t.ms))
  if (ok.length === 0) return 'n/a'
  const ratios = ok.map((t) => t.ms / t.speed)
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!
  return `${stat(ok.map((t) => t.ms))} ms (speed loop ${stat(ok.map((t) => t.speed))} ms; ratio ${Math.min(...ratios).toFixed(2)}/${median(ratios).toFixed(2)})`
}

/**
 * How much of the app's code the browser has compiled before: `cold`, none (the first start after an install, a
 * fresh browser context each start); `warm`, what V8 kept from earlier starts (every later start of the desktop
 * app, whose app:// scheme has `codeCache`; here one context kept across starts on one port, primed twice).
 */
type Code = 'cold' | 'warm'
const CODES: Code[] = ['cold', 'warm']

/** A start's figures, per how much code was compiled before. */
interface Starts {
  network: Timed[]
  cached: Timed[]
  treeRender: Record<'network' | 'cached', Timed[]>
  switches: Record<'uncached' | 'back' | 'cached', Timed[]>
}
const noStarts = (): Starts => ({
  network: [],
  cached: [],
  treeRender: { network: [], cached: [] },
  switches: { uncached: [], back: [], cached: [] },
})

/** What a scenario's runs gather, run after run (the scenarios' runs are interleaved). */
interface Gathered {
  sandbox: SandboxHandle
  starts: Record<Code, Starts>
  /** The port every warm start's host listens on, and the context kept across them. */
  port: number
  warm: BrowserContext | null
  rss: number[]
  events: Array<{ bytes: number; kind: string }>
  dataDir: string
  refreshAnswer: number[]
  /** The largest answer carrying a state (session:get, accounts:switch), per stats. */
  stateAnswers: number[]
}

async function gather(scenario: Scenario): Promise<Gathered> {
  const sandbox: SandboxHandle = await startSandbox({
    paceMs: 1000,
    customers: [
      { token: DEMO_TOKEN, data: scenario.data },
      // The second account's own data (the Demo's): its tree differs, so a switch waits for its own rows.
      { token: SECOND_TOKEN, data: 'demo' },
    ],
  })
  return {
    sandbox,
    starts: { cold: noStarts(), warm: noStarts() },
    port: await freePort(),
    warm: null,
    rss: [],
    events: [],
    dataDir: '',
    refreshAnswer: [],
    stateAnswers: [],
  }
}

/** The host's figures since it last told them: RSS and events go to the gathered ones. */
async function collectStats(host: Host, g: Gathered) {
  const stats = await host.stats()
  g.rss.push(stats.peakRssMiB)
  g.events.push(...stats.events)
  g.stateAnswers.push(Math.max(0, ...['session:get', 'accounts:switch'].map((c) => stats.answers[c] ?? 0)))
  return stats
}

/** F5, then the three switches (the second account for the first time, back, and again). */
async function switchRound(page: Page, host: Host, g: Gathered, code: Code): Promise<void> {
  await cacheSettled(g.dataDir)
  // F5: a full re-read. Its answer is the revision it reached; its changes come as session:changed.
  await collectStats(host, g)
  await page.keyboard.press('F5')
  await cacheSettled(g.dataDir)
  const refreshed = await collectStats(host, g)
  g.refreshAnswer.push(refreshed.answers['session:reread'] ?? NaN)
  const timedSwitch = async (digit: number, label: string): Promise<Timed> => {
    const speed = speedLoopMs()
    // BENCH_SWITCH_TRACE=dir and BENCH_SWITCH_PROFILE=dir: a trace and a CPU profile of each switch.
    const recording = {
      trace: fileIn(process.env.BENCH_SWITCH_TRACE, `switch-${digit}`, 'json'),
      profile: fileIn(process.env.BENCH_SWITCH_PROFILE, `switch-${digit}`, 'cpuprofile'),
      profileUs: 50,
    }
    return { ms: await recorded(page, recording, () => switchTo(page, digit, label)), speed }
  }
  const { switches } = g.starts[code]
  switches.uncached.push(await timedSwitch(2, 'Second'))
  await new Promise((resolve) => setTimeout(resolve, 1500))
  switches.back.push(await timedSwitch(1, 'Demo'))
  await new Promise((resolve) => setTimeout(resolve, 500))
  switches.cached.push(await timedSwitch(2, 'Second'))
}

/** A free loopback port, for the hosts of a scenario's warm starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const VIEWPORT = { width: 1280, height: 800 }

/**
 * The context a start's page opens in: a fresh one (cold), or the scenario's kept one (warm), primed the first time
 * with two starts whose figures are not kept (V8 keeps a script's code from its second load on).
 */
async function contextFor(browser: Browser, scenario: Scenario, g: Gathered, code: Code): Promise<BrowserContext> {
  if (code === 'cold') return browser.newContext({ viewport: VIEWPORT })
  if (g.warm) return g.warm
  const warm = await browser.newContext({ viewport: VIEWPORT })
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-bench-prime-'))
  try {
    for (let i = 0; i < 2; i++) {
      const host = await startHost(g.sandbox.baseUrl, dataDir, scenario.switches, g.port)
      const { page } = await firstNode(warm, host.url)
      await cacheSettled(dataDir)
      await page.close()
      await host.stop()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  return (g.warm = warm)
}

/** One run: a start from the network (an empty folder), then one from the cache it left. */
async function runOnce(browser: Browser, scenario: Scenario, g: Gathered, code: Code): Promise<void> {
  if (g.dataDir) await rm(g.dataDir, { recursive: true, force: true })
  g.dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-bench-'))
  const starts = g.starts[code]
  for (const from of ['network', 'cached'] as const) {
    const context = await contextFor(browser, scenario, g, code)
    const host = await startHost(g.sandbox.baseUrl, g.dataDir, scenario.switches, code === 'warm' ? g.port : 0)
    const speed = speedLoopMs()
    const { ms, treeMs, page } = await firstNode(context, host.url)
    starts[from].push({ ms, speed })
    starts.treeRender[from].push({ ms: treeMs, speed })
    if (from === 'network') await cacheSettled(g.dataDir)
    else if (scenario.switches) await switchRound(page, host, g, code)
    await page.close()
    if (code === 'cold') await context.close()
    await collectStats(host, g)
    await host.stop()
  }
}

async function report(scenario: Scenario, g: Gathered): Promise<void> {
  const write = await timeCacheWrite(join(g.dataDir, 'cache', 'demo@meta.json'))
  const { events } = g
  const byKind = (kind: string) => events.filter((e) => e.kind === kind).map((e) => e.bytes)
  const maxOf = (values: number[]) => (values.length ? kib(Math.max(...values)) : '—')
  console.log(
    `\n${scenario.name} (min/median of ${scenario.runs}, runs interleaved with the other accounts', ms in the page)`,
  )
  for (const code of CODES) {
    const starts = g.starts[code]
    if (starts.network.length === 0) continue
    console.log(
      `  ${code === 'cold' ? 'cold code (the first start after an install)' : "warm code (every later start: V8's code cache)"}:`,
    )
    console.log(
      `    first node: from the network ${statTimed(starts.network)} · from the cache ${statTimed(starts.cached)}`,
    )
    baselineFigure(`startup: ${scenario.name}, ${code} code, first node from the network`, starts.network)
    baselineFigure(`startup: ${scenario.name}, ${code} code, first node from the cache`, starts.cached)
    console.log(
      `    tree first render (snapshot handed to the tree to the frame after its first node): from the network ${statTimed(starts.treeRender.network)} · from the cache ${statTimed(starts.treeRender.cached)}`,
    )
    if (scenario.switches)
      console.log(
        `    switch (Ctrl+digit to the frame after the new account's own rows): first time ${statTimed(starts.switches.uncached)} · back to one read seconds ago ${statTimed(starts.switches.back)} · again ${statTimed(starts.switches.cached)}`,
      )
    if (scenario.switches)
      baselineFigure(`startup: ${scenario.name}, ${code} code, first switch`, starts.switches.uncached)
  }
  if (scenario.switches) {
    console.log(
      `  Refresh (F5): its answer ${maxOf(g.refreshAnswer.filter((n) => !Number.isNaN(n)))} (the revision it reached; the state came as session:changed)`,
    )
  }
  console.log(
    `  session:changed: ${events.length} events, largest ${maxOf(events.map((e) => e.bytes))}; flags only: ${byKind('flags').length}, largest ${maxOf(byKind('flags'))} · with data: ${byKind('data').length}, largest ${maxOf(byKind('data'))} · parts of large sections: ${byKind('part').length}, largest ${maxOf(byKind('part'))} · fills of a first state: ${byKind('fill').length}, largest ${maxOf(byKind('fill'))} · reset: ${byKind('reset').length}, largest ${maxOf(byKind('reset'))} · whole state: ${byKind('whole').length}, largest ${maxOf(byKind('whole'))}`,
  )
  console.log(`  answers carrying a state (session:get, accounts:switch): largest ${maxOf(g.stateAnswers)}`)
  console.log(
    `  cache files ${write.mib.toFixed(1)} MiB · first write ${write.ms.toFixed(0)} ms, event loop held at most ${write.blockMs.toFixed(0)} ms`,
  )
  console.log(
    `  backend peak RSS ${Math.max(...g.rss).toFixed(0)} MiB (goal at 100,000 records, in every shape: ≤ 300 MiB)`,
  )
}

export async function run({ quick }: BenchOptions): Promise<void> {
  if (!rendererBuilt()) {
    // Inside npm test (quick) the build has run: a missing one is a broken gate, not a bench to skip.
    if (quick) throw new Error('build the app first (npm run build)')
    console.log('Skipped: build the app first (npm run build).')
    return
  }
  chunkFigures()
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const only = process.env.BENCH_SCENARIO
    const chosen = (quick ? QUICK : SCENARIOS).filter((scenario) => !only || scenario.name.startsWith(only))
    const gathered = await Promise.all(chosen.map(gather))
    // BENCH_CODE=cold|warm: only those starts (both by default).
    const codes = CODES.filter((code) => !process.env.BENCH_CODE || process.env.BENCH_CODE === code)
    try {
      // Run 1 of every account, then run 2 of every account…: a slower spell of the machine touches them all.
      for (let run = 0; run < Math.max(...chosen.map((c) => c.runs)); run++)
        for (const [i, scenario] of chosen.entries())
          if (run < scenario.runs) for (const code of codes) await runOnce(browser, scenario, gathered[i]!, code)
      for (const [i, scenario] of chosen.entries()) await report(scenario, gathered[i]!)
    } finally {
      for (const g of gathered) {
        await g.warm?.close()
        if (g.dataDir) await rm(g.dataDir, { recursive: true, force: true })
        await g.sandbox.close()
      }
    }
  } finally {
    await browser.close()
  }
}
