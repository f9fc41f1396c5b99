import type { CloudApi } from '../../api'
import { readEach, readingOf } from '../readings'
import type { TaskSourcePoller } from './source'

export interface ServerActionApi {
  servers: Pick<CloudApi['servers'], 'listActions'>
}

/** A server action: one GET /server/{id}/action per server per round answers for all of that server's actions. */
export const serverActionPoller: TaskSourcePoller<'serverAction', ServerActionApi> = {
  key: (source) => `server:${source.serverId}`,
  // An action missing from the history says nothing: the list may be trimmed.
  read: (tasks, source, api) =>
    readEach(
      tasks,
      () => api.servers.listActions(source.serverId),
      (actions, t) => (actions === null ? { kind: 'gone' } : readingOf(actions, t)),
    ),
  goneMeansDone: () => false,
}
