import type { AccountSummary, SessionState, SnapshotSection } from '../../shared/contract'
import { ACCOUNT_COLORS } from '../../shared/channels/accounts'
import { normaliseBaseUrl } from '../../shared/base-url'
import type { EventBus } from '../event-bus'
import type { Clock, Logger, SecretStore } from '../ports'
import { createAccountSession, type AccountSession } from '../session/account-session'
import { createLiveRefresh } from '../session/live-refresh'
import type { SnapshotCache } from '../session/snapshot-cache'
import { createApiClients, refusal, type ApiTuning } from './api-clients'
import { diffSession } from '../../shared/session-change'
import { testConnection } from './connection-test'
import type { DemoSandbox } from './demo-sandbox'
import { DEMO_ACCOUNT_ID, type AccountRecord, type AccountRegistry } from './registry'

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
}

/** Accounts, their tokens and their sessions: the only place that turns an account id into an API client. */
export function createAccountService(deps: AccountServiceDeps) {
  const apis = createApiClients({ ...deps, recordOf: (id) => recordOf(id) })
  const sessions = new Map<string, AccountSession>()
  const live = createLiveRefresh({ clock: deps.clock, log: deps.log })
  let revision = 0
  /** The state the last session:changed described: the next one carries only what changed since. */
  let lastSent: SessionState | null = null
  /** In-process followers of the active session (the task tracker): they get the state itself, not a change. */
  const followers = new Set<(state: SessionState) => void>()
  const announceSession = (state: SessionState) => {
    const change = diffSession(lastSent, state)
    lastSent = state
    for (const follower of followers) follower(state)
    deps.bus.emit('session:changed', change)
  }

  async function summaries(): Promise<AccountSummary[]> {
    const activeId = await deps.registry.activeId()
    const demoUrl = await deps.demo.baseUrlIfStarted()
    // A record holds no secret: every field of it is the summary's, plus what only the service knows.
    return (await deps.registry.all()).map(({ baseUrl, ...record }) => ({
      ...record,
      kind: record.id === DEMO_ACCOUNT_ID ? ('demo' as const) : ('custom' as const),
      baseUrl: record.id === DEMO_ACCOUNT_ID ? demoUrl : baseUrl,
      active: record.id === activeId,
    }))
  }

  async function announce(): Promise<AccountSummary[]> {
    const list = await summaries()
    deps.bus.emit('accounts:changed', list)
    return list
  }

  async function summaryOf(id: string): Promise<AccountSummary> {
    const found = (await summaries()).find((a) => a.id === id)
    if (!found) throw refusal('notFound', `There is no account with id "${id}".`)
    return found
  }

  async function recordOf(id: string): Promise<AccountRecord> {
    const record = await deps.registry.get(id)
    if (!record) throw refusal('notFound', `There is no account with id "${id}".`)
    return record
  }

  function sessionFor(id: string): AccountSession {
    let session = sessions.get(id)
    if (!session) {
      session = createAccountSession({
        accountId: id,
        api: () => apis.get(id),
        cache: deps.cache,
        clock: deps.clock,
        log: deps.log,
        secretStorage: id === DEMO_ACCOUNT_ID ? 'none' : deps.secrets.kind,
        probeDelaysMs: deps.probeDelaysMs,
        random: deps.random,
        onChange: announceSession,
        nextRevision: () => ++revision,
      })
      sessions.set(id, session)
    }
    return session
  }

  /** The cadence follows the active account's session, at that account's setting. */
  async function followActive(id: string, session: AccountSession): Promise<void> {
    const record = await deps.registry.get(id)
    if (record && (await deps.registry.activeId()) === id) live.follow(session, record.refreshSeconds)
  }

  async function switchTo(id: string): Promise<SessionState> {
    await deps.registry.setActive(id)
    for (const [other, session] of sessions) if (other !== id) session.suspend()
    const session = sessionFor(id)
    const state = await session.open()
    await followActive(id, session)
    await announce()
    return state
  }

  return {
    list: summaries,
    apiFor: apis.get,
    /** Every state of the active session as it changes, in process (no copy, no diff); returns the unsubscribe. */
    onSessionChange(follower: (state: SessionState) => void): () => void {
      followers.add(follower)
      return () => followers.delete(follower)
    },
    test: testConnection,

    /** The active account's cache, read as the host starts (see AccountSession.prepare); failures are the session's to report later. */
    async prepareActive(): Promise<void> {
      await sessionFor(await deps.registry.activeId()).prepare()
    },

    async activeSession(): Promise<AccountSession> {
      const id = await deps.registry.activeId()
      const session = sessionFor(id)
      // Not opened yet (reading its cache ahead, or in the background, does not open it): opened now, which
      // announces it and starts its refresh.
      if (!session.isActive()) await session.open()
      await followActive(id, session)
      return session
    },

    /** Whether the user can see Hostdeck: the cadence reads only while they can. */
    setVisible: (visible: boolean) => live.setVisible(visible),

    /** A task ended: the active account re-reads what it changed (once visible, when the window is hidden). */
    async rereadAfterTask(id: string, sections: readonly SnapshotSection[]): Promise<void> {
      if ((await deps.registry.activeId()) !== id) return
      const session = sessions.get(id)
      if (session) await live.rereadAfterTask(session, sections)
    },

    async add(input: {
      label: string
      baseUrl: string
      token: string
      authScheme: string
      color?: string
      refreshSeconds?: number | null
    }): Promise<AccountSummary> {
      const baseUrl = normaliseBaseUrl(input.baseUrl)
      await testConnection({ baseUrl, token: input.token, authScheme: input.authScheme })
      const count = (await deps.registry.all()).length
      const record = await deps.registry.add({
        label: input.label.trim(),
        baseUrl,
        authScheme: input.authScheme,
        color: input.color ?? ACCOUNT_COLORS[count % ACCOUNT_COLORS.length]!,
        refreshSeconds: input.refreshSeconds,
      })
      try {
        await deps.secrets.set(record.id, input.token.trim())
      } catch (error) {
        await deps.registry.remove(record.id)
        throw refusal(
          'secretStore',
          `The account was not saved: the keychain refused the token (${(error as Error).message}).`,
        )
      }
      await announce()
      return summaryOf(record.id)
    },

    async update(input: {
      id: string
      label?: string
      color?: string
      authScheme?: string
      refreshSeconds?: number | null
      baseUrl?: string
    }): Promise<AccountSummary> {
      const { id, label, color, authScheme, refreshSeconds } = input
      const record = await recordOf(id)
      // A new address (or scheme) is tried with the stored token first: nothing is saved that cannot connect.
      const baseUrl = input.baseUrl === undefined ? undefined : normaliseBaseUrl(input.baseUrl)
      const moved = baseUrl !== undefined && baseUrl !== record.baseUrl
      if (moved && id === DEMO_ACCOUNT_ID)
        throw refusal('invalidInput', 'The Demo account’s address cannot be changed.', 'baseUrl')
      if (moved) {
        const token = await deps.secrets.get(id)
        if (token) await testConnection({ baseUrl, token, authScheme: authScheme ?? record.authScheme })
      }
      await deps.registry.update(id, {
        label: label?.trim(),
        color,
        authScheme,
        refreshSeconds,
        baseUrl: moved ? baseUrl : undefined,
      })
      if (authScheme !== undefined || moved) apis.forget(id)
      if (moved && sessions.has(id) && (await deps.registry.activeId()) === id) void sessions.get(id)!.refresh()
      if (refreshSeconds !== undefined && sessions.has(id)) await followActive(id, sessions.get(id)!)
      await announce()
      return summaryOf(input.id)
    },

    async replaceToken(id: string, token: string): Promise<AccountSummary> {
      if (id === DEMO_ACCOUNT_ID) throw refusal('invalidInput', 'The Demo account needs no token.', 'id')
      const record = await recordOf(id)
      await testConnection({ baseUrl: record.baseUrl, token, authScheme: record.authScheme })
      await deps.secrets.set(id, token.trim())
      apis.forget(id)
      const session = sessions.get(id)
      if (session && (await deps.registry.activeId()) === id) void session.refresh()
      return summaryOf(id)
    },

    async remove(id: string): Promise<AccountSummary[]> {
      if (id === DEMO_ACCOUNT_ID)
        throw refusal('invalidInput', 'The Demo account cannot be removed; hide it instead.', 'id')
      await recordOf(id)
      const wasActive = (await deps.registry.activeId()) === id
      await sessions.get(id)?.dispose()
      sessions.delete(id)
      apis.forget(id)
      await deps.secrets.delete(id)
      await deps.cache.remove(id)
      await deps.registry.remove(id)
      if (wasActive) await switchTo(DEMO_ACCOUNT_ID)
      return announce()
    },

    async setHidden(id: string, hidden: boolean): Promise<AccountSummary[]> {
      if (hidden && (await deps.registry.activeId()) === id) {
        throw refusal('invalidInput', 'The active account cannot be hidden; switch to another account first.', 'id')
      }
      await deps.registry.update(id, { hidden })
      return announce()
    },

    switchTo,

    /**
     * Background watching: reads every section of an account that is not active through its own session
     * (the active one is never touched); 'unreachable' when its API could not be reached.
     */
    async readInBackground(id: string): Promise<'answered' | 'unreachable' | 'failed' | 'active'> {
      if ((await deps.registry.activeId()) === id) return 'active'
      await recordOf(id)
      const state = await sessionFor(id).readInBackground()
      return state.status === 'ready' ? 'answered' : state.status === 'offline' ? 'unreachable' : 'failed'
    },

    /** True while the active account cannot reach its API (its session probes until it can). */
    async isOffline(id: string): Promise<boolean> {
      return (await deps.registry.activeId()) === id && sessions.get(id)?.state().status === 'offline'
    },

    async dispose(): Promise<void> {
      live.dispose()
      await Promise.all([...sessions.values()].map((session) => session.dispose()))
      await deps.demo.close()
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
