// `npm run bench [-- --quick] [name]`: runs every bench/*.bench.ts in turn (or those whose file name contains
// `name`). Each prints its own figures; nothing here is a test, and nothing under bench/ imports vitest.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BenchOptions } from './options'

const args = process.argv.slice(2)
const options: BenchOptions = { quick: args.includes('--quick') }
const unknown = args.filter((a) => a.startsWith('--') && a !== '--quick')
const only = args.find((a) => !a.startsWith('--'))
const files = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort()

async function main(): Promise<void> {
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}: npm run bench [-- --quick] [name]`)
  if (files.length === 0) throw new Error(only ? `no benchmark's file name contains "${only}"` : 'no benchmarks found')
  const started = performance.now()
  for (const file of files) {
    console.log(`\n=== ${file}${options.quick ? ' (quick: small sizes, not figures to quote)' : ''} ===`)
    const t0 = performance.now()
    const mod = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as {
      run?: (options: BenchOptions) => Promise<void>
    }
    if (typeof mod.run !== 'function') throw new Error(`${file} must export async function run(options)`)
    await mod.run(options)
    console.log(`(${file}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`)
  }
  console.log(`\n${files.length} benchmark(s) ran to the end in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
