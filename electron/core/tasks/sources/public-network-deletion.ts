import type { CloudApi } from '../../api'
import { readEach } from '../readings'
import type { TaskSourcePoller } from './source'

export interface PublicNetworkApi {
  networks: Pick<CloudApi['networks'], 'getPublic'>
}

/** A public network being deleted: it ends when GET /publicnetwork/{id} answers 404. */
export const publicNetworkDeletionPoller: TaskSourcePoller<'publicNetworkDeletion', PublicNetworkApi> = {
  key: (source) => `publicNetwork:${source.networkId}`,
  read: (tasks, source, api) =>
    readEach(
      tasks,
      () => api.networks.getPublic(source.networkId),
      (network) => (network === null ? { kind: 'gone' } : { kind: 'unseen' }),
    ),
  goneMeansDone: () => true,
}
