import type { AccountSnapshot } from '@shared/contract'
import type { Server, ServerActionType } from '@shared/models'

/** One option of a picker; 'shared' stands for the shared public network (NetworkID null). */
export interface Choice {
  value: number | 'shared'
  label: string
  detail?: string
}

/**
 * Networks the action can take: to connect, an active network in the server's location that it is not on
 * yet (and the shared public network, if it left it); to disconnect, the networks it is on.
 */
export function networkChoices(type: ServerActionType, server: Server, snapshot: AccountSnapshot | null, sharedLabel: string): Choice[] {
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
    (n) => !linked.has(n.id) && n.state?.toLowerCase() === 'active' && (!server.dcLocation || !n.dcLocation || n.dcLocation === server.dcLocation),
  )
  const choices: Choice[] = candidates.map((n) => ({ value: n.id, label: n.name ?? n.cidr ?? `#${n.id}`, detail: n.cidr ?? undefined }))
  if (!onShared) choices.unshift({ value: 'shared', label: sharedLabel })
  return choices
}

/** The server's network connections, for changing one's bandwidth. */
export function linkChoices(server: Server, sharedLabel: string): Choice[] {
  return server.linkedNetworks.map((link) => ({
    value: link.id,
    label: link.isSharedPublic ? sharedLabel : (link.networkName ?? `#${link.networkId}`),
    detail: link.ip ?? undefined,
  }))
}
