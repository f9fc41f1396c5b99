// `node scripts/run-ts.mjs FILE [ARGS…]`: runs a TypeScript entry (a bench, the simulator, a script) through
// Vite's module runner, so it sees the code as the app's build and vitest do — `import.meta.glob`, by which the
// kinds' parts discover themselves, included. The runner stays open for the process's life: dynamic imports
// made later (a bench loaded by name) go through it too.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/run-ts.mjs FILE [ARGS…]')
  process.exit(2)
}
const entry = resolve(file)
process.argv = [process.argv[0], entry, ...args]

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  resolve: { alias: { '@shared': resolve(root, 'electron/shared') } },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
await runner.import(entry)
