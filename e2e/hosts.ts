import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const root = join(__dirname, '..')

export interface RunningHost {
  url: string
  dataDir: string
  stop(): Promise<void>
  /** Ends the host at once (SIGKILL), as a crash or a power cut would: nothing it was doing is finished. */
  kill(): Promise<void>
}

/**
 * Test-only environment: a keychain service of its own, a fast demo sandbox, and a closed loopback port in place of
 * the system's resolvers (a live check after a journey's DNS change asks nothing beyond the machine).
 */
export function testEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOSTDECK_KEYCHAIN_SERVICE: 'Hostdeck-e2e',
    HOSTDECK_DEMO_PACE_MS: '150',
    HOSTDECK_LIVE_RESOLVERS: '127.0.0.1:1',
    ...extra,
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/** Starts the built browser host on a free port with a throw-away data directory. */
export async function startBrowserHost(
  opts: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningHost> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'hostdeck-e2e-')))
  const child = spawn(process.execPath, [join(root, 'out/main/web.js'), '--port', '0', '--data-dir', dataDir], {
    env: testEnv(opts.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser host did not start in time: ${stderr}`)), 20_000)
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/#key=\S+)/.exec(line)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
    child.once('exit', (code) => reject(new Error(`browser host exited (${code}): ${stderr}`)))
  })
  return {
    url,
    dataDir,
    async stop() {
      await stopChild(child)
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
}
