import type { Task } from '../../shared/models'
import type { TaskList } from '../../shared/channels/tasks'

/** Where a tracked task came from, which decides how it is polled. */
export type TrackedTaskSource =
  /** A server action: polled through GET /server/{serverId}/action (one request per server per round). */
  | { kind: 'serverAction'; serverId: number }
  /** A storage task (activation, user block/unblock): read from GET /storage or GET /storage/users/{userId}. */
  | { kind: 'storage'; userId: number | null }
  /** A public-network deletion: ends when GET /publicnetwork/{networkId} answers 404. */
  | { kind: 'publicNetworkDeletion'; networkId: number }
  /**
   * A server being built (created or cloned: until Active) or deleted (until gone): read through GET /server/{id},
   * one request per server per round.
   */
  | { kind: 'serverState'; serverId: number; until: 'active' | 'gone' }
  /** An image being made (until Active) or deleted (until gone): one GET /image per round answers for all. */
  | { kind: 'image'; imageId: number; until: 'active' | 'gone' }

/** What the UI opens when the user clicks a task: a resource in the tree. */
export interface TaskResourceRef {
  /** A ResourceKind of electron/shared/resources.ts ('server', 'storageUser'…). */
  kind: string
  id: number | string
  /** The containing resource where ids are only unique inside it. */
  parentId?: number
}

export interface TrackRequest {
  accountId: string
  task: Task
  source: TrackedTaskSource
  /** What the task is about, in English: "PowerOff of web-1". */
  title: string
  /** The resource's name ("web-1"), so the UI can word the task in the user's language. */
  subject?: string
  resource: TaskResourceRef
}

export interface TaskTracker {
  /** Starts following a task a mutating call returned (or one found running in a snapshot). */
  track(request: TrackRequest): void
  dispose(): void
}

/** The real tracker: what the task centre's handlers and the hosts need beyond `track`. */
export interface TaskCentre extends TaskTracker {
  list(): TaskList
  /** Resolves once the persisted tasks are loaded (at once after that). */
  loaded(): Promise<void>
  dismiss(key: string): TaskList
  clearFinished(): TaskList
  /** The window showed these tasks' ends: they are not announced again. */
  acknowledge(keys: readonly string[]): TaskList
  /** Resolves when persisted tasks are loaded and no poll round or file write is in flight (tests, shutdown). */
  settled(): Promise<void>
  /** Stops following (dispose) and waits for the last file writes, so the data dir can be removed safely. */
  close(): Promise<void>
}

/** One followed task, as kept in memory and (minus the scheduling fields) on disk. */
export interface TrackedTask extends TrackRequest {
  key: string
  accountLabel: string
  startedAt: number
  endedAt: number | null
  problem: string | null
  /** Whether its end was shown to the user (a window acknowledged it); an end not shown is shown at next connect. */
  announced: boolean
  paused: boolean
  /** Scheduling, never persisted: when this task wants its next read, and the last wait used. */
  nextPollAt: number
  lastDelayMs: number | null
}
