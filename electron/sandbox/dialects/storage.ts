import { z } from 'zod'
import type { Dialect } from '../dialect'
import type { Storage, StorageAccount, StorageUser } from '../state/types'

const seedPassword = z
  .string()
  .min(8, { error: 'must be at least 8 characters' })
  .max(64, { error: 'must be at most 64 characters' })
  .regex(/^\S+$/, { error: 'must not contain spaces' })

/** Real (C1 `RequestHelper.Storages.cs`, C15): a flag, not a password; the service always generates the password. */
const realPersist = z.boolean({
  error: 'must be true or false: the service generates the password, and true keeps it readable later',
})

const userName = z.string().trim().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, {
  error: 'must be 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
})

/** Seed: PersistPassword is the new password itself (optional: generated when absent). */
export const newUserBody = {
  seed: z.object({ UserName: userName, PersistPassword: seedPassword.optional() }),
  real: z.object({ UserName: userName, PersistPassword: realPersist.optional() }),
}

/** The body is optional in both: without one the service generates the password (and, real, does not keep it). */
export const changePasswordBody = {
  seed: z.object({ PersistPassword: seedPassword.optional() }).optional(),
  real: z.object({ PersistPassword: realPersist.optional() }).optional(),
}

export interface PasswordChoice {
  /** undefined = generate one. */
  password?: string
  /** Whether later reads show it (real dialect; the seed dialect always does). */
  kept: boolean
}

/** Reads PersistPassword in the dialect's meaning. */
export function passwordChoice(persist: string | boolean | undefined, dialect: Dialect): PasswordChoice {
  if (dialect === 'real') return { kept: persist === true }
  return { password: typeof persist === 'string' ? persist : undefined, kept: true }
}

/**
 * Seed: the connection objects under the seed's names. Real: their live names, SwiftApiConnection and
 * S3Connection; a password the service did not keep reads as null, except in the answer that set it.
 */
function accountView(account: StorageAccount, dialect: Dialect, reveal: boolean) {
  const { passwordKept, ...visible } = account
  if (dialect === 'seed') return visible
  const { Id, ExternalId, Name, NativeApiConnection, CompatApiConnection, FtpConnection, State } = account
  const Password = reveal || passwordKept !== false ? account.Password : null
  return {
    Id,
    ExternalId,
    Name,
    Password,
    SwiftApiConnection: { ...NativeApiConnection, Password },
    S3Connection: CompatApiConnection,
    FtpConnection: { ...FtpConnection, Password },
    State,
  }
}

export function storageUserView(user: StorageUser, dialect: Dialect, reveal = false) {
  return { ...accountView(user, dialect, reveal), Tasks: user.Tasks }
}

export function storageView(storage: Storage, dialect: Dialect) {
  return { ...storage, Owner: accountView(storage.Owner, dialect, true) }
}
