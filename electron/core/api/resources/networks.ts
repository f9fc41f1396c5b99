import type { CreateNetworkRequest } from '../../../shared/channels/networks'
import type { Location, PrivateNetwork, PublicNetwork, Task } from '../../../shared/models'
import { endpoint } from '../endpoint'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
import { wireLocationList, wirePrivateNetwork, wirePrivateNetworkList, wirePublicNetwork, wirePublicNetworkList } from '../wire/networks'
import { wireTask } from '../wire/tasks'

const ep = {
  list: endpoint({ method: 'GET', path: '/network', action: 'load private networks', answer: wirePrivateNetworkList }),
  create: endpoint({ method: 'POST', path: '/network', action: 'create the private network', answer: wirePrivateNetwork }),
  listPublic: endpoint({
    method: 'GET', path: '/publicnetwork', action: 'load public networks', answer: wirePublicNetworkList,
    capability: 'networks.listPublic', routeLevel: true,
  }),
  getPublic: endpoint({
    method: 'GET', path: '/publicnetwork/{id}', action: 'load the public network', answer: wirePublicNetwork,
    capability: 'networks.getPublic', requires: ['networks.listPublic'],
  }),
  deletePublic: endpoint({ method: 'DELETE', path: '/publicnetwork/{id}', action: 'delete the public network', answer: wireTask }),
  locations: endpoint({
    method: 'GET', path: '/dcLocation', action: 'load data-centre locations', answer: wireLocationList,
    capability: 'locations.list', routeLevel: true,
  }),
}

export function createNetworksApi(send: Send) {
  return {
    list: async (): Promise<ReadList<PrivateNetwork>> => send(ep.list),
    create: async (request: CreateNetworkRequest): Promise<PrivateNetwork> =>
      send(ep.create, {
        // Absent = the default location (St. Petersburg).
        body: { Name: request.name, IsDHCP: request.isDhcp, ...(request.dcLocation && { DCLocation: request.dcLocation }) },
      }),
    listPublic: async (): Promise<ReadList<PublicNetwork>> => send(ep.listPublic),
    getPublic: async (id: number): Promise<PublicNetwork> =>
      send(ep.getPublic, { params: { id } }),
    /** Resolves to the deletion task; follow it to completion. */
    deletePublic: async (id: number): Promise<Task> =>
      send(ep.deletePublic, { params: { id } }),
  }
}

export function createLocationsApi(send: Send) {
  return {
    list: async (): Promise<ReadList<Location>> => send(ep.locations),
  }
}
