import type { CloudApi } from '../api'
import type { AccountService } from '../accounts/account-service'
import type { AccountSnapshot, SnapshotSection } from '../../shared/contract'
import { guardRefusal } from '../accounts/guard'
import { currentCall, currentInvoke, targetAccount } from '../invoke-scope'
import { systemClock, type Clock } from '../ports'
import type { TaskTracker } from '../tasks/types'
import type { SnapshotUpdate } from '../session/answers'
import { BackendError } from '../errors'

/** How long one user action (a change) may take, every request of it included, before Hostdeck stops waiting. */
export const ACTION_TIME_LIMIT_MS = 30_000

/** HOSTDECK_ACTION_TIME_LIMIT_MS (tests and slow links), else ACTION_TIME_LIMIT_MS. */
export function actionTimeLimitFromEnv(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.HOSTDECK_ACTION_TIME_LIMIT_MS)
  return Number.isInteger(value) && value >= 100 && value <= 600_000 ? value : ACTION_TIME_LIMIT_MS
}

/** What every resource handler (servers, networks, DNS, SSL, storage, SSH keys) works with. */
export interface ResourceContext {
  /**
   * Runs a change against the active account's API, then re-reads the named snapshot sections so the tree
   * shows the result. Refused while the account is offline, and when the caller expected another account to
   * be active (nothing is sent then); a connectivity failure puts it offline. The change has a time limit and
   * can be cancelled by its request id (`cancel`): either way the answer is "may have been made" and the
   * sections are re-read. `answered` says how the change's answer updates the snapshot when it carries the
   * item (a PUT's): applied at once, before the re-read confirms it.
   */
  mutate<T>(
    sections: readonly SnapshotSection[],
    change: (api: CloudApi, accountId: string, known: AccountSnapshot | null) => Promise<T>,
    answered?: (result: T) => SnapshotUpdate | null,
  ): Promise<T>
  /** A read outside the snapshot (e.g. a server's action history), against the active account. */
  read<T>(fetch: (api: CloudApi, accountId: string) => Promise<T>): Promise<T>
  /** Stops waiting for the change sent with this request id; false when none is waited for. */
  cancel(requestId: string): boolean
  tasks: TaskTracker
}

export interface ResourceContextOptions {
  clock?: Clock
  /** The time limit of one change (tests shorten it). */
  actionTimeLimitMs?: number
  /** Told when a change is about to be sent (the activity journal). */
  watcher?: MutationWatcher
}

/** Told when a change is about to be sent (the activity journal): which account, and what it knew. */
export interface MutationWatcher {
  /**
   * Resolves once the change is written down as being sent (a crash after it leaves a line saying so); throws
   * when it cannot be written down, and then the change is not sent.
   */
  sending(accountId: string, known: AccountSnapshot | null): Promise<void>
}

/** Why Hostdeck stopped waiting for a change: the time limit, or the user's Cancel. */
type StopReason = 'timeLimit' | 'cancelled'

function stoppedWaiting(reason: StopReason, limitMs: number): BackendError {
  const why =
    reason === 'timeLimit'
      ? `Hostdeck stopped waiting for the change after ${Math.round(limitMs / 1000)} s without an answer`
      : 'You stopped waiting for the change before the service answered'
  return new BackendError({
    kind: reason === 'timeLimit' ? 'timeout' : 'cancelled',
    uncertain: true,
    message: `Could not confirm the change: ${why}. The change may have been made: Hostdeck reads the current state again; check it before trying again.`,
  })
}

/** Refuses a change prepared for another account than the active one: nothing is sent. */
async function refuseOtherAccount(accounts: AccountService, accountId: string): Promise<void> {
  const expected = currentInvoke().expectAccount
  if (expected === undefined || expected === accountId) return
  const list = await accounts.list()
  const labelOf = (id: string) => list.find((a) => a.id === id)?.label ?? id
  const [was, now] = [labelOf(expected), labelOf(accountId)]
  throw new BackendError({
    kind: 'accountChanged',
    message: `This change was prepared for the account “${was}”, but the active account is now “${now}” (switched in another window). Nothing was sent: switch back to “${was}” to send it.`,
  })
}

/** Why a change may not go out now: another account's, offline, or the account's guard rail. */
async function refuseChange(accounts: AccountService, state: { accountId: string; status: string }): Promise<void> {
  await refuseOtherAccount(accounts, state.accountId)
  if (state.status === 'offline') {
    // No time here: the backend does not know the user's time zone; the offline banner shows it.
    throw new BackendError({
      kind: 'offline',
      message: 'You are offline. Changes are disabled until the API answers again.',
    })
  }
  await refuseGuarded(accounts, state.accountId)
}

/** Refuses a change the account's guard rail does not let through (read-only, protected): nothing is sent or journaled. */
async function refuseGuarded(accounts: AccountService, accountId: string): Promise<void> {
  const refusal = guardRefusal(await accounts.guardOf(accountId), currentInvoke(), currentCall())
  if (refusal) throw refusal
}

export function createResourceContext(
  accounts: AccountService,
  tasks: TaskTracker,
  options: ResourceContextOptions = {},
): ResourceContext {
  const clock = options.clock ?? systemClock
  const limitMs = options.actionTimeLimitMs ?? ACTION_TIME_LIMIT_MS
  /** Changes being waited for, by the request id their caller gave. */
  const waiting = new Map<string, (reason: StopReason) => void>()

  /** Runs the change with its time limit and its Cancel; a stop answers at once, whatever the change still does. */
  async function limited<T>(api: CloudApi, run: (api: CloudApi) => Promise<T>): Promise<T> {
    const controller = new AbortController()
    const requestId = currentInvoke().requestId
    let stop: (reason: StopReason) => void = () => undefined
    const stopped = new Promise<never>((_, reject) => {
      stop = (reason) => {
        controller.abort()
        reject(stoppedWaiting(reason, limitMs))
      }
    })
    const timer = clock.setTimeout(() => stop('timeLimit'), limitMs)
    if (requestId) waiting.set(requestId, stop)
    try {
      const change = run(api.withSignal(controller.signal))
      // The change's own end after a stop is nobody's business any more: the re-read shows what it did.
      change.catch(() => undefined)
      return await Promise.race([change, stopped])
    } finally {
      clock.clearTimeout(timer)
      if (requestId && waiting.get(requestId) === stop) waiting.delete(requestId)
    }
  }

  async function run<T>(
    fn: (api: CloudApi, accountId: string, known: AccountSnapshot | null) => Promise<T>,
    sections: readonly SnapshotSection[] | null,
    answered?: (result: T) => SnapshotUpdate | null,
  ): Promise<T> {
    // A bulk action's item names its account; every other call is for the active one.
    const target = targetAccount()
    const session = target === null ? await accounts.activeSession() : accounts.sessionOf(target)
    const state = session.state()
    if (sections) await refuseChange(accounts, state)
    const api = await accounts.apiFor(state.accountId)
    try {
      // What the account's snapshot already says (names for task titles): no look-up stands before a write.
      if (sections) await options.watcher?.sending(state.accountId, state.snapshot)
      const result = sections
        ? await limited(api, (scoped) => fn(scoped, state.accountId, state.snapshot))
        : await fn(api, state.accountId, state.snapshot)
      const update = answered?.(result)
      if (update) session.applyAnswer(update)
      if (sections) accounts.rereads.afterChange(session, sections)
      return result
    } catch (error) {
      session.noteFailure(error)
      // A write that may have been made: the user sees the state as it is now before deciding to try again.
      if (sections && (error as { uncertain?: boolean })?.uncertain) accounts.rereads.afterChange(session, sections)
      throw error
    }
  }
  return {
    mutate: (sections, change, answered) => run(change, sections, answered),
    read: (fetch) => run(fetch, null),
    cancel(requestId) {
      const stop = waiting.get(requestId)
      stop?.('cancelled')
      return stop !== undefined
    },
    tasks,
  }
}
