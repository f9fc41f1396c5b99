import type { CloudApi } from '../../api'
import { readingOf } from '../readings'
import { oneReadPoller, type TaskSourcePoller } from './source'

export interface ServerActionApi {
  servers: Pick<CloudApi['servers'], 'listActions'>
}

/** A server action: one GET /server/{id}/action per server per round answers for all of that server's actions. */
export const serverActionPoller: TaskSourcePoller<'serverAction', ServerActionApi> = oneReadPoller({
  key: (source) => `server:${source.serverId}`,
  fetch: (api, source) => api.servers.listActions(source.serverId),
  // An action missing from the history says nothing: the list may be trimmed.
  reading: (actions, t) => (actions === null ? { kind: 'gone' } : readingOf(actions, t)),
  goneMeansDone: () => false,
})
