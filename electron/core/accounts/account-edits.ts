import type { AccountSummary } from '../../shared/contract'
import { ACCOUNT_COLORS } from '../../shared/channels/accounts'
import { normaliseBaseUrl } from '../../shared/base-url'
import type { SecretStore } from '../ports'
import type { AccountDirectory } from './account-directory'
import { NotFoundError } from '../errors'
import { refusal, type ApiClients } from './api-clients'
import { testConnection } from './connection-test'
import { DEMO_ACCOUNT_ID, type AccountRegistry } from './registry'
import type { SessionPool } from './session-pool'

/** What adding and editing an account works with. */
export interface AccountEditContext {
  registry: AccountRegistry
  secrets: SecretStore
  apis: ApiClients
  directory: AccountDirectory
  pool: SessionPool
}

export interface NewAccount {
  label: string
  baseUrl: string
  token: string
  authScheme: string
  color?: string
  refreshSeconds?: number | null
}

export interface AccountPatch {
  id: string
  label?: string
  color?: string
  authScheme?: string
  refreshSeconds?: number | null
  baseUrl?: string
}

/** Adds an account once its token has reached the service; nothing is saved that cannot connect. */
export async function addAccount(ctx: AccountEditContext, input: NewAccount): Promise<AccountSummary> {
  const baseUrl = normaliseBaseUrl(input.baseUrl)
  await testConnection({ baseUrl, token: input.token, authScheme: input.authScheme })
  const count = (await ctx.registry.all()).length
  const record = await ctx.registry.add({
    label: input.label.trim(),
    baseUrl,
    authScheme: input.authScheme,
    color: input.color ?? ACCOUNT_COLORS[count % ACCOUNT_COLORS.length]!,
    refreshSeconds: input.refreshSeconds,
  })
  try {
    await ctx.secrets.set(record.id, input.token.trim())
  } catch (error) {
    await ctx.registry.remove(record.id)
    throw refusal(
      'secretStore',
      `The account was not saved: the keychain refused the token (${(error as Error).message}).`,
    )
  }
  // A token is never left behind for an account that did not end up saved (removed meanwhile).
  if (!(await ctx.registry.get(record.id))) {
    await ctx.secrets.delete(record.id)
    throw new NotFoundError('The account was not saved: it was removed while it was being added.')
  }
  await ctx.directory.announce()
  return ctx.directory.summaryOf(record.id)
}

/** Edits an account; a new address (or scheme) is tried with the stored token first. */
export async function updateAccount(ctx: AccountEditContext, input: AccountPatch): Promise<AccountSummary> {
  const { id, label, color, authScheme, refreshSeconds } = input
  const record = await ctx.directory.recordOf(id)
  const baseUrl = input.baseUrl === undefined ? undefined : normaliseBaseUrl(input.baseUrl)
  const moved = baseUrl !== undefined && baseUrl !== record.baseUrl
  if (moved && id === DEMO_ACCOUNT_ID)
    throw refusal('invalidInput', 'The Demo account’s address cannot be changed.', 'baseUrl')
  if (moved) {
    const token = await ctx.secrets.get(id)
    if (token) await testConnection({ baseUrl, token, authScheme: authScheme ?? record.authScheme })
  }
  await ctx.registry.update(id, {
    label: label?.trim(),
    color,
    authScheme,
    refreshSeconds,
    baseUrl: moved ? baseUrl : undefined,
  })
  if (authScheme !== undefined || moved) ctx.apis.forget(id)
  if (moved) await ctx.pool.reconnected(id)
  if (refreshSeconds !== undefined) await ctx.pool.cadenceChanged(id)
  await ctx.directory.announce()
  return ctx.directory.summaryOf(id)
}

/** A new token, tried before it is stored; the active account then reads everything with it. */
export async function replaceToken(ctx: AccountEditContext, id: string, token: string): Promise<AccountSummary> {
  if (id === DEMO_ACCOUNT_ID) throw refusal('invalidInput', 'The Demo account needs no token.', 'id')
  const record = await ctx.directory.recordOf(id)
  await testConnection({ baseUrl: record.baseUrl, token, authScheme: record.authScheme })
  await ctx.secrets.set(id, token.trim())
  ctx.apis.forget(id)
  await ctx.pool.reconnected(id)
  return ctx.directory.summaryOf(id)
}
