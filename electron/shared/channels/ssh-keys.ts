import type {} from '../slices'
import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import type { SshKey } from '../models/ssh-keys'
import { isSafeName } from '../safe-text'
import {
  describeSshKeyProblem,
  englishSshKeyText,
  parseSshPublicKey,
  SSH_KEY_TITLE_MAX,
  type SshKeyRuleText,
} from '../ssh-keys/public-key'

/** The add-key input: a title and one public key line, normalised to single spaces. */
export function addSshKeySchema(say: SshKeyRuleText = englishSshKeyText) {
  return z
    .object({
      title: z
        .string()
        .trim()
        .refine(isSafeName, say('titleUnsafe', {}))
        .min(1, say('titleRequired', {}))
        .max(SSH_KEY_TITLE_MAX, say('titleTooLong', { max: SSH_KEY_TITLE_MAX })),
      publicKey: z.string().transform((value, ctx) => {
        const parsed = parseSshPublicKey(value)
        if (parsed.ok) return parsed.key.line
        ctx.addIssue({ code: 'custom', message: describeSshKeyProblem(parsed.problem, say) })
        return z.NEVER
      }),
    })
    .strict()
}

/** SSH keys: the add-key schema is shared with the form (it parses the key and words its problems). */
export const sshKeyChannels = {
  'sshKeys:create': channel(addSshKeySchema(), output<SshKey>()),
  'sshKeys:remove': channel(z.object({ id: resourceId }).strict(), output<void>()),
}

export type CreateSshKeyRequest = z.output<ReturnType<typeof addSshKeySchema>>

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    sshKeys: { channels: typeof sshKeyChannels }
  }
}
