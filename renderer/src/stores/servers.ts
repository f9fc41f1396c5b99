import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch, type Ref } from 'vue'
import type {
  CloneServerRequest,
  CreateServerRequest,
  RebuildServerRequest,
  ResizeServerRequest,
  RunServerActionRequest,
} from '@shared/channels/servers'
import { HostdeckError, toHostdeckError } from '@shared/errors'
import type { Server, ServerAction } from '@shared/models/servers'
import type { ServerCapabilities } from '@shared/models'
import { call } from '../api/client'
import { useCapabilitiesStore } from './capabilities'
import { useSessionStore } from './session'

export interface ActionHistory {
  actions: ServerAction[] | null
  loading: boolean
  error: HostdeckError | null
}

/** Each server's action history, read when asked for. */
function actionHistories() {
  // Replaced whole on each change: histories are small, but there is one per server ever opened.
  const histories = shallowRef<Record<number, ActionHistory>>({})

  function setHistory(serverId: number, patch: Partial<ActionHistory>): void {
    const current = histories.value[serverId] ?? { actions: null, loading: false, error: null }
    histories.value = { ...histories.value, [serverId]: { ...current, ...patch } }
  }

  async function loadHistory(serverId: number): Promise<void> {
    setHistory(serverId, { loading: true })
    try {
      setHistory(serverId, { actions: await call('servers:actions', { serverId }), loading: false, error: null })
    } catch (error) {
      setHistory(serverId, { loading: false, error: toHostdeckError(error) })
    }
  }

  return { histories, loadHistory }
}

/** Servers that vanished cannot stay picked; the rest survive every refresh. */
function keepPickedPresent(picked: Ref<number[]>, servers: () => readonly Server[] | undefined): void {
  watch(servers, (list) => {
    if (!list) return
    const present = new Set(list.map((s) => s.id))
    if (picked.value.some((id) => !present.has(id))) picked.value = picked.value.filter((id) => present.has(id))
  })
}

/** Server actions and history, and the servers picked for a batch deletion. */
export const useServersStore = defineStore('servers', () => {
  const session = useSessionStore()
  const { histories, loadHistory } = actionHistories()
  const picked = ref<number[]>([])

  /** A server's action history as the service has it now (for "was it made?"), without touching the pane's. */
  const fetchActions = (serverId: number): Promise<ServerAction[]> => call('servers:actions', { serverId })

  async function runAction(request: RunServerActionRequest): Promise<ServerAction> {
    const action = await call('servers:runAction', request)
    void loadHistory(request.serverId)
    return action
  }

  async function deleteServers(ids: number[]): Promise<string> {
    const answer = await call('servers:deleteBatch', { ids })
    picked.value = picked.value.filter((id) => !ids.includes(id))
    return answer
  }

  /** What the account's service offers of the lifecycle: everything while it is not known. */
  const capabilities = useCapabilitiesStore()
  const can = (what: keyof ServerCapabilities) => computed(() => capabilities.servers?.[what] ?? true)
  const canCreate = can('create')
  const canResize = can('resize')
  const canRebuild = can('rebuild')
  const canClone = can('clone')
  const canDelete = can('delete')

  const { learning } = capabilities

  const createServer = (request: CreateServerRequest): Promise<Server> => learning(call('servers:create', request))
  const cloneServer = (request: CloneServerRequest): Promise<Server> => learning(call('servers:clone', request))
  async function resizeServer(request: ResizeServerRequest): Promise<ServerAction> {
    const action = await learning(call('servers:resize', request))
    void loadHistory(request.serverId)
    return action
  }
  async function rebuildServer(request: RebuildServerRequest): Promise<ServerAction | null> {
    const action = await learning(call('servers:rebuild', request))
    void loadHistory(request.serverId)
    return action
  }
  const deleteServer = (serverId: number): Promise<null> => learning(call('servers:delete', { serverId }))

  keepPickedPresent(picked, () => session.snapshot?.servers)

  return {
    histories,
    picked,
    loadHistory,
    runAction,
    fetchActions,
    deleteServers,
    canCreate,
    canResize,
    canRebuild,
    canClone,
    canDelete,
    createServer,
    cloneServer,
    resizeServer,
    rebuildServer,
    deleteServer,
  }
})
