import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAccountRegistry } from '../core/accounts/registry'
import type { Logger } from '../core/ports'
import { createSnapshotCache } from '../core/session/snapshot-cache'
import { createKeytarSecretStore, keychainServiceName } from '../main/keytar-store'
import { startSandbox, type createManualClock, type Dialect, type SandboxHandle } from '../sandbox'
import type { Server } from '../shared/models/servers'
import type { AccountSnapshot } from '../shared/models/session'
import { bundleIsFresh } from '../../scripts/cli-bundle.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface CliRun {
  args: string[]
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs the command line as a user does: a child process of bin/hostdeck.mjs (its bundle, built first when old),
 * `stdin` piped in; `started`
 * gets the child (a test that interrupts it).
 */
/**
 * A Tab press (`__complete`) runs the last build as it is, never building (bin/hostdeck.mjs): the tests' completion
 * is of the sources as they are now, so an old build is replaced first (once a test process).
 */
let checkedBundle = false
function bundleOfNow(): void {
  if (checkedBundle) return
  checkedBundle = true
  if (!bundleIsFresh()) spawnSync(process.execPath, ['bin/hostdeck.mjs', 'help'], { cwd: root, stdio: 'ignore' })
}

export function runCli(
  args: readonly string[],
  stdin = '',
  env: NodeJS.ProcessEnv = {},
  started?: (child: ChildProcess) => void,
): Promise<CliRun> {
  if (args[0] === '__complete') bundleOfNow()
  const argv = ['bin/hostdeck.mjs', ...args]
  const child = spawn(process.execPath, argv, {
    cwd: root,
    // English unless a test says otherwise: the messages tests match follow LANG (words.ts).
    env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '', HOSTDECK_KEYCHAIN_SERVICE: SERVICE, ...env },
  })
  started?.(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(stdin)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ args: argv, code, stdout, stderr }))
  })
}

/**
 * The keychain service of this test process's journeys: the test one (HOSTDECK_KEYCHAIN_SERVICE, 'Hostdeck-test'
 * under vitest) with the process's id. Files run side by side in several processes, and libsecret crashes a
 * process listing a service's entries while another deletes one of them: each lists and deletes only its own.
 */
const SERVICE = `${keychainServiceName()}-${process.pid}`

/** The test keychain (see SERVICE), or null where none answers. */
export const testKeychain = () => createKeytarSecretStore(SERVICE)

/** A throw-away data folder; `done` removes it and the test keychain's entries of its accounts. */
export async function throwAwayDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'hostdeck-cli-'))
  return {
    dir,
    async done(): Promise<void> {
      const keychain = await testKeychain()
      const text = await readFile(join(dir, 'accounts.json'), 'utf8').catch(() => '{}')
      const { accounts = [] } = JSON.parse(text) as { accounts?: { id: string }[] }
      for (const { id } of accounts) await keychain?.delete(id)
      await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    },
  }
}

/** Every file under `dir`, with its text. */
export async function filesUnder(dir: string): Promise<{ path: string; text: string }[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = names.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  return Promise.all(files.map(async (path) => ({ path, text: await readFile(path, 'latin1') })))
}

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }

/**
 * Writes accounts and their cached servers into `dir` as the hosts do (accounts.json and the snapshot cache), with
 * no keychain and no service: what a `--cached` read answers from. `fetchedAt` defaults to now.
 */
export async function writeCachedAccounts(
  dir: string,
  accounts: { label: string; servers?: (Pick<Server, 'id' | 'name'> & Partial<Server>)[]; fetchedAt?: string }[],
): Promise<string[]> {
  const registry = createAccountRegistry(dir, quiet)
  const cache = createSnapshotCache(dir, quiet)
  const ids: string[] = []
  for (const { label, servers, fetchedAt = new Date().toISOString() } of accounts) {
    const added = await registry.add({ label, baseUrl: 'http://127.0.0.1:9', authScheme: 'Bearer', color: '#18a058' })
    ids.push(added.id)
    // An account never read has no cache: what -A reports as a failure.
    // Only the fields a test names: what the rows and exports show is what was written.
    if (servers) await cache.write(added.id, { fetchedAt, snapshot: { servers } as AccountSnapshot })
  }
  return ids
}

/**
 * A simulator in `dialect` with one customer of a fresh token, and a throw-away data folder; what to close is
 * pushed to `cleanups`. `cli` runs the command line on that folder; `add` adds the customer as account "prod".
 */
export async function simulatorSetUp(
  cleanups: Array<() => Promise<void>>,
  dialect: Dialect,
  paceMs = 20,
  clock?: ReturnType<typeof createManualClock>,
) {
  const token = `cli-${randomBytes(12).toString('hex')}`
  const sandbox: SandboxHandle = await startSandbox({ dialect, paceMs, clock, customers: [{ token, data: 'demo' }] })
  const data = await throwAwayDataDir()
  cleanups.push(() => sandbox.close(), data.done)
  const cli = (args: string[], stdin = '') => runCli([...args, '--data-dir', data.dir], stdin)
  const add = () =>
    cli(['accounts', 'add', '--name', 'prod', '--base-url', sandbox.baseUrl, '--token-stdin', '-o', 'json'], token)
  return { token, sandbox, data, cli, add }
}

/** A run's stdout as JSON. */
export const json = <T>(run: CliRun): T => JSON.parse(run.stdout) as T
