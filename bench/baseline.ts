// Every bench's figures against bench/baseline.json: each figure as a ratio to the machine's speed loop (a fixed CPU
// loop timed when the figure is taken), so a busy and a quiet machine compare. `npm run bench` and the quick mode in
// `npm test` fail when a figure is more than BASELINE_LIMIT times its baseline's ratio. Updating the baseline on
// purpose: `npm run bench -- [--quick] --update-baseline`, committed with the reason in the commit message.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** How much worse than its baseline a figure may be before the bench fails. */
export const BASELINE_LIMIT = 2
/** Below this a figure is timer noise: it is compared as if it were this long. */
const TIMER_FLOOR_MS = 0.05

export type BenchMode = 'quick' | 'full'
type Ratios = Record<string, number>
export type Baseline = Record<BenchMode, Ratios>

/**
 * A fixed CPU loop, timed: the machine's speed at that moment (a shared machine's moves by tens of percent), printed
 * beside every figure, with the figure's ratio to it.
 */
export function speedLoopMs(): number {
  // The fastest of three: like the figures beside it, the run least disturbed by the rest of the machine.
  let fastest = Infinity
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    let x = 0
    for (let i = 0; i < 5_000_000; i++) x = (x * 31 + i) % 1_000_003
    if (x === -1) console.log(x)
    fastest = Math.min(fastest, performance.now() - started)
  }
  return fastest
}

interface Taken {
  name: string
  ms: number
  speed: number
  /** What the measurement cannot tell apart (a frame in the browser: 16 ms); compared as at least this. */
  floorMs: number
}

const taken: Taken[] = []

/**
 * Records a figure to compare with the baseline: a duration in ms where lower is better. `speed` is the speed loop's
 * time measured beside it (one is measured now when it is not given); `floorMs`, the least the measurement can tell
 * apart. A name is a stable key: say what and at what size ("fleet: per keystroke, Latin, median").
 */
export function figure(name: string, ms: number, { speed = speedLoopMs(), floorMs = TIMER_FLOOR_MS } = {}): void {
  if (!Number.isFinite(ms)) throw new Error(`bench figure ${name} is not a number (${ms})`)
  if (taken.some((t) => t.name === name)) throw new Error(`bench figure ${name} was taken twice`)
  taken.push({ name, ms, speed, floorMs })
}

/** The figures taken so far (the runner reads them after every bench has run). */
export function takenFigures(): readonly Taken[] {
  return taken
}

const ratioOf = (t: Taken) => Math.max(t.ms, t.floorMs) / t.speed

export interface Comparison {
  lines: string[]
  failures: string[]
}

/** Each figure beside its baseline; a failure names the figure, its baseline and how to update it on purpose. */
export function compare(figures: readonly Taken[], baseline: Ratios, mode: BenchMode): Comparison {
  const lines: string[] = []
  const failures: string[] = []
  const update = `npm run bench --${mode === 'quick' ? ' --quick' : ''} --update-baseline`
  for (const t of figures) {
    const ratio = ratioOf(t)
    const base = baseline[t.name]
    if (base === undefined) {
      // The quick baseline, which npm test checks, must hold every figure; the full one is taken on a quiet
      // machine, one bench at a time if need be, and a figure it lacks yet is said, not failed.
      const missing = `${t.name}: no baseline (${mode}). Add it on purpose: ${update}`
      if (mode === 'quick') failures.push(missing)
      else lines.push(`${missing} (not compared)`)
      continue
    }
    const times = ratio / base
    const line = `${t.name}: ${t.ms.toFixed(2)} ms, ratio ${ratio.toFixed(4)} (baseline ${base.toFixed(4)}, ${times.toFixed(2)}×)`
    lines.push(line)
    if (times > BASELINE_LIMIT)
      failures.push(
        `${t.name} is ${times.toFixed(1)}× its baseline (ratio ${ratio.toFixed(4)} against ${base.toFixed(4)}; limit ${BASELINE_LIMIT}×). ` +
          `If this is on purpose, update the baseline in the same commit and say why in its message: ${update}`,
      )
  }
  return { lines, failures }
}

export const BASELINE_FILE = join(import.meta.dirname, 'baseline.json')

export function readBaseline(file = BASELINE_FILE): Baseline {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Baseline>
    return { quick: parsed.quick ?? {}, full: parsed.full ?? {} }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { quick: {}, full: {} }
    throw error
  }
}

/**
 * Writes this run's figures as the mode's baseline. A run of every bench (`whole`) replaces the mode's figures, so a
 * figure no bench takes any more leaves with it; a run of some keeps the others' figures.
 */
export function writeBaseline(figures: readonly Taken[], mode: BenchMode, file = BASELINE_FILE, whole = false): void {
  const baseline = readBaseline(file)
  const ratios: Ratios = whole ? {} : { ...baseline[mode] }
  for (const t of figures) ratios[t.name] = Number(ratioOf(t).toPrecision(4))
  const sorted = Object.fromEntries(Object.entries(ratios).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(file, `${JSON.stringify({ ...baseline, [mode]: sorted }, null, 2)}\n`)
}
