import type { CloudApi } from '../api'
import type { AccountService } from '../accounts/account-service'
import type { SnapshotSection } from '../../shared/contract'
import type { TaskTracker } from '../tasks/types'

/** What every resource handler (servers, networks, DNS, SSL, storage, SSH keys) works with. */
export interface ResourceContext {
  /**
   * Runs a change against the active account's API, then re-reads the named snapshot sections so the tree
   * shows the result. Refused while the account is offline; a connectivity failure puts it offline.
   */
  mutate<T>(sections: readonly SnapshotSection[], change: (api: CloudApi, accountId: string) => Promise<T>): Promise<T>
  /** A read outside the snapshot (e.g. a server's action history), against the active account. */
  read<T>(fetch: (api: CloudApi, accountId: string) => Promise<T>): Promise<T>
  tasks: TaskTracker
}

export function createResourceContext(accounts: AccountService, tasks: TaskTracker): ResourceContext {
  async function run<T>(fn: (api: CloudApi, accountId: string) => Promise<T>, sections: readonly SnapshotSection[] | null): Promise<T> {
    const session = await accounts.activeSession()
    const state = session.state()
    if (sections && state.status === 'offline') {
      // No time here: the backend does not know the user's time zone; the offline banner shows it.
      throw { kind: 'offline', message: 'You are offline. Changes are disabled until the API answers again.' }
    }
    const api = await accounts.apiFor(state.accountId)
    try {
      const result = await fn(api, state.accountId)
      if (sections && sections.length > 0) void session.refresh(sections)
      return result
    } catch (error) {
      session.noteFailure(error)
      throw error
    }
  }
  return {
    mutate: (sections, change) => run(change, sections),
    read: (fetch) => run(fetch, null),
    tasks,
  }
}
