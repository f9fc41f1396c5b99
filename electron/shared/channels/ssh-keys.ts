import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import type { SshKey } from '../models'
import { addSshKeySchema } from '../ssh-keys/public-key'

/** SSH keys: the add-key schema is shared with the form (it parses the key and words its problems). */
export const sshKeyChannels = {
  'sshKeys:create': channel(addSshKeySchema(), output<SshKey>()),
  'sshKeys:remove': channel(z.object({ id: resourceId }).strict(), output<void>()),
}

export type CreateSshKeyRequest = z.output<ReturnType<typeof addSshKeySchema>>
