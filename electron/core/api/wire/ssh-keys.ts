import { z } from 'zod'
import type { SshKey } from '../../../shared/models/ssh-keys'
import { looseBool, wireId, wireText, withIdAlias } from './common'
import { answerList } from './lists'

export const wireSshKey = withIdAlias(
  z.object({
    ID: wireId,
    Title: wireText,
    PublicKey: wireText,
    IsActive: looseBool,
  }),
).transform((k): SshKey => ({ id: k.ID, title: k.Title, publicKey: k.PublicKey, isActive: k.IsActive }))

export const wireSshKeyList = answerList(wireSshKey)
