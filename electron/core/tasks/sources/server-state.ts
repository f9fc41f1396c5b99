import type { CloudApi } from '../../api'
import { readEach, stateReading } from '../readings'
import type { TaskSourcePoller } from './source'

export interface ServerStateApi {
  servers: Pick<CloudApi['servers'], 'get'>
}

/** A server being built or deleted: one GET /server/{id} per round answers for its build and deletion alike. */
export const serverStatePoller: TaskSourcePoller<'serverState', ServerStateApi> = {
  key: (source) => `serverState:${source.serverId}`,
  read: (tasks, source, api) =>
    readEach(
      tasks,
      () => api.servers.get(source.serverId),
      (server, t) =>
        t.source.kind === 'serverState' ? stateReading(t, server?.state ?? null, t.source.until) : { kind: 'unseen' },
    ),
  goneMeansDone: (task) => task.source.until === 'gone',
}
