import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type {
  CloneServerRequest,
  CreateServerRequest,
  RebuildServerRequest,
  ResizeServerRequest,
  RunServerActionRequest,
} from '@shared/channels/servers'
import { HostdeckError, toHostdeckError } from '@shared/errors'
import type { Server, ServerAction, ServerCapabilities } from '@shared/models'
import { call } from '../api/client'
import { useCapabilitiesStore } from './capabilities'
import { useSessionStore } from './session'

export interface ActionHistory {
  actions: ServerAction[] | null
  loading: boolean
  error: HostdeckError | null
}

/** Server actions and history, and the servers picked for a batch deletion. */
export const useServersStore = defineStore('servers', () => {
  const session = useSessionStore()
  // Replaced whole on each change: histories are small, but there is one per server ever opened.
  const histories = shallowRef<Record<number, ActionHistory>>({})
  const picked = ref<number[]>([])

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

  // Servers that vanished cannot stay picked; the rest survive every refresh.
  watch(
    () => session.snapshot?.servers,
    (servers) => {
      if (!servers) return
      const present = new Set(servers.map((s) => s.id))
      if (picked.value.some((id) => !present.has(id))) picked.value = picked.value.filter((id) => present.has(id))
    },
  )

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
