import type { CloudApi } from '../../api'
import { readOrGone } from '../readings'
import type { TaskSourcePoller } from './source'

export interface PublicNetworkApi {
  networks: Pick<CloudApi['networks'], 'getPublic'>
}

/** A public network being deleted: it ends when GET /publicnetwork/{id} answers 404. */
export const publicNetworkDeletionPoller: TaskSourcePoller<'publicNetworkDeletion', PublicNetworkApi> = {
  key: (source) => `publicNetwork:${source.networkId}`,
  async read(tasks, source, api) {
    const network = await readOrGone(() => api.networks.getPublic(source.networkId))
    return new Map(tasks.map((t) => [t.key, network === null ? { kind: 'gone' } : { kind: 'unseen' }]))
  },
  goneMeansDone: () => true,
}
