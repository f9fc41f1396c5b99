import type { Task } from '../../shared/models'

/** Where a tracked task came from, which decides how it is polled. */
export type TrackedTaskSource =
  /** A server action: polled through GET /server/{serverId}/action (one request per server per round). */
  | { kind: 'serverAction'; serverId: number }
  /** A storage task (activation, user block/unblock): read from GET /storage or GET /storage/users/{userId}. */
  | { kind: 'storage'; userId: number | null }
  /** A public-network deletion: ends when GET /publicnetwork/{networkId} answers 404. */
  | { kind: 'publicNetworkDeletion'; networkId: number }

/** What the UI opens when the user clicks a task: a resource in the tree. */
export interface TaskResourceRef {
  kind: string
  id: number | string
}

export interface TrackRequest {
  accountId: string
  task: Task
  source: TrackedTaskSource
  /** What the task is about, in the user's words: "PowerOff of web-1". */
  title: string
  resource: TaskResourceRef
}

export interface TaskTracker {
  /** Starts following a task a mutating call returned (or one found running in a snapshot). */
  track(request: TrackRequest): void
  dispose(): void
}
