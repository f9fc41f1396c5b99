import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chooseSecretStore } from '../core/secret-store/choose'
import { openHostLog } from '../core/log/host-log'
import { serveCommandLine } from '../cli/host-link-server'
import { createKeytarSecretStore, keychainServiceName } from '../main/keytar-store'
import { feedFromEnvironment } from '../core/updates/test-feed'
import { createBrowserBackend } from './browser-backend'
import { defaultDataDir, preparePrivateDir } from './data-dir'
import { writeLauncher } from './launcher'
import { startWebHost } from './server'

function openInBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]]
  spawn(command, args as string[], { stdio: 'ignore', detached: true })
    .on('error', () => {
      console.error('Could not open a browser; open the URL above by hand.')
    })
    .unref()
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      open: { type: 'boolean', default: false },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535 (got "${values.port}")`)
    process.exit(2)
  }
  const chosenStore = await chooseSecretStore([() => createKeytarSecretStore(keychainServiceName())])
  if (chosenStore.kind === 'session')
    console.warn('No OS keychain answered: tokens you add will not be remembered after this run.')
  const dataDir = values['data-dir'] ?? defaultDataDir()
  preparePrivateDir(dataDir)
  // The log a user can send: <data folder>/logs/hostdeck.log, every token the store hands out kept out of it.
  const { log, secretStore } = openHostLog(dataDir, chosenStore)
  // Updates are the desktop app's; a feed named by the environment (tests) is read, never installed.
  const backend = createBrowserBackend({ dataDir, secretStore, log, ...feedFromEnvironment(process.env) })
  const host = await startWebHost({ backend, rendererDir: join(__dirname, '../renderer'), port })
  // `hostdeck` run meanwhile works through this host (its session, tasks and journal), not beside it.
  const closeLink = await serveCommandLine(backend, dataDir, chosenStore.kind, log)
  console.log(`Hostdeck (browser mode) is running at ${host.url}`)
  // The browser opens a private launcher page, not the URL: the key stays off every command line.
  const launcher = values.open ? writeLauncher(dataDir, host.url) : null
  if (launcher) openInBrowser(launcher.fileUrl)

  const stop = async () => {
    launcher?.remove()
    await closeLink()
    await host.close()
    await backend.dispose()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

void main().catch((error: unknown) => {
  console.error(`Hostdeck could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
