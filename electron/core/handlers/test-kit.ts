import { DEMO_TOKEN, startSandbox, type SandboxHandle } from '../../sandbox'
import type { CustomerState } from '../../sandbox'
import type { SessionState } from '../../shared/contract'
import type { Backend } from '../backend'
import { closeTestBackend, createTestBackend, invokeOrThrow, waitForSession } from '../test-kit'

/**
 * A real backend on the Demo account, pointed at a sandbox the test holds, so a test can call channels and
 * then look at what the API holds. For the DNS, SSL and storage handler tests.
 */
export async function startDemoBackend(): Promise<{
  backend: Backend
  sandbox: SandboxHandle
  api: () => CustomerState
  call: <T>(channel: string, input?: unknown) => Promise<T>
  session: (predicate?: (s: SessionState) => boolean) => Promise<SessionState>
  close: () => Promise<void>
}> {
  const sandbox = await startSandbox({ paceMs: 20 })
  const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, probeDelaysMs: [50] })
  const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)

  const session = (predicate: (s: SessionState) => boolean = (s) => s.status === 'ready' && !s.refreshing) => waitForSession(backend, predicate)

  await session()
  return {
    backend,
    sandbox,
    api: () => sandbox.state(DEMO_TOKEN),
    call,
    session,
    close: () => closeTestBackend(backend, sandbox, dataDir),
  }
}

/** The failure a channel answered with (fails the test when it succeeded). */
export async function refusal(backend: Backend, channel: string, input?: unknown) {
  const result = await backend.invoke(channel, input)
  if (result.ok) throw new Error(`${channel} was expected to fail`)
  return result.error
}
