import type * as Requests from '../../../shared/channels/servers'
import type { Server, ServerAction } from '../../../shared/models/servers'
import { NO_ANSWER, TEXT_ANSWER, collectionRoutes, route } from '../endpoint'
import { perSend } from '../resource-slices'
import type { Send } from '../transport'
import type { ReadList } from '../wire/lists'
import {
  actionBody,
  cloneBody,
  createServerBody,
  rebuildBody,
  resizeBody,
  wireServer,
  wireServerAction,
  wireServerActionList,
  wireRebuildAnswer,
  wireServerList,
} from '../wire/servers'
import { actionAfter, actionsBefore } from './action-after'
import { withFieldOf } from './field-of'

const ep = {
  ...collectionRoutes(
    '/server',
    ['load servers', wireServerList, 'servers.list'],
    ['load the server', wireServer, 'servers.get'],
  ),
  listActions: route('GET', '/server/{id}/action', 'load the server’s actions', wireServerActionList),
  getAction: route('GET', '/server/{id}/action/{actionId}', 'load the server action', wireServerAction, {
    capability: 'servers.getAction',
  }),
  runAction: route('POST', '/server/{id}/action', 'run the server action', wireServerAction),
  deleteBatch: route('DELETE', '/server-batch', 'delete the servers', TEXT_ANSWER),
  create: route('POST', '/server', 'create the server', wireServer, { capability: 'servers.create', routeLevel: true }),
  resize: route('PUT', '/server/{id}', 'resize the server', wireServerAction, { capability: 'servers.resize' }),
  rebuild: route('POST', '/server/{id}/rebuild', 'rebuild the server', wireRebuildAnswer, {
    capability: 'servers.rebuild',
  }),
  copy: route('POST', '/server/{id}/copy', 'clone the server', wireServer, { capability: 'servers.copy' }),
  remove: route('DELETE', '/server/{id}', 'delete the server', NO_ANSWER, { capability: 'servers.delete' }),
}

/** The form field each wire field of a refusal stands for. */
const FIELDS = {
  Name: 'name',
  CPU: 'cpu',
  RAM: 'ram',
  HDD: 'hdd',
  HDDType: 'hddType',
  ImageID: 'imageId',
  ImageId: 'imageId',
  DCLocation: 'dcLocation',
  isHighPerformance: 'isHighPerformance',
  isBackupActive: 'backups',
  BackupPeriod: 'backupDays',
  SshKeys: 'sshKeyIds',
  NetworkID: 'networkId',
  NetworkId: 'networkId',
  NetworkBandwidth: 'bandwidth',
}
const fieldOf = withFieldOf(FIELDS, [
  [/\(HDD\)/, 'hdd'],
  [/\(RAM\)/, 'ram'],
  [/\(BackupPeriod\)/, 'backupDays'],
  [/для образа/i, 'imageId'],
  [/\b(SAS|SSD)\b|тип диска/i, 'hddType'],
  [/сервер с таким именем/i, 'name'],
  [/диск/i, 'hdd'],
  [/высокопроизводительн/i, 'isHighPerformance'],
  [/резервн/i, 'backups'],
])

export function createServersApi(send: Send) {
  return {
    list: async (): Promise<ReadList<Server>> => send(ep.list),
    get: async (id: number): Promise<Server> => send(ep.get, { params: { id } }),
    /** Oldest first, whatever order the service lists them in (the live one lists the newest first, C2). */
    listActions: async (serverId: number): Promise<ServerAction[]> =>
      [...(await send(ep.listActions, { params: { id: serverId } }))].sort((a, b) => a.id - b.id),
    getAction: async (serverId: number, actionId: number): Promise<ServerAction> =>
      send(ep.getAction, { params: { id: serverId, actionId } }),
    runAction: async (request: Requests.RunServerActionRequest): Promise<ServerAction> =>
      send(ep.runAction, { params: { id: request.serverId }, body: actionBody(request) }),
    /** Resolves to the server's plain-text confirmation. Never retried. */
    deleteBatch: async (ids: number[]): Promise<string> => send(ep.deleteBatch, { body: ids }),
    /** Answers the server New (no address, credentials null on the live service until it is built). */
    create: async (request: Requests.CreateServerRequest): Promise<Server> =>
      send(ep.create, { body: createServerBody(request) }).catch(fieldOf),
    resize: async (request: Requests.ResizeServerRequest): Promise<ServerAction> =>
      send(ep.resize, { params: { id: request.serverId }, body: resizeBody(request) }).catch(fieldOf),
    /**
     * The rebuild's action to follow: the service answers the server, so the action is the one GET /server/{id}/action
     * shows after the request and not before, whatever its type (action-after.ts); null when the list shows none.
     */
    async rebuild(request: Requests.RebuildServerRequest): Promise<ServerAction | null> {
      const params = { id: request.serverId }
      const before = await actionsBefore(() => send(ep.listActions, { params }))
      const answer = await send(ep.rebuild, { params, body: rebuildBody(request) }).catch(fieldOf)
      if (answer.action) return answer.action
      return actionAfter(before, await send(ep.listActions, { params }), /rebuild/i)
    },
    clone: async (request: Requests.CloneServerRequest): Promise<Server> =>
      send(ep.copy, { params: { id: request.serverId }, body: cloneBody(request) }).catch(fieldOf),
    remove: async (id: number): Promise<void> => send(ep.remove, { params: { id } }),
  }
}

/** The client's `servers` member. */
export const serverResources = { servers: perSend(createServersApi) }

declare module '../resource-slices' {
  interface ResourceSlices {
    servers: typeof serverResources
  }
}
