import type { AccountSummary, SessionState } from '../../shared/contract'
import type { EventBus } from '../event-bus'
import type { Clock, FetchFn, Logger, SecretStore } from '../ports'
import type { SnapshotCache } from '../session/snapshot-cache'
import { addAccount, replaceToken, updateAccount, type AccountEditContext } from './account-edits'
import { createAccountDirectory } from './account-directory'
import { createRequestFailures } from '../log/request-failures'
import { createApiClients, refusal, type ApiTuning } from './api-clients'
import { testConnection, type ConnectionTarget } from './connection-test'
import type { DemoSandbox } from './demo-sandbox'
import { DEMO_ACCOUNT_ID, type AccountRegistry } from './registry'
import { createSessionPool } from './session-pool'

export interface AccountServiceDeps {
  registry: AccountRegistry
  secrets: SecretStore
  cache: SnapshotCache
  demo: DemoSandbox
  bus: EventBus
  clock: Clock
  log: Logger
  probeDelaysMs?: readonly number[]
  apiTuning?: ApiTuning
  /** [0, 1): jitter of the re-reads of failed sections (tests pin it). */
  random?: () => number
  /** The waits between re-reads of what is settling (settling-rereads.ts); [] turns them off (tests that count requests). */
  settlingDelaysMs?: readonly number[]
  /** Every API call's way out (the host's network with the proxy preference applied). */
  fetch?: FetchFn
  /** The ids of the images an account made (its journal): no public source shows an ownership field. */
  madeImages?: (accountId: string) => Promise<readonly number[]>
}

/** Removes an account: its session, client, token, cache and record; the Demo account when it was the active one. */
async function removeAccount(
  deps: AccountServiceDeps,
  { directory, pool, apis }: Pick<AccountEditContext, 'directory' | 'pool' | 'apis'>,
  id: string,
  switchTo: (id: string) => Promise<unknown>,
): Promise<AccountSummary[]> {
  if (id === DEMO_ACCOUNT_ID)
    throw refusal('invalidInput', 'The Demo account cannot be removed; hide it instead.', 'id')
  await directory.recordOf(id)
  const wasActive = (await deps.registry.activeId()) === id
  await pool.drop(id)
  apis.forget(id)
  await deps.secrets.delete(id)
  await deps.cache.remove(id)
  await deps.registry.remove(id)
  if (wasActive) await switchTo(DEMO_ACCOUNT_ID)
  return directory.announce()
}

/**
 * Accounts, their tokens and their sessions: the only place that turns an account id into an API client. The
 * parts: the directory (summaries, announcing), the edits (account-edits.ts), the session pool (sessions, the
 * active one, and the re-read policy that follows it).
 */
export function createAccountService(deps: AccountServiceDeps) {
  const directory = createAccountDirectory(deps)
  const failures = createRequestFailures()
  const apis = createApiClients({ ...deps, failures, recordOf: directory.recordOf })
  const pool = createSessionPool({ ...deps, apis })
  const edits: AccountEditContext = { ...deps, apis, directory, pool }

  /**
   * Makes `id` the active account and answers its state. The accounts' change is announced on the next turn of the
   * event loop, once the answer has gone: announced first, it reached the window ahead of the answer and had it
   * re-draw the fleet's cards and the account list (6–11 ms in a Chromium trace of a switch) while the new
   * account's state waited behind them; that window lists the accounts again after its switch anyway.
   */
  async function switchTo(id: string): Promise<SessionState> {
    await deps.registry.setActive(id)
    const state = await pool.open(id)
    setImmediate(() => void directory.announce().catch((error: unknown) => deps.log.warn(`accounts: ${String(error)}`)))
    return state
  }

  return {
    list: directory.summaries,
    /** The name and guard rail of the account a change is for (core/accounts/guard.ts). */
    guardOf: async (id: string) => {
      const { label, guard } = await directory.recordOf(id)
      return { label, guard }
    },
    apiFor: apis.get,
    /** The requests that failed in this run, by account and what failed (Copy diagnostics). */
    failedRequests: failures.lines,
    onSessionChange: pool.onSessionChange,
    /** What an answer carrying a state says: a small first state when it is large, the rest sent as its fill. */
    answer: pool.answer,
    /** The rest of a first state, sent as its fill once its window asks (session:fill). */
    sendFill: pool.sendFill,
    test: (target: ConnectionTarget) => testConnection({ ...target, fetch: deps.fetch }),
    /** The active account's cache, read as the host starts (see AccountSession.prepare); failures are the session's to report later. */
    prepareActive: async (): Promise<void> => pool.sessionFor(await deps.registry.activeId()).prepare(),
    activeSession: pool.activeSession,
    /** Any account's session (a bulk action's item goes to its own account, whichever is active). */
    sessionOf: pool.sessionFor,
    /** The one decision place for re-reads (core/session/reread-policy.ts), following the active session. */
    rereads: pool.rereads,
    reread: pool.reread,
    rereadAfterTask: pool.rereadAfterTask,
    /** Whether the user can see Hostdeck: the cadence reads only while they can. */
    setVisible: (visible: boolean) => pool.rereads.setVisible(visible),
    add: (input: Parameters<typeof addAccount>[1]) => addAccount(edits, input),
    update: (input: Parameters<typeof updateAccount>[1]) => updateAccount(edits, input),
    replaceToken: (id: string, token: string) => replaceToken(edits, id, token),
    remove: (id: string) => removeAccount(deps, edits, id, switchTo),
    async setHidden(id: string, hidden: boolean): Promise<AccountSummary[]> {
      if (hidden && (await deps.registry.activeId()) === id) {
        throw refusal('invalidInput', 'The active account cannot be hidden; switch to another account first.', 'id')
      }
      await deps.registry.update(id, { hidden })
      return directory.announce()
    },
    switchTo,
    /**
     * Background watching: reads every section of an account that is not active through its own session
     * (the active one is never touched); 'unreachable' when its API could not be reached.
     */
    async readInBackground(id: string): Promise<'answered' | 'unreachable' | 'failed' | 'active'> {
      if ((await deps.registry.activeId()) === id) return 'active'
      await directory.recordOf(id)
      const state = await pool.sessionFor(id).readInBackground()
      return state.status === 'ready' ? 'answered' : state.status === 'offline' ? 'unreachable' : 'failed'
    },
    isOffline: pool.isOffline,
    async dispose(): Promise<void> {
      await pool.dispose()
      await deps.demo.close()
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
