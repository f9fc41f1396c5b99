import type { CloudApi } from '../api'
import type { AccountService } from '../accounts/account-service'
import type { AccountSnapshot, SnapshotSection } from '../../shared/contract'
import type { TaskTracker } from '../tasks/types'

/** What every resource handler (servers, networks, DNS, SSL, storage, SSH keys) works with. */
export interface ResourceContext {
  /**
   * Runs a change against the active account's API, then re-reads the named snapshot sections so the tree
   * shows the result. Refused while the account is offline; a connectivity failure puts it offline.
   */
  mutate<T>(sections: readonly SnapshotSection[], change: (api: CloudApi, accountId: string, known: AccountSnapshot | null) => Promise<T>): Promise<T>
  /** A read outside the snapshot (e.g. a server's action history), against the active account. */
  read<T>(fetch: (api: CloudApi, accountId: string) => Promise<T>): Promise<T>
  tasks: TaskTracker
}

/** Told when a change is about to be sent (the activity journal): which account, and what it knew. */
export interface MutationWatcher {
  sending(accountId: string, known: AccountSnapshot | null): void
}

export function createResourceContext(accounts: AccountService, tasks: TaskTracker, watcher?: MutationWatcher): ResourceContext {
  async function run<T>(fn: (api: CloudApi, accountId: string, known: AccountSnapshot | null) => Promise<T>, sections: readonly SnapshotSection[] | null): Promise<T> {
    const session = await accounts.activeSession()
    const state = session.state()
    if (sections && state.status === 'offline') {
      // No time here: the backend does not know the user's time zone; the offline banner shows it.
      throw { kind: 'offline', message: 'You are offline. Changes are disabled until the API answers again.' }
    }
    const api = await accounts.apiFor(state.accountId)
    try {
      // What the account's snapshot already says (names for task titles): no look-up stands before a write.
      if (sections) watcher?.sending(state.accountId, state.snapshot)
      const result = await fn(api, state.accountId, state.snapshot)
      if (sections && sections.length > 0) void session.refresh(sections)
      return result
    } catch (error) {
      session.noteFailure(error)
      // A write that may have been made: the user sees the state as it is now before deciding to try again.
      if (sections && sections.length > 0 && (error as { uncertain?: boolean })?.uncertain) void session.refresh(sections)
      throw error
    }
  }
  return {
    mutate: (sections, change) => run(change, sections),
    read: (fetch) => run(fetch, null),
    tasks,
  }
}
