import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import type { Storage, StorageUser } from '../models'
import { englishRules, type RuleText } from '../rule-text'

/** Object storage: activation, deactivation and its users. */

export const STORAGE_RULES = {
  loginRequired: 'Enter a login',
  loginInvalid: 'Up to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  passwordShort: 'At least 8 characters',
  passwordLong: 'At most 64 characters',
  passwordSpaces: 'No spaces',
} as const
export type StorageRuleCode = keyof typeof STORAGE_RULES
export const englishStorage = englishRules<StorageRuleCode>(STORAGE_RULES)

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

export const storageChannels = {
  /** Starts activation; its progress is tracked as a task. */
  'storage:activate': channel(z.undefined(), output<Storage>()),
  'storage:deactivate': channel(z.undefined(), output<null>()),
  /** The answer carries the user's password: the renderer shows it once. */
  'storage:createUser': channel(createStorageUserSchema(), output<StorageUser>()),
  'storage:blockUser': channel(storageUserRef, output<StorageUser>()),
  'storage:unblockUser': channel(storageUserRef, output<StorageUser>()),
  'storage:changePassword': channel(changeStoragePasswordSchema(), output<StorageUser>()),
  'storage:deleteUser': channel(storageUserRef, output<null>()),
}

export type CreateStorageUserRequest = z.output<ReturnType<typeof createStorageUserSchema>>
export type ChangeStoragePasswordRequest = z.output<ReturnType<typeof changeStoragePasswordSchema>>
