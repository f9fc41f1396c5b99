// `npm run bench`: runs every bench/*.bench.ts in turn. Each prints its own figures; nothing here is a test.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const only = process.argv[2]
const files = readdirSync(__dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort()

async function main(): Promise<void> {
  if (files.length === 0) {
    console.log('No benchmarks found.')
    return
  }
  for (const file of files) {
    console.log(`\n=== ${file} ===`)
    const mod = (await import(pathToFileURL(join(__dirname, file)).href)) as { run?: () => Promise<void> }
    if (typeof mod.run !== 'function') throw new Error(`${file} must export async function run()`)
    await mod.run()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
