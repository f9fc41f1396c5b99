import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import { SERVER_ACTION_TYPES, type ServerAction, type ServerActionType } from '../models'
import { englishRules, type RuleText } from '../rule-text'
import ruleTexts from '../rule-texts.json'

/**
 * Servers: action history, actions, batch deletion. Form rules come from the same schemas: each factory takes
 * the words to say (the renderer passes its translations; the backend uses the English ones).
 */

export const BANDWIDTH_MAX = 10_000

/** The English words of its rules: the contract's catalogue (`rule-texts.json`), the renderer's translations beside it. */
export const SERVER_RULES = ruleTexts.servers
export type ServerRuleCode = keyof typeof SERVER_RULES
export type ServerRuleText = RuleText<ServerRuleCode>
export const englishServerText = englishRules<ServerRuleCode>(SERVER_RULES)

/** Actions that connect or disconnect a network: NetworkID is required (null = the shared public network). */
export const NETWORK_ACTIONS: readonly ServerActionType[] = ['AddNetwork', 'RemoveNetwork']

export function actionNeedsNetwork(type: ServerActionType | null | undefined): boolean {
  return !!type && NETWORK_ACTIONS.includes(type)
}

export function actionNeedsLink(type: ServerActionType | null | undefined): boolean {
  return type === 'EditNetworkBandwidth'
}

function actionFieldTypes(say: ServerRuleText) {
  const range = say('bandwidthRange', { max: BANDWIDTH_MAX })
  return {
    serverId: resourceId,
    type: z.enum(SERVER_ACTION_TYPES, { error: say('typeRequired', {}) }),
    network: z.number({ error: say('networkRequired', {}) }).int().positive().nullable(),
    link: z.number({ error: say('linkRequired', {}) }).int().positive(),
    bandwidth: z.number({ error: range }).int(range).min(1, range).max(BANDWIDTH_MAX, range).optional(),
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

export const serverChannels = {
  /** A server's action history (GET /server/{id}/action), newest last as the API sends it. */
  'servers:actions': channel(z.object({ serverId: resourceId }).strict(), output<ServerAction[]>()),
  /** Starts an action; the returned task is followed by the task tracker. */
  'servers:runAction': channel(runServerActionSchema, output<ServerAction>()),
  /** DELETE /server-batch; answers the server's plain-text confirmation. */
  'servers:deleteBatch': channel(deleteServersSchema(), output<string>()),
}
