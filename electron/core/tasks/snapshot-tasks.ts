import type { AccountSnapshot } from '../../shared/contract'
import { isTaskFinished } from '../../shared/models'
import { describeTask } from '../../shared/channels/tasks'
import type { TrackRequest } from './types'

/**
 * Tasks a freshly loaded snapshot shows as running: storage and storage-user tasks (server actions are not in
 * the snapshot). They may have been started elsewhere (the provider's panel, another machine).
 */
export function runningTasksIn(accountId: string, snapshot: AccountSnapshot): TrackRequest[] {
  const found: TrackRequest[] = []
  for (const task of snapshot.storage?.tasks ?? []) {
    if (isTaskFinished(task.phase)) continue
    found.push({
      accountId,
      task,
      source: { kind: 'storage', userId: null },
      title: describeTask('en', { type: task.type, name: null, title: `${task.type} of object storage` }),
      resource: { kind: 'storage', id: snapshot.storage!.id },
    })
  }
  for (const user of snapshot.storageUsers ?? []) {
    for (const task of user.tasks) {
      if (isTaskFinished(task.phase)) continue
      found.push({
        accountId,
        task,
        source: { kind: 'storage', userId: user.id },
        title: describeTask('en', { type: task.type, name: user.name, title: `${task.type} of ${user.name}` }),
        subject: user.name,
        resource: { kind: 'storageUser', id: user.id },
      })
    }
  }
  return found
}
