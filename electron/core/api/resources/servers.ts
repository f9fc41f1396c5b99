import { SERVER_ACTION_TYPES, type RunServerActionInput, type Server, type ServerAction } from '../../../shared/models'
import { TEXT_ANSWER, contextOf, endpoint } from '../endpoint'
import { invalidInput } from '../error-messages'
import { requireId } from '../requests/validate'
import type { Send } from '../transport'
import { wireServer, wireServerAction, wireServerActionList, wireServerList } from '../wire/servers'

const ep = {
  list: endpoint({
    method: 'GET', path: '/server', action: 'load servers', answer: wireServerList,
    capability: 'servers.list', routeLevel: true,
  }),
  get: endpoint({
    method: 'GET', path: '/server/{id}', action: 'load the server', answer: wireServer,
    capability: 'servers.get', requires: ['servers.list'],
  }),
  listActions: endpoint({ method: 'GET', path: '/server/{id}/action', action: 'load the server’s actions', answer: wireServerActionList }),
  getAction: endpoint({
    method: 'GET', path: '/server/{id}/action/{actionId}', action: 'load the server action', answer: wireServerAction,
    capability: 'servers.getAction',
  }),
  runAction: endpoint({ method: 'POST', path: '/server/{id}/action', action: 'run the server action', answer: wireServerAction }),
  deleteBatch: endpoint({ method: 'DELETE', path: '/server-batch', action: 'delete the servers', answer: TEXT_ANSWER }),
}

function actionBody(input: RunServerActionInput) {
  const ctx = contextOf(ep.runAction)
  if (!SERVER_ACTION_TYPES.includes(input.type)) throw invalidInput(ctx, 'type', `must be one of ${SERVER_ACTION_TYPES.join(', ')}`)
  const body: { Type: string; NetworkID?: number | null; NetworkLinkID?: number; Bandwidth?: number } = { Type: input.type }
  if (input.type === 'AddNetwork' || input.type === 'RemoveNetwork') {
    // null is meaningful: the shared public network.
    if (input.networkId === undefined) throw invalidInput(ctx, 'networkId', 'is required (null for the shared public network)')
    body.NetworkID = input.networkId === null ? null : requireId(ctx, 'networkId', input.networkId)
  } else if (input.networkId !== undefined) {
    body.NetworkID = input.networkId === null ? null : requireId(ctx, 'networkId', input.networkId)
  }
  if (input.type === 'EditNetworkBandwidth' && input.networkLinkId === undefined) {
    throw invalidInput(ctx, 'networkLinkId', 'is required to change the channel width')
  }
  if (input.networkLinkId !== undefined) body.NetworkLinkID = requireId(ctx, 'networkLinkId', input.networkLinkId)
  if (input.bandwidth !== undefined) body.Bandwidth = requireId(ctx, 'bandwidth', input.bandwidth)
  return body
}

export function createServersApi(send: Send) {
  const sid = (e: keyof typeof ep, id: unknown) => requireId(contextOf(ep[e]), 'serverId', id)
  return {
    list: async (): Promise<Server[]> => send(ep.list),
    get: async (id: number): Promise<Server> => send(ep.get, { params: { id: requireId(contextOf(ep.get), 'id', id) } }),
    listActions: async (serverId: number): Promise<ServerAction[]> => send(ep.listActions, { params: { id: sid('listActions', serverId) } }),
    getAction: async (serverId: number, actionId: number): Promise<ServerAction> =>
      send(ep.getAction, {
        params: { id: sid('getAction', serverId), actionId: requireId(contextOf(ep.getAction), 'actionId', actionId) },
      }),
    runAction: async (serverId: number, input: RunServerActionInput): Promise<ServerAction> =>
      send(ep.runAction, { params: { id: sid('runAction', serverId) }, body: actionBody(input) }),
    /** Resolves to the server's plain-text confirmation. Never retried. */
    async deleteBatch(ids: number[]): Promise<string> {
      const ctx = contextOf(ep.deleteBatch)
      if (!Array.isArray(ids) || ids.length === 0) throw invalidInput(ctx, 'ids', 'must list at least one server')
      return send(ep.deleteBatch, { body: ids.map((id, i) => requireId(ctx, `ids[${i}]`, id)) })
    },
  }
}
