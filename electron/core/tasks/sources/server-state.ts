import type { CloudApi } from '../../api'
import { stateReading } from '../readings'
import { oneReadPoller, type TaskSourcePoller } from './source'

export interface ServerStateApi {
  servers: Pick<CloudApi['servers'], 'get'>
}

/** A server being built or deleted: one GET /server/{id} per round answers for its build and deletion alike. */
export const serverStatePoller: TaskSourcePoller<'serverState', ServerStateApi> = oneReadPoller({
  key: (source) => `serverState:${source.serverId}`,
  fetch: (api, source) => api.servers.get(source.serverId),
  reading: (server, t) =>
    t.source.kind === 'serverState' ? stateReading(t, server?.state ?? null, t.source.until) : { kind: 'unseen' },
  goneMeansDone: (task) => task.source.until === 'gone',
})
