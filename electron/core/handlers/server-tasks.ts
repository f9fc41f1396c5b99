import { taskPhase, type Task } from '../../shared/models'
import type { TaskTracker, TrackedTaskSource, TrackRequest } from '../tasks/types'

/**
 * The task followed while a server, image or the storage is made or removed: the service answers the resource, not
 * a task, so the resource's own state stands for it (New → Active, Activating → Active, or gone).
 */
export function resourceTask(id: number, type: string, state: string): Task {
  return {
    id,
    type,
    state,
    phase: taskPhase(state),
    progressPercent: null,
    title: null,
    startDate: null,
    endDate: null,
  }
}

export function followServer(
  tasks: TaskTracker,
  accountId: string,
  server: { id: number; name: string; state: string },
  type: 'Create' | 'Copy' | 'Delete',
): void {
  const until = type === 'Delete' ? 'gone' : 'active'
  const source: TrackedTaskSource = { kind: 'serverState', serverId: server.id, until }
  const title =
    type === 'Delete'
      ? `Deletion of server ${server.name}`
      : type === 'Copy'
        ? `Creation of clone ${server.name}`
        : `Creation of server ${server.name}`
  tasks.track({
    accountId,
    task: resourceTask(server.id, type, type === 'Delete' ? 'Deleting' : server.state || 'New'),
    source,
    title,
    subject: server.name,
    resource: { kind: 'server', id: server.id },
  })
}

/** An action the service answered for a server (resize, rebuild, power…): followed through the server's action list. */
export function followServerAction(
  tasks: TaskTracker,
  on: { accountId: string; serverId: number; name: string; title: string },
  action: TrackRequest['task'],
): void {
  tasks.track({
    accountId: on.accountId,
    task: action,
    source: { kind: 'serverAction', serverId: on.serverId },
    title: on.title,
    subject: on.name,
    resource: { kind: 'server', id: on.serverId },
  })
}
