import type {} from './session'
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

/**
 * The sizes the provider takes (`1cloud.ru/api/server/createserver`): memory from 512 MB (Linux) or 1024 MB
 * (Windows) in steps of 256 MB up to 1024 MB and of 1024 MB above; a disk from 10 GB (Linux) or 40 GB (Windows) in
 * steps of 10 GB and never below the image's own (`Hdd`, C4). Backups are kept 7, 14 or 28 days (C4's answers) and,
 * by the provider's model, 21 too (its other pages say one to four weeks): no public client shows 21, so the union is
 * offered and the service refuses a period it does not keep (its reason shown beside the field).
 */
export const SERVER_SIZES = {
  ram: { linuxMin: 512, windowsMin: 1024, fineStep: 256, fineUpTo: 1024, coarseStep: 1024, max: 16_384 },
  hdd: { linuxMin: 10, windowsMin: 40, step: 10, max: 250 },
  backupPeriods: [7, 14, 21, 28],
} as const

export const isWindowsFamily = (family: string | null | undefined): boolean => /windows/i.test(family ?? '')

export const ramMinimum = (family: string | null | undefined): number =>
  isWindowsFamily(family) ? SERVER_SIZES.ram.windowsMin : SERVER_SIZES.ram.linuxMin

/** On the provider's grid: 256, 512, 768, 1024, then 2048, 3072… (the minimum is checked apart). */
export function ramOnGrid(mb: number): boolean {
  const { fineStep, fineUpTo, coarseStep } = SERVER_SIZES.ram
  return mb <= fineUpTo ? mb % fineStep === 0 : mb % coarseStep === 0
}

/** The disk's floor: the family's, raised to the image's own minimum (`Hdd`) when the service says one. */
export function hddMinimum(family: string | null | undefined, imageHdd?: number | null): number {
  const base = isWindowsFamily(family) ? SERVER_SIZES.hdd.windowsMin : SERVER_SIZES.hdd.linuxMin
  return Math.max(base, imageHdd ?? 0)
}

/**
 * A memory spinner's next value: a step of 256 from `before` that lands off the grid goes on to the next value on
 * it in the same direction (1024 → 2048, 2048 → 1024); a typed value is left alone for the rule to judge.
 */
export function ramSpin(before: number, next: number): number {
  const { fineStep, coarseStep, max } = SERVER_SIZES.ram
  if (Math.abs(next - before) !== fineStep || ramOnGrid(next)) return next
  if (next > before) return Math.min(max, Math.ceil(next / coarseStep) * coarseStep)
  return Math.floor(next / coarseStep) * coarseStep
}

// This domain's sections of the snapshot (session.ts).
declare module './session' {
  interface AccountSnapshot {
    servers?: Server[]
  }
}
