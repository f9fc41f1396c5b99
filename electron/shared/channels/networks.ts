import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import type { PrivateNetwork, Task } from '../models'
import { englishRules, type RuleText } from '../rule-text'
import { isSafeName } from '../safe-text'
import ruleTexts from '../rule-texts.json'

/** Private and public networks. */

export const NETWORK_NAME_MAX = 64

/** The English words of its rules: the contract's catalogue (`rule-texts.json`), the renderer's translations beside it. */
export const NETWORK_RULES = ruleTexts.networks
export type NetworkRuleCode = keyof typeof NETWORK_RULES
export type NetworkRuleText = RuleText<NetworkRuleCode>
export const englishNetworkText = englishRules<NetworkRuleCode>(NETWORK_RULES)

export function createNetworkSchema(say: NetworkRuleText = englishNetworkText) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .refine(isSafeName, say('networkNameUnsafe'))
        .min(1, say('networkNameRequired'))
        .max(NETWORK_NAME_MAX, say('networkNameTooLong', { max: NETWORK_NAME_MAX })),
      isDhcp: z.boolean(),
      /** A location's TechTitle; absent = the provider's default (St. Petersburg). */
      dcLocation: z.string().trim().min(1, say('locationRequired')).max(64).optional(),
    })
    .strict()
}

export const networkChannels = {
  'networks:create': channel(createNetworkSchema(), output<PrivateNetwork>()),
  /** Starts deleting a public network; the returned task is followed until the network is gone. */
  'networks:deletePublic': channel(z.object({ id: resourceId }).strict(), output<Task>()),
}

export type CreateNetworkRequest = z.output<ReturnType<typeof createNetworkSchema>>
