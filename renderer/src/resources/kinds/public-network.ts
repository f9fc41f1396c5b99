import type { PublicNetwork } from '@shared/models/networks'
import { publicNetworkResource } from '@shared/resources/kinds/public-network'
import { networkBranch } from '../network-rows'
import { defineView, wordsAt } from '../view'

export const publicNetworkView = defineView<PublicNetwork>({
  resource: publicNetworkResource,
  words: wordsAt('networks.kinds.publicNetwork'),
  category: {
    branch: (snapshot, words) => networkBranch(snapshot, words, 'publicNetwork'),
  },
})
