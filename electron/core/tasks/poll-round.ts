import type { Readings } from './readings'
import { pollerOf, type TaskApi } from './sources'
import type { TrackedTask } from './types'

export type { TaskReading } from './readings'
export { sourceKey, type TaskApi } from './sources'

/** One request of a round and the tasks it answers for. */
export interface PollGroup {
  key: string
  tasks: TrackedTask[]
  read(api: TaskApi): Promise<Readings>
}

/**
 * Splits an account's tasks into the fewest reads that answer for all of them: one action list per server,
 * one storage read, one read for the storage users (the single user, or the list when several have tasks),
 * one read per public network being deleted, one image list (see each source in `tasks/sources/`).
 */
export function groupTasks(tasks: TrackedTask[]): PollGroup[] {
  const bySource = new Map<string, TrackedTask[]>()
  for (const task of tasks) {
    const poller = pollerOf(task.source.kind)
    const key = poller.group?.(task.source) ?? poller.key(task.source)
    bySource.set(key, [...(bySource.get(key) ?? []), task])
  }
  return [...bySource].map(([key, members]) => {
    const source = members[0]!.source
    return { key, tasks: members, read: (api: TaskApi) => pollerOf(source.kind).read(members, source, api) }
  })
}
