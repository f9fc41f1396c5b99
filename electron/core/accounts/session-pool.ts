import type { RereadRequest } from '../../shared/channels/session'
import type { SessionState, SnapshotSection } from '../../shared/models/session'
import type { EventBus } from '../event-bus'
import type { Clock, Logger, SecretStore } from '../ports'
import { createAccountSession, type AccountSession } from '../session/account-session'
import { createRereadPolicy } from '../session/reread-policy'
import { createSessionAnnouncer } from '../session/session-announcer'
import type { SnapshotCache } from '../session/snapshot-cache'
import type { ApiClients } from './api-clients'
import { DEMO_ACCOUNT_ID, type AccountRegistry } from './registry'

export interface SessionPoolDeps {
  registry: AccountRegistry
  secrets: SecretStore
  cache: SnapshotCache
  bus: EventBus
  clock: Clock
  log: Logger
  apis: ApiClients
  probeDelaysMs?: readonly number[]
  random?: () => number
  /** The waits between re-reads of what is settling (settling-rereads.ts); [] turns them off (tests that count requests). */
  settlingDelaysMs?: readonly number[]
}

function newSession(
  deps: SessionPoolDeps,
  id: string,
  onChange: (state: SessionState) => void,
  nextRevision: () => number,
): AccountSession {
  const secretStorage = id === DEMO_ACCOUNT_ID ? 'none' : deps.secrets.kind
  return createAccountSession({
    ...deps,
    accountId: id,
    api: () => deps.apis.get(id),
    secretStorage,
    onChange,
    nextRevision,
  })
}

/** Every account's session, one of them active: the re-read policy follows it, and its states are announced. */
export function createSessionPool(deps: SessionPoolDeps) {
  const sessions = new Map<string, AccountSession>()
  const rereads = createRereadPolicy(deps)
  const announcer = createSessionAnnouncer(deps.bus)
  let revision = 0

  const onChange = (state: SessionState) => {
    announcer.announce(state)
    rereads.changed()
  }
  function sessionFor(id: string): AccountSession {
    const session = sessions.get(id) ?? newSession(deps, id, onChange, () => ++revision)
    sessions.set(id, session)
    return session
  }

  const isActive = async (id: string) => (await deps.registry.activeId()) === id
  /** Runs `act` on the account's session if it has one and is the active account. */
  async function ifActive(id: string, act: (session: AccountSession) => unknown): Promise<void> {
    const session = sessions.get(id)
    if (session && (await isActive(id))) await act(session)
  }

  /** The re-reads follow the active account's session, at that account's cadence. */
  const followActive = async (id: string, session: AccountSession) => {
    const record = await deps.registry.get(id)
    if (record && (await isActive(id))) rereads.follow(session, record.refreshSeconds)
  }

  async function activeSession(): Promise<AccountSession> {
    const id = await deps.registry.activeId()
    const session = sessionFor(id)
    // Not opened yet (a read ahead or in the background does not open it): opened now, announced and refreshed.
    if (!session.isActive()) await session.open()
    await followActive(id, session)
    return session
  }

  return {
    sessionFor,
    /** The account's cadence setting changed: the active one follows it now. */
    cadenceChanged: (id: string) => ifActive(id, (session) => followActive(id, session)),
    activeSession,
    rereads,
    onSessionChange: announcer.onSessionChange,
    /** An answer that carries a state: a small first state when it is large, the rest sent as its fill. */
    answer: announcer.answer,
    sendFill: announcer.sendFill,
    /** Another account becomes active: every other session stops; this one opens and is followed. */
    async open(id: string): Promise<SessionState> {
      for (const [other, session] of sessions) if (other !== id) session.suspend()
      const session = sessionFor(id)
      const state = await session.open()
      await followActive(id, session)
      return state
    },
    /** What the window asked for (session:reread), on the active account. */
    async reread(request: RereadRequest): Promise<SessionState> {
      return rereads.asked(await activeSession(), request)
    },
    /** A task ended: the active account re-reads what it changed (once visible, when the window is hidden). */
    rereadAfterTask: (id: string, sections: readonly SnapshotSection[]) =>
      ifActive(id, (session) => rereads.afterTask(session, sections)),
    /** The account changed address or token: its session reads everything again if it is the active one. */
    reconnected: (id: string) => ifActive(id, (session) => void session.refresh()),
    async drop(id: string): Promise<void> {
      await sessions.get(id)?.dispose()
      sessions.delete(id)
    },
    /** True while the active account cannot reach its API (its session probes until it can). */
    async isOffline(id: string): Promise<boolean> {
      return (await isActive(id)) && sessions.get(id)?.state().status === 'offline'
    },
    async dispose(): Promise<void> {
      rereads.dispose()
      await Promise.all([...sessions.values()].map((session) => session.dispose()))
    },
  }
}

export type SessionPool = ReturnType<typeof createSessionPool>
