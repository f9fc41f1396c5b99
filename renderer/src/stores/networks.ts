import { defineStore } from 'pinia'
import type { ChannelInput } from '@shared/contract'
import type { PrivateNetwork, Task } from '@shared/models'
import { call } from '../api/client'
import { useSelectionStore } from './selection'

/** Creating private networks and deleting public ones; the tree follows through the session snapshot. */
export const useNetworksStore = defineStore('networks', () => {
  const selection = useSelectionStore()

  function createNetwork(input: ChannelInput<'networks:create'>): Promise<PrivateNetwork> {
    return selection.openCreated('privateNetwork', call('networks:create', input))
  }

  /** Starts the deletion; the task centre follows it until the network is gone. */
  async function deletePublicNetwork(id: number): Promise<Task> {
    return call('networks:deletePublic', { id })
  }

  return { createNetwork, deletePublicNetwork }
})
