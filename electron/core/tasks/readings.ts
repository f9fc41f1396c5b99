import { ApiError } from '../api'
import { isTaskFinished, type Task } from '../../shared/models'
import type { TrackedTask } from './types'

/** What one read says about one tracked task. */
export type TaskReading =
  /** The task as the API reports it now. */
  | { kind: 'task'; task: Task }
  /** The resource is gone (404): the end of a deletion, otherwise nothing can be known any more. */
  | { kind: 'gone' }
  /** The task is no longer listed and its resource is not in transition: it has ended (in that state). */
  | { kind: 'settled'; resourceState: string | null }
  /** Not listed (yet) while the resource is still changing: nothing new. */
  | { kind: 'unseen' }

/** The readings of a group's tasks, by task key. */
export type Readings = Map<string, TaskReading>

/**
 * A server or image that is being made or removed, as the resource itself says: its state is the task's state
 * (New, then Active = done); gone is the end of a deletion.
 */
export function stateReading(
  tracked: TrackedTask,
  state: string | null | undefined,
  until: 'active' | 'gone',
): TaskReading {
  if (state === undefined || state === null) return until === 'gone' ? { kind: 'gone' } : { kind: 'unseen' }
  const now = state.trim()
  if (until === 'active' && /^active$/i.test(now))
    return { kind: 'task', task: { ...tracked.task, state: now, phase: 'done' } }
  // NeedMoney, Blocked: the build stopped and waits for the account, not for time.
  if (until === 'active' && /^(needmoney|blocked)$/i.test(now))
    return { kind: 'task', task: { ...tracked.task, state: now, phase: 'failed' } }
  return {
    kind: 'task',
    task: {
      ...tracked.task,
      state: now,
      phase: tracked.task.phase === 'pending' && /^new$/i.test(now) ? 'pending' : 'running',
    },
  }
}

const isGone = (error: unknown) => error instanceof ApiError && error.kind === 'notFound'
/** Activating, Deactivating, Deleting…: the resource has not reached its new state. */
const inTransition = (state: string | null | undefined) => !!state && /ing$/i.test(state.trim())

/** The read's answer, or null when the resource is gone (404). */
export async function readOrGone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isGone(error)) return null
    throw error
  }
}

/** One read (null when its resource is gone) that answers for each of a group's tasks. */
export async function readEach<T>(
  tasks: TrackedTask[],
  read: () => Promise<T>,
  readingOf: (answer: T | null, task: TrackedTask) => TaskReading,
): Promise<Readings> {
  const answer = await readOrGone(read)
  return new Map(tasks.map((t) => [t.key, readingOf(answer, t)]))
}

/** Tasks read from a resource's own task list (`listed`, null when the resource is gone). */
export function readingsFrom(tasks: TrackedTask[], listed: Task[] | null, resourceState: string | null): Readings {
  const readings: Readings = new Map()
  const othersRunning = listed?.some((t) => !isTaskFinished(t.phase)) ?? false
  for (const tracked of tasks) {
    if (listed === null) {
      readings.set(tracked.key, { kind: 'gone' })
      continue
    }
    const found = listed.find((t) => t.id === tracked.task.id)
    if (found) readings.set(tracked.key, { kind: 'task', task: found })
    else
      readings.set(
        tracked.key,
        inTransition(resourceState) || othersRunning ? { kind: 'unseen' } : { kind: 'settled', resourceState },
      )
  }
  return readings
}

/** A task in a list that may be trimmed: missing says nothing. */
export function readingOf(listed: Task[], tracked: TrackedTask): TaskReading {
  const found = listed.find((t) => t.id === tracked.task.id)
  return found ? { kind: 'task', task: found } : { kind: 'unseen' }
}
