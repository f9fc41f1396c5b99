import type {} from '../slices'
import { z } from 'zod'
import { channel, output, requiredPositive, resourceId } from '../contract-kit'
import type { Image } from '../models/images'
import { ruleWords, type RuleText } from '../rule-text'
import { isSafeName } from '../safe-text'
import imageRules from './images.rules.json'
import { transliterate } from '../translit'

/** Images: the account's own ones and the public templates (a snapshot section), made of a server and deleted. */

export const IMAGE_NAME_MAX = 64
export const TECH_NAME_MAX = 64

/** The English words of its rules, from `images.rules.json` beside it (the renderer translates them). */
export const [IMAGE_RULES, englishImageText] = ruleWords(imageRules)
export type ImageRuleCode = keyof typeof IMAGE_RULES
export type ImageRuleText = RuleText<ImageRuleCode>

/**
 * The technical name the service wants (Latin letters and digits) derived from what the user typed: Russian
 * letters transliterated (`Резерв 2026` → `Rezerv2026`, never a bare `2026`).
 */
export const techNameOf = (name: string): string =>
  transliterate(name)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, TECH_NAME_MAX)

export function createImageSchema(say: ImageRuleText = englishImageText) {
  return z
    .object({
      serverId: requiredPositive(say('serverRequired')),
      name: z
        .string({ error: say('imageNameRequired') })
        .trim()
        .refine(isSafeName, say('imageNameUnsafe'))
        .min(1, say('imageNameRequired'))
        .max(IMAGE_NAME_MAX, say('imageNameTooLong', { max: IMAGE_NAME_MAX })),
      /** Absent = derived from the name; the service takes Latin letters and digits only. */
      techName: z
        .string()
        .regex(/^[A-Za-z0-9]+$/, say('techNameLatin', { max: TECH_NAME_MAX }))
        .max(TECH_NAME_MAX, say('techNameLatin', { max: TECH_NAME_MAX }))
        .optional(),
    })
    .strict()
}
export type CreateImageRequest = z.output<ReturnType<typeof createImageSchema>>

export const imageChannels = {
  /** POST /image: an image of a server; followed until it is ready. */
  'images:create': channel(createImageSchema(), output<Image>()),
  /** DELETE /image/{id}: own images only; followed until it is gone. */
  'images:delete': channel(z.object({ imageId: resourceId }).strict(), output<null>()),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    images: { channels: typeof imageChannels }
  }
}
