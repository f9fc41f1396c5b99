import type { HostdeckErrorData } from '../errors'
import type { Account } from './accounts'
import type { UnreadableItem } from './unreadable'

/**
 * Everything Hostdeck knows about one account's resources. A section is undefined when the account's API
 * does not offer it (an extension that answered 404/405) — the UI hides it rather than failing. Each domain's
 * model file adds its own sections here (declaration merging: `declare module './session'`), so this file names
 * no kind; their order is the registry's (`SNAPSHOT_SECTIONS`, shared/resources/registry.ts).
 */
export interface AccountSnapshot {
  account?: Account
  /** Per section, the items the service sent that could not be read (left out of the list, shown as a count). */
  unreadable?: Partial<Record<SnapshotSection, UnreadableItem[]>>
}

/**
 * loading: nothing to show yet · ready: data is current · offline: the API is unreachable, showing cached
 * data read-only · error: the API answered but refused (bad token…), `problem` says what to do.
 */
export type SessionStatus = 'loading' | 'ready' | 'offline' | 'error'

export interface SessionState {
  /**
   * Increases with every change of any account's session: answers and pushed events can arrive out of
   * order, and the renderer keeps whichever state is newest.
   */
  revision: number
  accountId: string
  status: SessionStatus
  /** True while a refresh is in flight (the data shown stays usable). */
  refreshing: boolean
  snapshot: AccountSnapshot | null
  /** When the snapshot was fetched (ISO); the offline banner and the status bar show it. */
  fetchedAt: string | null
  /** True when the snapshot came from the disk cache and has not been refreshed yet. */
  fromCache: boolean
  problem: HostdeckErrorData | null
  /** Sections that could not be refreshed, with why; their last data is kept. */
  sectionProblems: Partial<Record<SnapshotSection, string>>
  /**
   * Per section, when it was last read successfully (ISO; a section the API does not offer counts as read).
   * A section that failed keeps its earlier time; one never read has none. From the disk cache (fromCache),
   * the times they were read then. `fetchedAt` is when anything was last read (so not older than these).
   */
  sectionsFetchedAt: Partial<Record<SnapshotSection, string>>
  /** Where this account's token lives; 'session' means it will not be remembered after a restart. */
  secretStorage: 'keychain' | 'safeStorage' | 'session' | 'none'
  /**
   * Only in an answer's small first state: the sections it carries in part (a zone's records left out, a list's
   * first items) or not at all; the `fill` event of the same revision, sent with the answer, brings them whole.
   */
  pending?: SnapshotSection[]
}

/** A section of the snapshot: each of its members but the per-section notes of unreadable items. */
export type SnapshotSection = Exclude<keyof AccountSnapshot, 'unreadable'>

/** Whether `next` should replace `current`: only a newer revision does (answers and pushes may cross). */
export function isNewerSession(
  current: Pick<SessionState, 'revision'> | null,
  next: Pick<SessionState, 'revision'>,
): boolean {
  return current === null || next.revision > current.revision
}
