import type { CloudApi } from '../api'
import { ApiError } from '../api'
import { isTaskFinished, type Task } from '../../shared/models'
import type { TrackedTask, TrackedTaskSource } from './types'

/** The part of the API client a poll round uses; tests pass a fake of exactly this. */
export interface TaskApi {
  servers: Pick<CloudApi['servers'], 'listActions' | 'get'>
  images: Pick<CloudApi['images'], 'list'>
  storage: Pick<CloudApi['storage'], 'get' | 'getUser' | 'listUsers'>
  networks: Pick<CloudApi['networks'], 'getPublic'>
}

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

/** One request of a round and the tasks it answers for. */
export interface PollGroup {
  key: string
  tasks: TrackedTask[]
  read(api: TaskApi): Promise<Map<string, TaskReading>>
}

/** The part of a task key that names what is polled: one server's actions, the storage, one user, one network. */
export function sourceKey(source: TrackedTaskSource): string {
  switch (source.kind) {
    case 'serverAction':
      return `server:${source.serverId}`
    case 'storage':
      return source.userId === null ? 'storage' : `storageUser:${source.userId}`
    case 'publicNetworkDeletion':
      return `publicNetwork:${source.networkId}`
    case 'serverState':
      return `serverState:${source.serverId}`
    case 'image':
      return `image:${source.imageId}`
  }
}

/**
 * A server or image that is being made or removed, as the resource itself says: its state is the task's state
 * (New, then Active = done); gone is the end of a deletion.
 */
function stateReading(tracked: TrackedTask, state: string | null | undefined, until: 'active' | 'gone'): TaskReading {
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

async function readOrGone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isGone(error)) return null
    throw error
  }
}

function readingsFrom(
  tasks: TrackedTask[],
  listed: Task[] | null,
  resourceState: string | null,
): Map<string, TaskReading> {
  const readings = new Map<string, TaskReading>()
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

/**
 * Splits an account's tasks into the fewest reads that answer for all of them: one action list per server,
 * one storage read, one read for the storage users (the single user, or the list when several have tasks),
 * one read per public network being deleted.
 */
export function groupTasks(tasks: TrackedTask[]): PollGroup[] {
  const bySource = new Map<string, TrackedTask[]>()
  for (const task of tasks) {
    const own = sourceKey(task.source)
    // One GET /image answers for every image; one GET /server/{id} for a server's build and deletion alike.
    const key = own.startsWith('storageUser:') ? 'storageUsers' : own.startsWith('image:') ? 'images' : own
    bySource.set(key, [...(bySource.get(key) ?? []), task])
  }
  return [...bySource].map(([key, members]) => ({ key, tasks: members, read: readerFor(members) }))
}

function readerFor(tasks: TrackedTask[]): PollGroup['read'] {
  const source = tasks[0]!.source
  switch (source.kind) {
    case 'serverAction':
      return async (api) => {
        const actions = await readOrGone(() => api.servers.listActions(source.serverId))
        // An action missing from the history says nothing: the list may be trimmed.
        return new Map(tasks.map((t) => [t.key, actions === null ? { kind: 'gone' } : readingOf(actions, t)]))
      }
    case 'serverState':
      return async (api) => {
        const server = await readOrGone(() => api.servers.get(source.serverId))
        return new Map(
          tasks.map((t) => [
            t.key,
            t.source.kind === 'serverState'
              ? stateReading(t, server?.state ?? null, t.source.until)
              : { kind: 'unseen' },
          ]),
        )
      }
    case 'image':
      return async (api) => {
        const images = await api.images.list()
        return new Map(
          tasks.map((t) => {
            if (t.source.kind !== 'image') return [t.key, { kind: 'unseen' }]
            const { imageId, until } = t.source
            const image = images.find((i) => i.id === imageId)
            // An image that does not say its state is ready once it is listed.
            return [t.key, stateReading(t, image ? (image.state ?? 'Active') : null, until)]
          }),
        )
      }
    case 'publicNetworkDeletion':
      return async (api) => {
        const network = await readOrGone(() => api.networks.getPublic(source.networkId))
        return new Map(tasks.map((t) => [t.key, network === null ? { kind: 'gone' } : { kind: 'unseen' }]))
      }
    case 'storage':
      if (source.userId === null) {
        return async (api) => {
          const storage = await readOrGone(() => api.storage.get())
          return readingsFrom(tasks, storage?.tasks ?? null, storage?.state ?? null)
        }
      }
      return async (api) => readStorageUsers(api, tasks)
  }
}

function readingOf(listed: Task[], tracked: TrackedTask): TaskReading {
  const found = listed.find((t) => t.id === tracked.task.id)
  return found ? { kind: 'task', task: found } : { kind: 'unseen' }
}

async function readStorageUsers(api: TaskApi, tasks: TrackedTask[]): Promise<Map<string, TaskReading>> {
  const userIdOf = (t: TrackedTask) => (t.source.kind === 'storage' ? t.source.userId : null)
  const userIds = [...new Set(tasks.map(userIdOf))]
  const users =
    userIds.length === 1
      ? [await readOrGone(() => api.storage.getUser(userIds[0]!))].filter((u) => u !== null)
      : ((await readOrGone(() => api.storage.listUsers())) ?? [])
  const readings = new Map<string, TaskReading>()
  for (const id of userIds) {
    const user = users.find((u) => u.id === id)
    const mine = tasks.filter((t) => userIdOf(t) === id)
    for (const [key, reading] of readingsFrom(mine, user?.tasks ?? null, null)) readings.set(key, reading)
  }
  return readings
}
