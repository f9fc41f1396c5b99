import type { RunServerActionRequest } from '../../../shared/channels/servers'
import type { Server, ServerAction } from '../../../shared/models'
import { TEXT_ANSWER, collectionRoutes, endpoint } from '../endpoint'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
import { wireServer, wireServerAction, wireServerActionList, wireServerList } from '../wire/servers'

const ep = {
  ...collectionRoutes('/server', ['load servers', wireServerList, 'servers.list'], ['load the server', wireServer, 'servers.get']),
  listActions: endpoint({ method: 'GET', path: '/server/{id}/action', action: 'load the server’s actions', answer: wireServerActionList }),
  getAction: endpoint({
    method: 'GET', path: '/server/{id}/action/{actionId}', action: 'load the server action', answer: wireServerAction,
    capability: 'servers.getAction',
  }),
  runAction: endpoint({ method: 'POST', path: '/server/{id}/action', action: 'run the server action', answer: wireServerAction }),
  deleteBatch: endpoint({ method: 'DELETE', path: '/server-batch', action: 'delete the servers', answer: TEXT_ANSWER }),
}

/** The action body: NetworkID null is meaningful (the shared public network), so it is sent when given. */
function actionBody({ serverId: _serverId, ...request }: RunServerActionRequest) {
  return {
    Type: request.type,
    ...(request.networkId !== undefined && { NetworkID: request.networkId }),
    ...(request.networkLinkId !== undefined && { NetworkLinkID: request.networkLinkId }),
    ...(request.bandwidth !== undefined && { Bandwidth: request.bandwidth }),
  }
}

export function createServersApi(send: Send) {
  return {
    list: async (): Promise<ReadList<Server>> => send(ep.list),
    get: async (id: number): Promise<Server> => send(ep.get, { params: { id } }),
    listActions: async (serverId: number): Promise<ServerAction[]> => send(ep.listActions, { params: { id: serverId } }),
    getAction: async (serverId: number, actionId: number): Promise<ServerAction> =>
      send(ep.getAction, { params: { id: serverId, actionId } }),
    runAction: async (request: RunServerActionRequest): Promise<ServerAction> =>
      send(ep.runAction, { params: { id: request.serverId }, body: actionBody(request) }),
    /** Resolves to the server's plain-text confirmation. Never retried. */
    deleteBatch: async (ids: number[]): Promise<string> => send(ep.deleteBatch, { body: ids }),
  }
}
