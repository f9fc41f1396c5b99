import type {} from '../slices'
import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import type { Storage, StorageUser } from '../models/storage'
import { ruleWords, type RuleText } from '../rule-text'
import { isSafeName } from '../safe-text'
import storageRules from './storage.rules.json'

/** Object storage: activation, deactivation and its users. */

/** The English words of its rules, from `storage.rules.json` beside it (the renderer translates them). */
export const [STORAGE_RULES, englishStorage] = ruleWords(storageRules)
export type StorageRuleCode = keyof typeof STORAGE_RULES

const userName = (say: RuleText<StorageRuleCode>) =>
  z
    .string()
    .trim()
    .refine(isSafeName, say('loginUnsafe'))
    .min(1, say('loginRequired'))
    .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, say('loginInvalid'))

/**
 * The service generates every password and answers it once; `keepPassword` (wire PersistPassword, a boolean)
 * asks it to keep the password readable later. Nobody types a password.
 */
const keepPassword = z.boolean().default(false)

export function createStorageUserSchema(say: RuleText<StorageRuleCode> = englishStorage) {
  return z.object({ userName: userName(say), keepPassword }).strict()
}

export const changeStoragePasswordSchema = z.object({ userId: resourceId, keepPassword }).strict()

export const storageUserRef = z.object({ userId: resourceId }).strict()

export const storageChannels = {
  /** Starts activation; its progress is tracked as a task. */
  'storage:activate': channel(z.undefined(), output<Storage>()),
  'storage:deactivate': channel(z.undefined(), output<null>()),
  /** The answer carries the user's password: the renderer shows it once. */
  'storage:createUser': channel(createStorageUserSchema(), output<StorageUser>()),
  'storage:blockUser': channel(storageUserRef, output<StorageUser>()),
  'storage:unblockUser': channel(storageUserRef, output<StorageUser>()),
  'storage:changePassword': channel(changeStoragePasswordSchema, output<StorageUser>()),
  'storage:deleteUser': channel(storageUserRef, output<null>()),
}

export type CreateStorageUserRequest = z.output<ReturnType<typeof createStorageUserSchema>>
export type ChangeStoragePasswordRequest = z.output<typeof changeStoragePasswordSchema>

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    storage: { channels: typeof storageChannels }
  }
}
