import { z } from 'zod'
import type { SshKey } from '../../../shared/models'
import { looseBool, wireId, withIdAlias } from './common'

export const wireSshKey = withIdAlias(
  z.object({
    ID: wireId,
    Title: z.string(),
    PublicKey: z.string(),
    IsActive: looseBool,
  }),
).transform((k): SshKey => ({ id: k.ID, title: k.Title, publicKey: k.PublicKey, isActive: k.IsActive }))

export const wireSshKeyList = z.array(wireSshKey)
