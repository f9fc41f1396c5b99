import type { PrivateNetwork } from '@shared/models/networks'
import { privateNetworkResource } from '@shared/resources/kinds/private-network'
import { networkBranch } from '../network-rows'
import { defineView, wordsAt } from '../view'

export const privateNetworkView = defineView<PrivateNetwork>({
  resource: privateNetworkResource,
  words: wordsAt('networks.kinds.privateNetwork'),
  category: {
    branch: (snapshot, words) => networkBranch(snapshot, words, 'privateNetwork'),
  },
})
