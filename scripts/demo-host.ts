// The built renderer and the whole backend in this process, its Demo account pointed at a given sandbox:
// what the benchmarks and the screenshots drive Chromium against. Needs `npm run build`.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSessionSecretStore } from '../electron/core/secret-store/session-store'
import { createBrowserBackend } from '../electron/web/browser-backend'
import { startWebHost } from '../electron/web/server'

const rendererDir = join(import.meta.dirname, '..', 'out', 'renderer')
export const rendererBuilt = (): boolean => existsSync(join(rendererDir, 'index.html'))

export async function startDemoHost(demoApiUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-demo-host-'))
  const backend = createBrowserBackend({
    dataDir,
    secretStore: createSessionSecretStore(),
    demoApiUrl,
    log: { info: () => {}, warn: () => {}, error: (message) => console.error(message) },
  })
  const host = await startWebHost({ backend, rendererDir, port: 0 })
  return {
    url: host.url,
    async stop() {
      await host.close()
      await backend.dispose()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
