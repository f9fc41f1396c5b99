import type { Task } from './tasks'

/** A network connection of a server (wire `LinkedNetworks[]`). */
export interface ServerLink {
  /** The connection id (wire `LinkID`); pass it as `networkLinkId` to EditNetworkBandwidth. */
  id: number
  /** null for the shared public network. */
  networkId: number | null
  linkState: string
  networkType: string | null
  networkName: string | null
  ip: string | null
  mac: string | null
}

export interface Server {
  id: number
  name: string
  state: string
  isPowerOn: boolean
  cpu: number | null
  ram: number | null
  hdd: number | null
  ip: string | null
  dcLocation: string | null
  linkedNetworks: ServerLink[]
}

/** A server action is a task (wire: ID, Type, State, StartDate?, EndDate?). */
export type ServerAction = Task

export const SERVER_ACTION_TYPES = [
  'PowerOn',
  'PowerOff',
  'PowerReboot',
  'ShutDownGuestOS',
  'AddNetwork',
  'RemoveNetwork',
  'EditNetworkBandwidth',
] as const

export type ServerActionType = (typeof SERVER_ACTION_TYPES)[number]

