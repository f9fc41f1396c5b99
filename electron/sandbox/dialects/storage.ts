import { z } from 'zod'
import type { Dialect } from '../dialect'
import type { Storage, StorageAccount, StorageUser } from '../state/storage-types'

/** Real (C1 `RequestHelper.Storages.cs`, C15): a flag, not a password; the service always generates the password. */
const realPersist = z.boolean({
  error: 'must be true or false: the service generates the password, and true keeps it readable later',
})

const userName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, {
    error: 'must be 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  })

/**
 * The seed shows neither payload ("not shown"), so both dialects take the live meaning: PersistPassword is a
 * flag. The body is optional: without one the service generates the password and does not keep it.
 */
const newUser = z.object({ UserName: userName, PersistPassword: realPersist.optional() })
const changePassword = z.object({ PersistPassword: realPersist.optional() }).optional()
export const newUserBody = { seed: newUser, real: newUser }
export const changePasswordBody = { seed: changePassword, real: changePassword }

export interface PasswordChoice {
  /** undefined = generate one. */
  password?: string
  /** Whether later reads show it (real dialect; the seed dialect always does). */
  kept: boolean
}

/** Reads PersistPassword: the service always generates the password; the seed dialect always shows it later. */
export function passwordChoice(persist: boolean | undefined, dialect: Dialect): PasswordChoice {
  return { kept: dialect === 'seed' || persist === true }
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
