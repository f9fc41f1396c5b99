import type { AccountSnapshot } from '@shared/contract'
import { SERVER_ACTION_TYPES, type Server, type ServerActionType } from '@shared/models/servers'

/** One option of a picker; 'shared' stands for the shared public network (NetworkID null). */
export interface Choice {
  value: number | 'shared'
  label: string
  detail?: string
}

/** Why an action does not apply to the server now (a key of servers.run.blocked). */
export type ActionBlock =
  'alreadyOn' | 'alreadyOff' | 'noNetworkToConnect' | 'noNetworkLinked' | 'noBandwidth' | 'taskRunning' | 'notReady'

export interface ActionOption {
  type: ServerActionType
  blocked: ActionBlock | null
}

const POWER_OFF_ACTIONS: readonly ServerActionType[] = ['PowerOff', 'PowerReboot', 'ShutDownGuestOS']
/** Lifecycle states in which the server takes no action: being built, being deleted. */
const NOT_READY_STATES = new Set(['new', 'deleting', 'frompool'])

/**
 * Every action, each with why it does not apply now (or null): power on only when off; power off, reboot and
 * shut down only when on; connect only when a network is left to connect; disconnect only when linked;
 * bandwidth only for a link that has one. A running task of the server blocks them all (they would conflict).
 */
export function actionOptions(server: Server, snapshot: AccountSnapshot | null, taskRunning: boolean): ActionOption[] {
  const blockOf = (type: ServerActionType): ActionBlock | null => {
    if (taskRunning) return 'taskRunning'
    if (NOT_READY_STATES.has(server.state.toLowerCase())) return 'notReady'
    if (type === 'PowerOn') return server.isPowerOn ? 'alreadyOn' : null
    if (POWER_OFF_ACTIONS.includes(type)) return server.isPowerOn ? null : 'alreadyOff'
    if (type === 'AddNetwork') return networkChoices(type, server, snapshot, '').length ? null : 'noNetworkToConnect'
    if (type === 'RemoveNetwork') return server.linkedNetworks.length ? null : 'noNetworkLinked'
    return linkChoices(server, '').length ? null : 'noBandwidth'
  }
  return SERVER_ACTION_TYPES.map((type) => ({ type, blocked: blockOf(type) }))
}

/**
 * Networks the action can take: to connect, an active network in the server's location that it is not on
 * yet (and the shared public network, if it left it); to disconnect, the networks it is on.
 */
export function networkChoices(
  type: ServerActionType,
  server: Server,
  snapshot: AccountSnapshot | null,
  sharedLabel: string,
): Choice[] {
  if (type === 'RemoveNetwork') {
    // The shared public network is known by its type (it has a real id on the live service) and named by null.
    return server.linkedNetworks.map((link) => ({
      value: link.isSharedPublic || link.networkId === null ? 'shared' : link.networkId,
      label: link.isSharedPublic ? sharedLabel : (link.networkName ?? `#${link.networkId}`),
      detail: link.ip ?? undefined,
    }))
  }
  const linked = new Set(server.linkedNetworks.filter((l) => !l.isSharedPublic).map((l) => l.networkId))
  const onShared = server.linkedNetworks.some((l) => l.isSharedPublic)
  const candidates = [...(snapshot?.privateNetworks ?? []), ...(snapshot?.publicNetworks ?? [])].filter(
    (n) =>
      !linked.has(n.id) &&
      n.state?.toLowerCase() === 'active' &&
      (!server.dcLocation || !n.dcLocation || n.dcLocation === server.dcLocation),
  )
  const choices: Choice[] = candidates.map((n) => ({
    value: n.id,
    label: n.name ?? n.cidr ?? `#${n.id}`,
    detail: n.cidr ?? undefined,
  }))
  if (!onShared) choices.unshift({ value: 'shared', label: sharedLabel })
  return choices
}

/** The server's network connections that have a bandwidth, for changing it (the detail says the current one). */
export function linkChoices(
  server: Server,
  sharedLabel: string,
  mbits: (n: number) => string = (n) => `${n} Mbit/s`,
): Choice[] {
  return server.linkedNetworks.flatMap((link) =>
    link.bandwidth === null
      ? []
      : [
          {
            value: link.id,
            label: link.isSharedPublic ? sharedLabel : (link.networkName ?? `#${link.networkId}`),
            detail: [link.ip, mbits(link.bandwidth)].filter(Boolean).join(' · '),
          },
        ],
  )
}
