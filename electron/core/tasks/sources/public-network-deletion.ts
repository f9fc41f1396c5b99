import type { CloudApi } from '../../api'
import { oneReadPoller, type TaskSourcePoller } from './source'

export interface PublicNetworkApi {
  networks: Pick<CloudApi['networks'], 'getPublic'>
}

/** A public network being deleted: it ends when GET /publicnetwork/{id} answers 404. */
export const publicNetworkDeletionPoller: TaskSourcePoller<'publicNetworkDeletion', PublicNetworkApi> = oneReadPoller({
  key: (source) => `publicNetwork:${source.networkId}`,
  fetch: (api, source) => api.networks.getPublic(source.networkId),
  reading: (network) => (network === null ? { kind: 'gone' } : { kind: 'unseen' }),
  goneMeansDone: () => true,
})
