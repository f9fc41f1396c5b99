import { DEMO_TOKEN, startSandbox, type SandboxHandle, type SandboxOptions } from '../../sandbox'
import type { CustomerState } from '../../sandbox'
import type { AccountSummary, SessionState } from '../../shared/contract'
import type { Backend } from '../ports'
import { closeTestBackend, createTestBackend, invokeOrThrow, waitForSession } from '../test-kit'

/** How long each step of a sandbox task takes (on the clock the sandbox is given). */
export const DEMO_PACE_MS = 20

/**
 * A real backend on the Demo account, pointed at a sandbox the test holds, so a test can call channels and
 * then look at what the API holds. For the DNS, SSL and storage handler tests. With a manual `clock`, the
 * sandbox's tasks move only when the test advances it.
 */
export async function startDemoBackend(options: Pick<SandboxOptions, 'clock'> = {}): Promise<{
  backend: Backend
  sandbox: SandboxHandle
  api: () => CustomerState
  call: <T>(channel: string, input?: unknown) => Promise<T>
  session: (predicate?: (s: SessionState) => boolean) => Promise<SessionState>
  close: () => Promise<void>
}> {
  const sandbox = await startSandbox({ paceMs: DEMO_PACE_MS, ...options })
  const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, probeDelaysMs: [50] })
  const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)

  const session = (predicate: (s: SessionState) => boolean = (s) => s.status === 'ready' && !s.refreshing) =>
    waitForSession(backend, predicate)

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

/** A second account on the same simulator, with the demo's data under its own token (the bulk and tags tests). */
export async function addClientAccount(
  kit: Pick<Awaited<ReturnType<typeof startDemoBackend>>, 'sandbox' | 'call'>,
  token: string,
): Promise<AccountSummary> {
  kit.sandbox.addCustomer({ token, data: 'demo' })
  return kit.call<AccountSummary>('accounts:add', { label: 'Client', baseUrl: kit.sandbox.baseUrl, token })
}
