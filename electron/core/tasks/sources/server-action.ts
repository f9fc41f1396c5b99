import type { CloudApi } from '../../api'
import { readOrGone, readingOf } from '../readings'
import type { TaskSourcePoller } from './source'

export interface ServerActionApi {
  servers: Pick<CloudApi['servers'], 'listActions'>
}

/** A server action: one GET /server/{id}/action per server per round answers for all of that server's actions. */
export const serverActionPoller: TaskSourcePoller<'serverAction', ServerActionApi> = {
  key: (source) => `server:${source.serverId}`,
  async read(tasks, source, api) {
    const actions = await readOrGone(() => api.servers.listActions(source.serverId))
    // An action missing from the history says nothing: the list may be trimmed.
    return new Map(tasks.map((t) => [t.key, actions === null ? { kind: 'gone' } : readingOf(actions, t)]))
  },
  goneMeansDone: () => false,
}
