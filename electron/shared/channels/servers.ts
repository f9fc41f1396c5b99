import type {} from '../slices'
import { z } from 'zod'
import { channel, output, requiredPositive, resourceId } from '../contract-kit'
import {
  hddMinimum,
  isWindowsFamily,
  ramMinimum,
  ramOnGrid,
  SERVER_ACTION_TYPES,
  SERVER_SIZES,
  type Server,
  type ServerAction,
  type ServerActionType,
} from '../models/servers'
import { takesSshKeys } from '../models/images'
import { ruleWords, type RuleText } from '../rule-text'
import { isSafeName } from '../safe-text'
import serverRules from './servers.rules.json'

/**
 * Servers: creation, resizing, rebuilding, cloning and deletion of one server, action history, actions, batch deletion. Form rules come from the same schemas: each factory takes
 * the words to say (the renderer passes its translations; the backend uses the English ones).
 */

/** The English words of its rules, from `servers.rules.json` beside it (the renderer translates them). */
export const [SERVER_RULES, englishServerText] = ruleWords(serverRules)
export type ServerRuleCode = keyof typeof SERVER_RULES
export type ServerRuleText = RuleText<ServerRuleCode>

/** What a server may be (REAL-API.md, C1 `RequestHelper.Servers.cs`): the form and the contract use the same figures. */
export const SERVER_LIMITS = {
  nameMax: 64,
  cpu: { min: 1, max: 8 },
  /** MB; the grid and the Windows minimum are in SERVER_SIZES (the form's spinner steps by 256 along the grid). */
  ram: { min: 512, max: 16_384, step: 256 },
  /** GB; steps of 10, the Windows and image minimums in SERVER_SIZES. */
  hdd: { min: 10, max: 250 },
  /** Days backups are kept (BackupPeriod): one of SERVER_SIZES.backupPeriods. */
  backupDays: { min: 7, max: 28 },
  /** Mbit/s of the server's channel (NetworkBandwidth), as the provider sells bandwidth: steps of 10. */
  bandwidth: { min: 10, max: 1000, step: 10 },
  sshKeysMax: 50,
} as const
export const DISK_TYPES = ['SSD', 'SAS'] as const
export type DiskType = (typeof DISK_TYPES)[number]

/** Actions that connect or disconnect a network: NetworkID is required (null = the shared public network). */
export const NETWORK_ACTIONS: readonly ServerActionType[] = ['AddNetwork', 'RemoveNetwork']

export function actionNeedsNetwork(type: ServerActionType | null | undefined): boolean {
  return !!type && NETWORK_ACTIONS.includes(type)
}

export function actionNeedsLink(type: ServerActionType | null | undefined): boolean {
  return type === 'EditNetworkBandwidth'
}

/**
 * A connection's width, Mbit/s: what the provider sells (10–1000 in steps of 10: REAL-API.md "Networks", C1's
 * NetworkBandwidth at creation), the same rule as a new server's channel.
 */
function linkBandwidth(say: ServerRuleText) {
  const { min, max, step } = SERVER_LIMITS.bandwidth
  const width = say('serverBandwidthRange', SERVER_LIMITS.bandwidth)
  return z
    .number({ error: width })
    .int(width)
    .min(min, width)
    .max(max, width)
    .refine((v) => v % step === 0, width)
}

function actionFieldTypes(say: ServerRuleText) {
  return {
    serverId: resourceId,
    type: z.enum(SERVER_ACTION_TYPES, { error: say('typeRequired', {}) }),
    network: z
      .number({ error: say('networkRequired', {}) })
      .int()
      .positive()
      .nullable(),
    link: z
      .number({ error: say('linkRequired', {}) })
      .int()
      .positive(),
    bandwidth: linkBandwidth(say).optional(),
  }
}

/** The fields of a "run action" request for one action type: what the form checks as the user types. */
export function serverActionFields(type: ServerActionType | null | undefined, say: ServerRuleText = englishServerText) {
  const f = actionFieldTypes(say)
  return z
    .object({
      serverId: f.serverId,
      type: f.type,
      networkId: actionNeedsNetwork(type) ? f.network : f.network.optional(),
      networkLinkId: actionNeedsLink(type) ? f.link : f.link.optional(),
      bandwidth: f.bandwidth,
    })
    .strict()
}

const channelFields = actionFieldTypes(englishServerText)

/** The channel's input: the same fields, with the per-type requirements checked across fields. */
export const runServerActionSchema = z
  .object({
    serverId: channelFields.serverId,
    type: channelFields.type,
    networkId: channelFields.network.optional(),
    networkLinkId: channelFields.link.optional(),
    bandwidth: channelFields.bandwidth,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (actionNeedsNetwork(input.type) && input.networkId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['networkId'], message: englishServerText('networkRequired', {}) })
    }
    if (actionNeedsLink(input.type) && input.networkLinkId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['networkLinkId'], message: englishServerText('linkRequired', {}) })
    }
  })
export type RunServerActionRequest = z.output<typeof runServerActionSchema>

export function deleteServersSchema(say: ServerRuleText = englishServerText) {
  return z.object({ ids: z.array(resourceId).min(1, say('pickServers', {})).max(500) }).strict()
}

/** What decides a size's floor: the image's family (Windows needs more) and the image's own minimum disk. */
export interface SizeFloor {
  family?: string | null
  imageHdd?: number | null
}

function sizeFieldTypes(say: ServerRuleText, floor: SizeFloor = {}) {
  const int = (code: ServerRuleCode, range: { min: number; max: number }) => {
    const words = say(code, { min: range.min, max: range.max })
    return z.number({ error: words }).int(words).min(range.min, words).max(range.max, words)
  }
  const family = isWindowsFamily(floor.family) ? 'Windows' : 'Linux'
  const ramMin = ramMinimum(floor.family)
  const familyHdd = hddMinimum(floor.family)
  const hddMin = hddMinimum(floor.family, floor.imageHdd)
  return {
    cpu: int('cpuRange', SERVER_LIMITS.cpu),
    ram: int('ramRange', SERVER_LIMITS.ram)
      .min(ramMin, say('ramMinimum', { family, min: ramMin }))
      .refine(ramOnGrid, say('ramStep', {})),
    hdd: int('hddRange', SERVER_LIMITS.hdd)
      .min(familyHdd, say('hddMinimum', { family, min: familyHdd }))
      .min(hddMin, say('hddImageMinimum', { min: hddMin }))
      .refine((gb) => gb % SERVER_SIZES.hdd.step === 0, say('hddStep', {})),
    hddType: z.enum(DISK_TYPES, { error: say('hddTypeRequired', {}) }),
    isHighPerformance: z.boolean(),
  }
}

export const serverNameSchema = (say: ServerRuleText = englishServerText) =>
  z
    .string({ error: say('nameRequired', {}) })
    .trim()
    .refine(isSafeName, say('nameUnsafe', {}))
    .min(1, say('nameRequired', {}))
    .max(SERVER_LIMITS.nameMax, say('nameTooLong', { max: SERVER_LIMITS.nameMax }))

/**
 * The fields of a new server as the form checks them while the user types. The image's family decides whether
 * SSH keys may be chosen (Linux only), so it is part of the request.
 */
export function createServerFields(
  imageFamily: string | null | undefined,
  say: ServerRuleText = englishServerText,
  imageHdd?: number | null,
) {
  const size = sizeFieldTypes(say, { family: imageFamily, imageHdd })
  const days = say('backupPeriodChoice', {})
  const keys = z.array(resourceId).max(SERVER_LIMITS.sshKeysMax, say('tooManyKeys', { max: SERVER_LIMITS.sshKeysMax }))
  return z
    .object({
      name: serverNameSchema(say),
      imageId: requiredPositive(say('imageRequired', {})),
      imageFamily: z.string().max(32).nullable(),
      dcLocation: z
        .string({ error: say('locationRequired', {}) })
        .trim()
        .min(1, say('locationRequired', {}))
        .max(64),
      ...size,
      backups: z.boolean(),
      backupDays: z
        .number({ error: days })
        .refine((d) => (SERVER_SIZES.backupPeriods as readonly number[]).includes(d), days)
        .optional(),
      sshKeyIds: takesSshKeys(imageFamily) ? keys : keys.max(0, say('sshKeysLinuxOnly', {})),
      /** A private network to connect at once; absent = only the shared public network. */
      networkId: resourceId.optional(),
      bandwidth: linkBandwidth(say).optional(),
    })
    .strict()
}

/** The channel's input: the same fields, with the rules that span fields (keys need Linux, backups need a period, Windows more room). */
export function createServerSchema(say: ServerRuleText = englishServerText) {
  return createServerFields('Linux', say).superRefine((input, ctx) => {
    if (isWindowsFamily(input.imageFamily)) {
      const floor = sizeFieldTypes(say, { family: input.imageFamily })
      for (const key of ['ram', 'hdd'] as const) {
        const issue = floor[key].safeParse(input[key]).error?.issues[0]
        if (issue) ctx.addIssue({ code: 'custom', path: [key], message: issue.message })
      }
    }
    if (input.sshKeyIds.length > 0 && !takesSshKeys(input.imageFamily)) {
      ctx.addIssue({ code: 'custom', path: ['sshKeyIds'], message: say('sshKeysLinuxOnly', {}) })
    }
    if (input.backups && input.backupDays === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['backupDays'],
        message: say('backupPeriodChoice', {}),
      })
    }
  })
}
export type CreateServerRequest = z.output<ReturnType<typeof createServerSchema>>

/**
 * Resizing: the disk never shrinks, so the form passes the current size (the backend checks it against the
 * snapshot), and the server's image family (Windows needs more memory and disk).
 */
export function resizeServerFields(
  currentHdd: number | null | undefined,
  say: ServerRuleText = englishServerText,
  family?: string | null,
) {
  const size = sizeFieldTypes(say, { family })
  const min = currentHdd ?? SERVER_LIMITS.hdd.min
  return z
    .object({
      serverId: resourceId,
      ...size,
      hdd: currentHdd ? size.hdd.min(min, say('hddNoShrink', { min })) : size.hdd,
    })
    .strict()
}
export const resizeServerSchema = (say: ServerRuleText = englishServerText) => resizeServerFields(null, say)
export type ResizeServerRequest = z.output<ReturnType<typeof resizeServerSchema>>

export function rebuildServerSchema(say: ServerRuleText = englishServerText) {
  return z
    .object({
      serverId: resourceId,
      imageId: requiredPositive(say('imageRequired', {})),
    })
    .strict()
}
export type RebuildServerRequest = z.output<ReturnType<typeof rebuildServerSchema>>

export function cloneServerSchema(say: ServerRuleText = englishServerText) {
  return z
    .object({
      serverId: resourceId,
      name: serverNameSchema(say),
      /** A private network for the copy; absent = the shared public network only. */
      networkId: resourceId.optional(),
    })
    .strict()
}
export type CloneServerRequest = z.output<ReturnType<typeof cloneServerSchema>>

const serverRef = z.object({ serverId: resourceId }).strict()

export const serverChannels = {
  /** POST /server: answers the server New; it is followed until Active. */
  'servers:create': channel(createServerSchema(), output<Server>()),
  /** PUT /server/{id}: answers the action, followed as a task. */
  'servers:resize': channel(resizeServerSchema(), output<ServerAction>()),
  /**
   * POST /server/{id}/rebuild: reinstalls from an image (the disk is erased); answers the Rebuild action found in the
   * server's list (null when the list shows none).
   */
  'servers:rebuild': channel(rebuildServerSchema(), output<ServerAction | null>()),
  /** POST /server/{id}/copy: answers the copy, New, followed until Active. */
  'servers:clone': channel(cloneServerSchema(), output<Server>()),
  /** DELETE /server/{id}: followed until the server is gone. */
  'servers:delete': channel(serverRef, output<null>()),
  /** A server's action history (GET /server/{id}/action), newest last as the API sends it. */
  'servers:actions': channel(z.object({ serverId: resourceId }).strict(), output<ServerAction[]>()),
  /** Starts an action; the returned task is followed by the task tracker. */
  'servers:runAction': channel(runServerActionSchema, output<ServerAction>()),
  /** DELETE /server-batch; answers the server's plain-text confirmation. */
  'servers:deleteBatch': channel(deleteServersSchema(), output<string>()),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    servers: { channels: typeof serverChannels }
  }
}
