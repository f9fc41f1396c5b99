import { z } from 'zod'
import { resourceId } from './dns.records-tmp'
import { englishStorage, type RuleText, type StorageRuleCode } from '../rule-text'

function fields(say: RuleText<StorageRuleCode>) {
  return {
    userName: z
      .string()
      .trim()
      .min(1, say('loginRequired'))
      .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, say('loginInvalid')),
    /** Empty = let the service generate one (it is shown once after the change). */
    password: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().min(8, say('passwordShort')).max(64, say('passwordLong')).regex(/^\S+$/, say('passwordSpaces')).optional(),
    ),
  }
}

export function createStorageUserSchema(say: RuleText<StorageRuleCode> = englishStorage) {
  const f = fields(say)
  return z.object({ userName: f.userName, password: f.password }).strict()
}

export function changeStoragePasswordSchema(say: RuleText<StorageRuleCode> = englishStorage) {
  return z.object({ userId: resourceId, password: fields(say).password }).strict()
}

export const storageUserRef = z.object({ userId: resourceId }).strict()
