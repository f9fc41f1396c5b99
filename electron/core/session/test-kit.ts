import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createManualClock, DEMO_TOKEN, startSandbox, type SandboxHandle, type SandboxOptions } from '../../sandbox'
import type { SessionState } from '../../shared/contract'
import { createBackend, type Backend } from '../backend'
import { createSessionSecretStore } from '../secret-store/session-store'

/**
 * A real backend on the Demo account against a simulator the caller holds, on a manual clock: the cadence
 * and the probes move only when `advance` says, while the HTTP reads take real (short) time. For the live
 * refresh tests and bench/live-refresh.bench.ts.
 */
export async function startLiveBackend(options: { sandbox?: SandboxOptions } = {}): Promise<{
  backend: Backend
  sandbox: SandboxHandle
  clock: ReturnType<typeof createManualClock>
  call: <T>(channel: string, input?: unknown) => Promise<T>
  /** The session once no read is in flight (polled in real time). */
  settled: () => Promise<SessionState>
  /** Moves the backend's clock, then waits for the reads it started. */
  advance: (ms: number) => Promise<SessionState>
  setVisible: (visible: boolean) => Promise<SessionState>
  close: () => Promise<void>
}> {
  const sandbox = await startSandbox({ paceMs: 20, ...options.sandbox })
  const clock = createManualClock(Date.UTC(2026, 0, 5, 9, 0, 0))
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-live-'))
  const quiet = () => undefined
  const backend = createBackend({
    mode: 'browser',
    appName: 'Hostdeck',
    appVersion: '1',
    platform: 'linux',
    dataDir,
    secretStore: createSessionSecretStore(),
    clock,
    demoPaceMs: 20,
    demoApiUrl: sandbox.baseUrl,
    log: { info: quiet, warn: quiet, error: quiet },
  })

  async function call<T>(channel: string, input?: unknown): Promise<T> {
    const result = await backend.invoke(channel, input)
    if (!result.ok) throw Object.assign(new Error(result.error.message), result.error)
    return result.value as T
  }

  async function settled(): Promise<SessionState> {
    for (let i = 0; i < 400; i++) {
      const state = await call<SessionState>('session:get')
      if (state.status !== 'loading' && !state.refreshing) return state
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    throw new Error('the session never settled')
  }

  await settled()
  return {
    backend,
    sandbox,
    clock,
    call,
    settled,
    async advance(ms) {
      await clock.advance(ms)
      return settled()
    },
    async setVisible(visible) {
      await call('app:setVisibility', { visible })
      return settled()
    },
    async close() {
      await backend.dispose()
      await sandbox.close()
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    },
  }
}

/** Requests the simulator answered with the given token since the log was last cleared. */
export function requestsBy(sandbox: SandboxHandle, token: string = DEMO_TOKEN): number {
  return sandbox.requests.all().filter((r) => (r.headers.authorization ?? '').endsWith(token)).length
}
