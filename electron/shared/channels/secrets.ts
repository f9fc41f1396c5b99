import type {} from '../slices'
import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import { SECRET_NAMES } from '../models/secrets'
import { RESOURCE_KINDS } from '../resources/registry'

/**
 * Which secret the user shows or copies: the item's account, kind and id, and the secret's name. The backend reads
 * it from its own state of that account (never from the window, which holds only that one exists).
 */
const secretRef = z
  .object({
    accountId: z.string().min(1).max(200),
    kind: z.enum(RESOURCE_KINDS),
    id: resourceId,
    secret: z.enum(SECRET_NAMES),
  })
  .strict()
export type SecretRef = z.output<typeof secretRef>

/** A copied secret: cleared from the clipboard after `clearAfterSeconds` when it is still there. */
export interface SecretCopied {
  clearAfterSeconds: number
  /** Only where the host has no clipboard of its own (the browser host): the window copies it and clears it. */
  text?: string
}

export const secretsChannels = {
  /** The secret's value, for Show: the window drops it again on Hide. */
  'secrets:reveal': channel(secretRef, output<{ value: string }>()),
  /** Puts the secret on the clipboard (the host's), to be cleared after a short time. */
  'secrets:copy': channel(secretRef, output<SecretCopied>()),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    secrets: { channels: typeof secretsChannels }
  }
}
