import type {} from '../slices'
import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import type { PrivateNetwork, PublicNetwork } from '../models/networks'
import type { Task } from '../models'
import { ruleWords, type RuleText } from '../rule-text'
import { isSafeName } from '../safe-text'
import networkRules from './networks.rules.json'

/** Private and public networks. */

export const NETWORK_NAME_MAX = 64

/** The English words of its rules, from `networks.rules.json` beside it (the renderer translates them). */
export const [NETWORK_RULES, englishNetworkText] = ruleWords(networkRules)
export type NetworkRuleCode = keyof typeof NETWORK_RULES
export type NetworkRuleText = RuleText<NetworkRuleCode>

export function createNetworkSchema(say: NetworkRuleText = englishNetworkText) {
  return z
    .object({
      name: networkName(say),
      isDhcp: z.boolean(),
      /** A location's TechTitle; absent = the provider's default (St. Petersburg). */
      dcLocation: z.string().trim().min(1, say('locationRequired')).max(64).optional(),
    })
    .strict()
}

/** Public networks: bandwidth 10–1,000 Mbit/s in steps of 10 (REAL-API.md "Networks"). */
export const PUBLIC_BANDWIDTH = { min: 10, max: 1000, step: 10 } as const
/**
 * The sizes (addresses) a public network is ordered in, the one the provider is known to sell first: 8 addresses,
 * "Network29" (C6, the provider's page). No public source shows 4, 16 or 32: offered, the form says the service may
 * not sell them, and it refuses one it does not.
 */
export const PUBLIC_CAPACITIES = [8, 4, 16, 32] as const
/** The size a public source shows the provider selling. */
export const KNOWN_PUBLIC_CAPACITY = 8

function networkName(say: NetworkRuleText) {
  return z
    .string()
    .trim()
    .refine(isSafeName, say('networkNameUnsafe'))
    .min(1, say('networkNameRequired'))
    .max(NETWORK_NAME_MAX, say('networkNameTooLong', { max: NETWORK_NAME_MAX }))
}

function bandwidth(say: NetworkRuleText) {
  const range = say('bandwidthRange', { ...PUBLIC_BANDWIDTH })
  // One rule, one message: 5, 15 and 1010 are all "not a step between 10 and 1,000".
  return z
    .number({ error: range })
    .refine(
      (n) =>
        Number.isInteger(n) &&
        n >= PUBLIC_BANDWIDTH.min &&
        n <= PUBLIC_BANDWIDTH.max &&
        n % PUBLIC_BANDWIDTH.step === 0,
      range,
    )
}

export function renameNetworkSchema(say: NetworkRuleText = englishNetworkText) {
  return z.object({ id: resourceId, name: networkName(say) }).strict()
}

export function createPublicNetworkSchema(say: NetworkRuleText = englishNetworkText) {
  return z
    .object({
      name: networkName(say),
      capacity: z
        .number({ error: say('capacityRequired') })
        .refine((n) => (PUBLIC_CAPACITIES as readonly number[]).includes(n), say('capacityRequired')),
      bandwidth: bandwidth(say),
      dcLocation: z.string().trim().min(1, say('locationRequired')).max(64).optional(),
    })
    .strict()
}

export function updatePublicNetworkSchema(say: NetworkRuleText = englishNetworkText) {
  return z
    .object({ id: resourceId, name: networkName(say).optional(), bandwidth: bandwidth(say).optional() })
    .strict()
    .refine((r) => r.name !== undefined || r.bandwidth !== undefined, {
      message: say('nothingChanged'),
      path: ['name'],
    })
}

export const networkChannels = {
  'networks:rename': channel(renameNetworkSchema(), output<PrivateNetwork | null>()),
  /** Refused by the service (its Message) while servers are still connected. */
  'networks:delete': channel(z.object({ id: resourceId }).strict(), output<void>()),
  'networks:createPublic': channel(createPublicNetworkSchema(), output<PublicNetwork | null>()),
  'networks:updatePublic': channel(updatePublicNetworkSchema(), output<PublicNetwork | null>()),
  'networks:create': channel(createNetworkSchema(), output<PrivateNetwork>()),
  /** Starts deleting a public network; the returned task is followed until the network is gone. */
  'networks:deletePublic': channel(z.object({ id: resourceId }).strict(), output<Task>()),
}

export type CreateNetworkRequest = z.output<ReturnType<typeof createNetworkSchema>>
export type RenameNetworkRequest = z.output<ReturnType<typeof renameNetworkSchema>>
export type CreatePublicNetworkRequest = z.output<ReturnType<typeof createPublicNetworkSchema>>
export type UpdatePublicNetworkRequest = z.output<ReturnType<typeof updatePublicNetworkSchema>>

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    networks: { channels: typeof networkChannels }
  }
}
