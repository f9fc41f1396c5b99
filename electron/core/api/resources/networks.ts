import type {
  CreateNetworkRequest,
  CreatePublicNetworkRequest,
  RenameNetworkRequest,
  UpdatePublicNetworkRequest,
} from '../../../shared/channels/networks'
import type { Location, PrivateNetwork, PublicNetwork } from '../../../shared/models/networks'
import type { Task } from '../../../shared/models'
import { collectionRoutes, EMPTY_OK, route } from '../endpoint'
import { perSend } from '../resource-slices'
import type { Send } from '../transport'
import type { ReadList } from '../wire/lists'
import {
  publicNetworkOrderBody,
  publicNetworkUpdateBody,
  wireAnyAnswer,
  wireLocationList,
  wirePrivateNetwork,
  wirePrivateNetworkList,
  wirePrivateNetworkOrNothing,
  wirePublicNetwork,
  wirePublicNetworkList,
  wirePublicNetworkOrNothing,
} from '../wire/networks'
import { wireTask } from '../wire/tasks'

function publicRoutes() {
  const { list, get } = collectionRoutes(
    '/publicnetwork',
    ['load public networks', wirePublicNetworkList, 'networks.listPublic'],
    ['load the public network', wirePublicNetwork, 'networks.getPublic'],
  )
  return { listPublic: list, getPublic: get }
}

const ep = {
  list: route('GET', '/network', 'load private networks', wirePrivateNetworkList),
  create: route('POST', '/network', 'create the private network', wirePrivateNetwork),
  rename: route('PUT', '/network/{id}', 'rename the private network', wirePrivateNetworkOrNothing, EMPTY_OK),
  remove: route('DELETE', '/network/{id}', 'delete the private network', wireAnyAnswer, EMPTY_OK),
  createPublic: route('POST', '/publicnetwork', 'order the public network', wirePublicNetworkOrNothing, EMPTY_OK),
  updatePublic: route('PUT', '/publicnetwork/{id}', 'change the public network', wirePublicNetworkOrNothing, EMPTY_OK),
  ...publicRoutes(),
  deletePublic: route('DELETE', '/publicnetwork/{id}', 'delete the public network', wireTask),
  locations: route('GET', '/dcLocation', 'load data-centre locations', wireLocationList, {
    capability: 'locations.list',
    routeLevel: true,
  }),
}

export function createNetworksApi(send: Send) {
  return {
    list: async (): Promise<ReadList<PrivateNetwork>> => send(ep.list),
    create: async (request: CreateNetworkRequest): Promise<PrivateNetwork> =>
      send(ep.create, {
        // Absent = the default location (St. Petersburg).
        body: {
          Name: request.name,
          IsDHCP: request.isDhcp,
          ...(request.dcLocation && { DCLocation: request.dcLocation }),
        },
      }),
    rename: async (request: RenameNetworkRequest): Promise<PrivateNetwork | null> =>
      send(ep.rename, { params: { id: request.id }, body: { Name: request.name } }),
    /** Refused with the service's Message while servers are still connected. */
    remove: async (id: number): Promise<void> => send(ep.remove, { params: { id } }),
    createPublic: async (request: CreatePublicNetworkRequest): Promise<PublicNetwork | null> =>
      send(ep.createPublic, { body: publicNetworkOrderBody(request) }),
    /** PUT takes Name and Bandwidth together: what the request leaves out comes from `current` (or is read first). */
    async updatePublic(request: UpdatePublicNetworkRequest, current?: PublicNetwork): Promise<PublicNetwork | null> {
      const complete = request.name !== undefined && request.bandwidth !== undefined
      const now = complete ? undefined : (current ?? (await send(ep.getPublic, { params: { id: request.id } })))
      const body = publicNetworkUpdateBody({
        name: request.name ?? now?.name ?? '',
        bandwidth: request.bandwidth ?? now?.bandwidth ?? null,
      })
      return send(ep.updatePublic, { params: { id: request.id }, body })
    },
    listPublic: async (): Promise<ReadList<PublicNetwork>> => send(ep.listPublic),
    getPublic: async (id: number): Promise<PublicNetwork> => send(ep.getPublic, { params: { id } }),
    /** Resolves to the deletion task; follow it to completion. */
    deletePublic: async (id: number): Promise<Task> => send(ep.deletePublic, { params: { id } }),
  }
}

export function createLocationsApi(send: Send) {
  return {
    list: async (): Promise<ReadList<Location>> => send(ep.locations),
  }
}

/** The client's `networks` and `locations` members. */
export const networkResources = { networks: perSend(createNetworksApi), locations: perSend(createLocationsApi) }

declare module '../resource-slices' {
  interface ResourceSlices {
    networks: typeof networkResources
  }
}
