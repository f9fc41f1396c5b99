import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import type { TaskOutcome, TaskPhase } from '../models'
import type { ResourceRef } from '../resources'

/** One followed task as the task centre, the tray and notifications see it. */
export interface TaskView {
  /** Stable across restarts: account, what is polled, task id. */
  key: string
  accountId: string
  /** The account's label when the task was last seen (accounts may be renamed). */
  accountLabel: string
  /** What the task is about, in English: "PowerOff of web-1" (logs; the UI words it with `describeTask`). */
  title: string
  /** The name of the resource it is about ("web-1", a user's login), when known. */
  name: string | null
  /** Raw task type as the API names it (PowerOff, StorageUserBlock, DeletePublicNetwork…). */
  type: string
  /** Raw state as the API last reported it. */
  state: string
  phase: TaskPhase
  /** null where the API gives no percent (server actions): show an indeterminate bar. */
  progressPercent: number | null
  /** Epoch ms when Hostdeck started following it. */
  startedAt: number
  endedAt: number | null
  /** Elapsed when this view was made; a running task's elapsed keeps growing from here. */
  elapsedMs: number
  resource: ResourceRef
  /** The account is offline: polling waits until it answers again. */
  paused: boolean
  /** Why the last poll did not succeed (rate limited, server error…), or `TASK_RESOURCE_GONE`. */
  problem: string | null
  /** Its end was shown to the user; an ended task not announced yet is announced when a window connects. */
  announced: boolean
}

export interface TaskList {
  /** Not finished yet, oldest first. */
  running: TaskView[]
  /** Finished, failed or unknown, newest first. */
  recent: TaskView[]
}

/** Pushed once when a task ends: what it was about and how it ended. */
export interface TaskFinished {
  key: string
  accountId: string
  accountLabel: string
  /** "PowerOff of web-1" */
  subject: string
  type: string
  name: string | null
  /** "PowerOff of web-1 completed" (English; the renderer words it from subject + phase). */
  title: string
  phase: TaskOutcome
  resource: ResourceRef
}

/** Asks the window to show a resource (a clicked notification or tray entry). */
export interface FocusResourceRequest {
  accountId: string
  resource: ResourceRef
}

// The words of tasks (native notices, titles) live in models/task-text.ts: the renderer's first paint needs them without zod.
export { nativeTaskText, taskTypeText, describeTask, type NativeTaskText } from '../models/task-text'
export type { TaskOutcome } from '../models/tasks'

export const taskKeySchema = z.string().trim().min(1, { error: 'is required' }).max(400, { error: 'is too long' })

export const taskChannels = {
  /** Running and recent tasks of every account. */
  'tasks:list': channel(z.undefined(), output<TaskList>()),
  /** Removes a finished task from the recent list; a running one cannot be dismissed. */
  'tasks:dismiss': channel(z.object({ key: taskKeySchema }).strict(), output<TaskList>()),
  'tasks:clearFinished': channel(z.undefined(), output<TaskList>()),
  /** The window (or the desktop notifier) showed these tasks' ends: recorded, so a restart does not repeat them. */
  'tasks:acknowledge': channel(z.object({ keys: z.array(taskKeySchema).min(1).max(500) }).strict(), output<TaskList>()),
}

export const taskEvents = {
  'tasks:changed': event<TaskList>(),
  'tasks:finished': event<TaskFinished>(),
}

/** A task's problem when its resource is gone before its end was read (the window says it in the user's words). */
export const TASK_RESOURCE_GONE = 'The resource no longer exists, so how this task ended cannot be read.'

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    tasks: { channels: typeof taskChannels; events: typeof taskEvents }
  }
}
