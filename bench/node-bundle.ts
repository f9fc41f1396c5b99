// A bench's helper process from a bundle, as the app runs its own code: one JavaScript file built by Vite (which
// resolves `import.meta.glob`), packages left in node_modules. Run through scripts/run-ts.mjs instead, the process
// would also hold Vite's module runner and its transformed sources, and its memory figures would be the runner's too.
import { rmSync } from 'node:fs'
import { mkdir, mkdtemp } from 'node:fs/promises'
import { join, parse, resolve } from 'node:path'
import { build } from 'vite'

const root = join(import.meta.dirname, '..')

/**
 * Bundles `entry` (a path from the project's root) into a folder of its own under node_modules/.cache (inside the
 * project, so that the bundle finds the packages it leaves out); returns the bundle's path.
 */
export async function bundleForNode(entry: string): Promise<string> {
  const cache = join(root, 'node_modules', '.cache')
  await mkdir(cache, { recursive: true })
  const outDir = await mkdtemp(join(cache, 'hostdeck-bench-bundle-'))
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }))
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@shared': resolve(root, 'electron/shared') } },
    build: {
      ssr: resolve(root, entry),
      outDir,
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  })
  return join(outDir, `${parse(entry).name}.mjs`)
}
