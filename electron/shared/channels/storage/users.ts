import { z } from 'zod'
import { resourceId } from '../dns/records'

export const storageUserNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a login')
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, 'Up to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit')

/** Empty = let the service generate one (it is shown once after the change). */
export const storagePasswordSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().min(8, 'At least 8 characters').max(64, 'At most 64 characters').regex(/^\S+$/, 'No spaces').optional(),
)

export const createStorageUserSchema = z.object({ userName: storageUserNameSchema, password: storagePasswordSchema }).strict()

export const storageUserRef = z.object({ userId: resourceId }).strict()

export const changeStoragePasswordSchema = z.object({ userId: resourceId, password: storagePasswordSchema }).strict()
