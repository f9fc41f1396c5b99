import type { Task } from './tasks'

/** A network connection of a server (wire `LinkedNetworks[]`). */
export interface ServerLink {
  /** The connection id (wire `LinkID`); pass it as `networkLinkId` to EditNetworkBandwidth. */
  id: number
  /** The network's id; the shared public network has one on the live service (274) and none in the seed. */
  networkId: number | null
  /** The provider's shared public network (NetworkType PublicShared or PublicSharedIPv6): actions name it by NetworkID null. */
  isSharedPublic: boolean
  linkState: string
  networkType: string | null
  networkName: string | null
  ip: string | null
  mac: string | null
  mask: string | null
  gateway: string | null
  /** Mbit/s, when the service says. */
  bandwidth: number | null
}

/** Lifecycle states the service names (power is separate: `isPowerOn`). */
export const SERVER_STATES = ['New', 'Active', 'Blocked', 'NeedMoney'] as const

export interface Server {
  id: number
  name: string
  hostName: string | null
  /** Lifecycle: New (being built), Active, Blocked, NeedMoney; Deleting while a batch deletion runs. */
  state: string
  /** Power, apart from the lifecycle: a switched-off server is Active and not powered on. */
  isPowerOn: boolean
  cpu: number | null
  /** MB. */
  ram: number | null
  /** GB. */
  hdd: number | null
  hddType: string | null
  isHighPerformance: boolean
  ip: string | null
  /** The administrator's login and password the service created: a secret, never cached to disk. */
  adminUserName: string | null
  adminPassword: string | null
  image: string | null
  imageFamily: string | null
  dcLocation: string | null
  /** ISO, with or without an offset as the service wrote it. */
  dateCreate: string | null
  linkedNetworks: ServerLink[]
  /**
   * Fields the service sent a value for that is not what the field holds (an IP that is not an address, a login
   * with blanks or quotes): read as null, and named here so the window can say so. Absent when none.
   */
  refused?: ServerRefusedField[]
}

export type ServerRefusedField = 'ip' | 'adminUserName' | 'linkIp'

/** A login as a system takes it: letters, digits, `_ . -` (and a final `$`), at most 64, not starting with `-`. */
const LOGIN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}\$?$/
export function isLoginName(name: string): boolean {
  return LOGIN.test(name)
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
