import { readEach, type Readings, type TaskReading } from '../readings'
import type { TrackedTask, TrackedTaskSource } from '../types'

export type SourceKind = TrackedTaskSource['kind']
export type SourceOf<K extends SourceKind> = Extract<TrackedTaskSource, { kind: K }>

/**
 * How the tasks of one source kind are polled, defined once in `tasks/sources/<source>.ts` and registered in
 * `tasks/sources/index.ts`. `Api` is the part of the API client it reads (tests pass a fake of exactly that).
 */
export interface TaskSourcePoller<K extends SourceKind, Api> {
  /** The part of a task key that names what is polled. Task keys are persisted: a key never changes. */
  key(source: SourceOf<K>): string
  /** Tasks one request answers for share a group (one GET /image for every image); their own key when not said. */
  group?(source: SourceOf<K>): string
  /** The request that answers for a group's tasks (all of this source kind), read into each task's reading. */
  read(tasks: TrackedTask[], source: SourceOf<K>, api: Api): Promise<Readings>
  /** Whether its resource being gone means the task ended well (a deletion), not that its end is unknown. */
  goneMeansDone(task: TrackedTask & { source: SourceOf<K> }): boolean
}

/**
 * A source whose tasks one read of their own resource answers (a server, its action history, a network): `fetch`
 * asks for it, `reading` says what its answer (null when the resource is gone) means for each task of the group.
 */
export function oneReadPoller<K extends SourceKind, Api, T>(poller: {
  key(source: SourceOf<K>): string
  fetch(api: Api, source: SourceOf<K>): Promise<T>
  reading(answer: T | null, task: TrackedTask): TaskReading
  goneMeansDone: TaskSourcePoller<K, Api>['goneMeansDone']
}): TaskSourcePoller<K, Api> {
  const { key, fetch, reading, goneMeansDone } = poller
  return { key, goneMeansDone, read: (tasks, source, api) => readEach(tasks, () => fetch(api, source), reading) }
}
