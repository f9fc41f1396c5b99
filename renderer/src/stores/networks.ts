import { defineStore } from 'pinia'
import type { ChannelInput } from '@shared/contract'
import type { PrivateNetwork, PublicNetwork } from '@shared/models/networks'
import type { Task } from '@shared/models'
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

  const renameNetwork = (input: ChannelInput<'networks:rename'>): Promise<PrivateNetwork | null> =>
    call('networks:rename', input)
  /** Refused with the service's Message while servers are connected. */
  const deleteNetwork = (id: number): Promise<void> => call('networks:delete', { id })
  async function orderPublicNetwork(input: ChannelInput<'networks:createPublic'>): Promise<PublicNetwork | null> {
    const created = await call('networks:createPublic', input)
    if (created) selection.select({ kind: 'publicNetwork', id: created.id })
    return created
  }
  const updatePublicNetwork = (input: ChannelInput<'networks:updatePublic'>): Promise<PublicNetwork | null> =>
    call('networks:updatePublic', input)

  return { createNetwork, deletePublicNetwork, renameNetwork, deleteNetwork, orderPublicNetwork, updatePublicNetwork }
})
