import type { PublicNetwork } from '@shared/models'
import { publicNetworkResource } from '@shared/resources/public-network'
import { networkBranch } from './network-rows'
import { defineView } from './view'

export const publicNetworkView = defineView<PublicNetwork>({
  resource: publicNetworkResource,
  category: {
    words: 'resources.publicNetworks',
    branch: (snapshot, words) => networkBranch(snapshot, words, 'publicNetwork'),
  },
})
