import type { Storage, StorageUser } from '../../shared/models/storage'
import type { Task } from '../../shared/models'
import { isTaskFinished } from '../../shared/models'
import type { TrackRequest } from '../tasks/types'
import { resourceTask } from './server-tasks'

/** The newest task still running, which is the one the call just started. */
export function newestRunningTask(tasks: readonly Task[]): Task | null {
  const running = tasks.filter((t) => !isTaskFinished(t.phase))
  return running.reduce<Task | null>((newest, t) => (newest === null || t.id > newest.id ? t : newest), null)
}

/**
 * POST /storage answers with an empty Tasks list (seed): activation is visible only as the storage's State.
 * The tracker is then handed a task standing for it — type StorageActivation, id = the storage's id, state
 * = the storage's — which the tracker follows through GET /storage until the State leaves Activating.
 */
export const STORAGE_ACTIVATION_TASK = 'StorageActivation'

export function activationTrackRequest(accountId: string, storage: Storage): TrackRequest | null {
  const task: Task | null =
    newestRunningTask(storage.tasks) ??
    (storage.state === 'Activating' ? resourceTask(storage.id, STORAGE_ACTIVATION_TASK, storage.state) : null)
  if (!task) return null
  return {
    accountId,
    task,
    source: { kind: 'storage', userId: null },
    title: 'Activate object storage',
    resource: { kind: 'storage', id: storage.id },
  }
}

/**
 * DELETE /storage answers nothing the seed shows; deactivation ends when GET /storage answers 404. The
 * tracker follows it as a task of type StorageDeactivation (a deletion: "gone" means done).
 */
export const STORAGE_DEACTIVATION_TASK = 'StorageDeactivation'

export function deactivationTrackRequest(accountId: string, storage: Storage): TrackRequest {
  return {
    accountId,
    task: resourceTask(storage.id, STORAGE_DEACTIVATION_TASK, 'Deactivating'),
    source: { kind: 'storage', userId: null },
    title: 'Deactivate object storage',
    resource: { kind: 'storage', id: storage.id },
  }
}

export function userTrackRequest(accountId: string, user: StorageUser, verb: 'Block' | 'Unblock'): TrackRequest | null {
  const task = newestRunningTask(user.tasks)
  if (!task) return null
  return {
    accountId,
    task,
    source: { kind: 'storage', userId: user.id },
    title: `${verb} user ${user.name}`,
    subject: user.name,
    resource: { kind: 'storageUser', id: user.id },
  }
}
