// The command line's bundle: electron/cli/main.ts built alone by Vite (the same `import.meta.glob` as the app's
// build), into out/cli/. `hostdeck` and `npm run -s cli` run it, and build it first when it is missing or older
// than a source: a call then costs one `node` start and the bundle's parse, not a module runner compiling the core.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** Each build in a folder of its own under here; `current` names the one to run. */
const BUILDS = join(ROOT, 'out', 'cli')
const CURRENT = join(BUILDS, 'current')
/** V8's code cache of the builds (bin/hostdeck.mjs turns it on): kept by the content it caches, so never stale. */
export const compileCacheDir = join(BUILDS, '.code-cache')
/** An older build is removed once this old: a command started on it may still load its lazy chunks meanwhile. */
const KEEP_OLD_MS = 60 * 60_000

/** The bundle `current` names, or undefined before the first build. */
export function currentBundle() {
  const name = existsSync(CURRENT) ? readFileSync(CURRENT, 'utf8').trim() : ''
  return name ? join(BUILDS, name, 'hostdeck.mjs') : undefined
}

/**
 * The completion entry of the current build, even an old one, or undefined: a Tab press never waits for a build,
 * nor for the look at every source that finds one old (the next command builds it).
 */
export function completionBundle() {
  const bundle = currentBundle()
  const complete = bundle && join(dirname(bundle), 'complete.mjs')
  return complete && existsSync(complete) ? complete : undefined
}

/** What the bundle is made of: the backend's sources (tests aside), the package's manifest and this file. */
function newestSourceMs(root) {
  let newest = Math.max(statSync(join(root, 'package.json')).mtimeMs, statSync(fileURLToPath(import.meta.url)).mtimeMs)
  for (const entry of readdirSync(join(root, 'electron'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** Whether `bundle` is there and newer than every source under `root` (its time is when its build started). */
export function bundleIsFresh(bundle = currentBundle(), root = ROOT) {
  if (!bundle || !existsSync(bundle)) return false
  return statSync(bundle).mtimeMs >= newestSourceMs(root)
}

/** Builds older than KEEP_OLD_MS, but the one in use. */
function pruneOldBuilds(keep) {
  for (const entry of readdirSync(BUILDS, { withFileTypes: true })) {
    const path = join(BUILDS, entry.name)
    if (
      entry.isDirectory() &&
      entry.name !== keep &&
      !entry.name.startsWith('.') &&
      Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS
    )
      rmSync(path, { recursive: true, force: true })
  }
}

/**
 * Builds the bundle into a new folder, then names it `current` (an atomic rename): a command running an older
 * build keeps its files, and two commands that both found the bundle old each build and run a whole one.
 */
export async function buildBundle() {
  const { build } = await import('vite')
  const startedAt = new Date()
  const name = `${startedAt.getTime()}-${process.pid}`
  const outDir = join(BUILDS, name)
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@shared': join(ROOT, 'electron/shared') } },
    // Everything inlined but keytar (native, loaded from node_modules at run time): one file to read, no lookups.
    ssr: { noExternal: true, external: ['keytar'] },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      reportCompressedSize: false,
      rollupOptions: {
        // Two entries: the command line, and the completion a Tab press runs (loading none of the commands).
        input: { hostdeck: join(ROOT, 'electron/cli/main.ts'), complete: join(ROOT, 'electron/cli/complete-entry.ts') },
        external: ['keytar'],
        // Split at the dynamic imports: help and a cached read load only what they use.
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  })
  // Dated when the build began: a source saved during the build is newer, and the next call builds again.
  utimesSync(join(outDir, 'hostdeck.mjs'), startedAt, startedAt)
  writeFileSync(`${CURRENT}.${process.pid}`, name)
  renameSync(`${CURRENT}.${process.pid}`, CURRENT)
  pruneOldBuilds(name)
}

/** The bundle's path, built first when missing or old (said on stderr: the first call waits some seconds). */
export async function ensureBundle() {
  if (!bundleIsFresh()) {
    process.stderr.write('hostdeck: building the command line (once after a change to the sources)…\n')
    await buildBundle()
  }
  const bundle = currentBundle()
  if (!bundle) throw new Error('hostdeck: the command line was built, but out/cli/current names no bundle')
  return bundle
}
