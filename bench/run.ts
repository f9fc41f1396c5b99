// `npm run bench [-- --quick] [name]`: runs every bench/*.bench.ts in turn (or those whose file name contains
// `name`). Each prints its own figures; nothing here is a test, and nothing under bench/ imports vitest.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compare, readBaseline, takenFigures, writeBaseline, type BenchMode } from './baseline'
import type { BenchOptions } from './options'

const args = process.argv.slice(2)
const options: BenchOptions = { quick: args.includes('--quick') }
const updateBaseline = args.includes('--update-baseline')
const unknown = args.filter((a) => a.startsWith('--') && a !== '--quick' && a !== '--update-baseline')
const only = args.find((a) => !a.startsWith('--'))
const files = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort()

async function main(): Promise<void> {
  if (unknown.length > 0)
    throw new Error(`unknown option ${unknown.join(' ')}: npm run bench [-- --quick] [--update-baseline] [name]`)
  if (files.length === 0) throw new Error(only ? `no benchmark's file name contains "${only}"` : 'no benchmarks found')
  const started = performance.now()
  for (const file of files) {
    console.log(`\n=== ${file}${options.quick ? ' (quick: small sizes, not figures to quote)' : ''} ===`)
    const t0 = performance.now()
    const mod = (await import(/* @vite-ignore */ pathToFileURL(join(import.meta.dirname, file)).href)) as {
      run?: (options: BenchOptions) => Promise<void>
    }
    if (typeof mod.run !== 'function') throw new Error(`${file} must export async function run(options)`)
    await mod.run(options)
    console.log(`(${file}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`)
  }
  console.log(`\n${files.length} benchmark(s) ran to the end in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  checkBaseline(options.quick ? 'quick' : 'full')
}

/** Every figure against bench/baseline.json (baseline.ts); a figure over the limit fails the run. */
function checkBaseline(mode: BenchMode): void {
  if (updateBaseline) {
    writeBaseline(takenFigures(), mode, undefined, !only)
    console.log(`\nbench/baseline.json: the ${mode} baseline now holds this run's ${takenFigures().length} figures`)
    return
  }
  const { lines, failures } = compare(takenFigures(), readBaseline()[mode], mode)
  console.log(`\nAgainst the ${mode} baseline (ratio to the speed loop; fails above 2×):`)
  for (const line of lines) console.log(`  ${line}`)
  if (failures.length > 0)
    throw new Error(`${failures.length} figure(s) failed the baseline:\n  ${failures.join('\n  ')}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
