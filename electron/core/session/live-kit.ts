import { createManualClock, DEMO_TOKEN, startSandbox, type SandboxHandle, type SandboxOptions } from '../../sandbox'
import type { AccountSummary, SessionReceipt, SessionState } from '../../shared/contract'
import type { RereadRequest } from '../../shared/channels/session'
import type { BackendDeps } from '../compose/backend-deps'
import type { Backend } from '../ports'
import { closeTestBackend, createTestBackend, invokeOrThrow, wholeSession } from '../test-kit'

/**
 * A real backend on the Demo account against a simulator the caller holds, on a manual clock: the cadence
 * and the probes move only when `advance` says, while the HTTP reads take real (short) time. For the live
 * refresh tests and bench/live-refresh.bench.ts.
 */
export async function startLiveBackend(
  options: { sandbox?: SandboxOptions; backend?: Partial<BackendDeps> } = {},
): Promise<{
  backend: Backend
  sandbox: SandboxHandle
  clock: ReturnType<typeof createManualClock>
  call: <T>(channel: string, input?: unknown) => Promise<T>
  /** The session once no read is in flight. */
  settled: () => Promise<SessionState>
  /** Moves the backend's clock, then waits for the reads it started. */
  advance: (ms: number) => Promise<SessionState>
  setVisible: (visible: boolean) => Promise<SessionState>
  close: () => Promise<void>
}> {
  const sandbox = await startSandbox({ paceMs: 20, ...options.sandbox })
  const clock = createManualClock(Date.UTC(2026, 0, 5, 9, 0, 0))
  // The Demo's zone stays unpublished: its settling re-reads would add to every count (they have tests of their own).
  const { backend, dataDir } = await createTestBackend({
    clock,
    demoApiUrl: sandbox.baseUrl,
    settlingDelaysMs: [],
    ...options.backend,
  })
  // The answers that carry a state give it whole, as a window holds it (a large one's fill applied).
  const carriesState = new Set(['session:get', 'accounts:switch'])
  const call = <T>(channel: string, input?: unknown) =>
    carriesState.has(channel)
      ? (wholeSession(backend, channel, input) as Promise<T>)
      : invokeOrThrow<T>(backend, channel, input)

  // Checked now and again after each session:changed of a newer revision (the event a finished read sends), never on
  // a clock of its own: at 100,000 records under load a read can take longer than any fixed wait, and polling would
  // slow it further. Only a newer revision counts: a large state's own fill (which wholeSession asks for) comes as
  // session:changed events of the revision just read, and waking on those re-read the state in a hot loop.
  const settled = async (): Promise<SessionState> => {
    for (;;) {
      let newest = -1
      let seen = Number.POSITIVE_INFINITY
      let wake = () => {}
      const newer = new Promise<void>((resolve) => (wake = resolve))
      const stop = backend.on('session:changed', (event) => {
        newest = Math.max(newest, revisionOf(event))
        if (newest > seen) wake()
      })
      try {
        const state = await wholeSession(backend)
        if (state.status !== 'loading' && !state.refreshing) return state
        seen = state.revision
        if (newest <= seen) await newer
      } finally {
        stop()
      }
    }
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
    close: () => closeTestBackend(backend, sandbox, dataDir),
  }
}

/** The revision a session:changed event is of (every kind carries one). */
function revisionOf(event: unknown): number {
  if (typeof event !== 'object' || event === null || !('revision' in event)) return -1
  return typeof event.revision === 'number' ? event.revision : -1
}

/** Requests the simulator answered with the given token since the log was last cleared. */
export function requestsBy(sandbox: SandboxHandle, token: string = DEMO_TOKEN): number {
  return sandbox.requests.all().filter((r) => (r.headers.authorization ?? '').endsWith(token)).length
}

/**
 * session:reread as a window sees it: the answer is only the revision reached (the state went out as events); the
 * state is then read, and must be at that revision.
 */
export async function reread(
  kit: { call: <T>(channel: string, input?: unknown) => Promise<T> },
  request: RereadRequest,
): Promise<SessionState> {
  const receipt = await kit.call<SessionReceipt>('session:reread', request)
  const state = await kit.call<SessionState>('session:get')
  if (Object.keys(receipt).sort().join() !== 'accountId,revision')
    throw new Error(`session:reread answered with more than a receipt: ${Object.keys(receipt).join(', ')}`)
  if (receipt.accountId !== state.accountId || receipt.revision !== state.revision)
    throw new Error(`the receipt ${JSON.stringify(receipt)} is not the state's revision ${state.revision}`)
  return state
}

/**
 * A second customer of the kit's simulator (the demo data, under `token`) and an account for it, added as the
 * add-account dialog adds one; `fields` add to the request (its cadence).
 */
export function addOtherAccount(
  kit: { sandbox: SandboxHandle; call: <T>(channel: string, input?: unknown) => Promise<T> },
  label: string,
  token: string,
  fields: { refreshSeconds?: number | null } = {},
): Promise<AccountSummary> {
  kit.sandbox.addCustomer({ token, data: 'demo' })
  return kit.call<AccountSummary>('accounts:add', { label, baseUrl: kit.sandbox.baseUrl, token, ...fields })
}
