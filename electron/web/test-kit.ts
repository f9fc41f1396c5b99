import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createBackend } from '../core/backend'
import { createSessionSecretStore } from '../core/secret-store/session-store'

/**
 * What a browser host's tests start it with: a real backend on a fresh data dir, holding tokens in memory, and a
 * renderer dir with these files (name → content).
 */
export async function webHostParts(files: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-web-'))
  const rendererDir = await mkdtemp(join(tmpdir(), 'hostdeck-renderer-'))
  for (const [name, content] of Object.entries(files)) await writeFile(join(rendererDir, name), content)
  const backend = createBackend({
    mode: 'browser',
    appName: 'Hostdeck',
    appVersion: '1.0.0',
    platform: 'linux',
    dataDir,
    secretStore: createSessionSecretStore(),
    log: { info() {}, warn() {}, error() {} },
  })
  return { backend, rendererDir }
}
