import type { PrivateNetwork } from '@shared/models'
import { privateNetworkResource } from '@shared/resources/private-network'
import { networkBranch } from './network-rows'
import { defineView } from './view'

export const privateNetworkView = defineView<PrivateNetwork>({
  resource: privateNetworkResource,
  category: {
    words: 'resources.privateNetworks',
    branch: (snapshot, words) => networkBranch(snapshot, words, 'privateNetwork'),
  },
})
