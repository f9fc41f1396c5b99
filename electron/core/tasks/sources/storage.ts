import type { CloudApi } from '../../api'
import { readOrGone, readingsFrom, type Readings } from '../readings'
import type { TrackedTask } from '../types'
import type { TaskSourcePoller } from './source'

export interface StorageApi {
  storage: Pick<CloudApi['storage'], 'get' | 'getUser' | 'listUsers'>
}

const userIdOf = (t: TrackedTask) => (t.source.kind === 'storage' ? t.source.userId : null)

/** The users' tasks: the single user's read when one has tasks, the list when several have. */
async function readStorageUsers(api: StorageApi, tasks: TrackedTask[]): Promise<Readings> {
  const userIds = [...new Set(tasks.map(userIdOf))]
  const users =
    userIds.length === 1
      ? [await readOrGone(() => api.storage.getUser(userIds[0]!))].filter((u) => u !== null)
      : ((await readOrGone(() => api.storage.listUsers())) ?? [])
  const readings: Readings = new Map()
  for (const id of userIds) {
    const user = users.find((u) => u.id === id)
    const mine = tasks.filter((t) => userIdOf(t) === id)
    for (const [key, reading] of readingsFrom(mine, user?.tasks ?? null, null)) readings.set(key, reading)
  }
  return readings
}

/** A storage task (activation, a user blocked or unblocked): read from GET /storage or its users. */
export const storagePoller: TaskSourcePoller<'storage', StorageApi> = {
  key: (source) => (source.userId === null ? 'storage' : `storageUser:${source.userId}`),
  // One read answers for every user's tasks.
  group: (source) => (source.userId === null ? 'storage' : 'storageUsers'),
  async read(tasks, source, api) {
    if (source.userId !== null) return readStorageUsers(api, tasks)
    const storage = await readOrGone(() => api.storage.get())
    return readingsFrom(tasks, storage?.tasks ?? null, storage?.state ?? null)
  },
  goneMeansDone: (task) => /deactivat|delet/i.test(task.task.type),
}
