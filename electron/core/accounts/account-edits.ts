import type { AccountSummary } from '../../shared/contract'
import { nextAccountColor, type AccountGuard } from '../../shared/channels/accounts'
import { normaliseBaseUrl } from '../../shared/base-url'
import type { FetchFn, SecretStore } from '../ports'
import type { AccountDirectory } from './account-directory'
import { NotFoundError } from '../errors'
import { currentInvoke } from '../invoke-scope'
import { loweringRefusal } from './guard'
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
  /** The host's way out (the proxy preference applied): a token's first trip goes the way every call does. */
  fetch?: FetchFn
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
  guard?: AccountGuard
  baseUrl?: string
  /** The token for a new address: the stored one never leaves for a host it was not saved for. */
  token?: string
}

/** Adds an account once its token has reached the service; nothing is saved that cannot connect. */
export async function addAccount(ctx: AccountEditContext, input: NewAccount): Promise<AccountSummary> {
  const baseUrl = normaliseBaseUrl(input.baseUrl)
  await testConnection({ baseUrl, token: input.token, authScheme: input.authScheme, fetch: ctx.fetch })
  const taken = (await ctx.registry.all()).map((account) => account.color)
  const record = await ctx.registry.add({
    label: input.label.trim(),
    baseUrl,
    authScheme: input.authScheme,
    color: input.color ?? nextAccountColor(taken),
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

/**
 * Edits an account. A new address goes with the token the user typed for it, tested with that token only: the
 * stored token was given for the old host and is never sent to a new one.
 */
export async function updateAccount(ctx: AccountEditContext, input: AccountPatch): Promise<AccountSummary> {
  const { id, label, color, authScheme, refreshSeconds, guard } = input
  const record = await ctx.directory.recordOf(id)
  const weakened = loweringRefusal(record, guard, currentInvoke())
  if (weakened) throw weakened
  const baseUrl = input.baseUrl === undefined ? undefined : normaliseBaseUrl(input.baseUrl)
  const moved = baseUrl !== undefined && baseUrl !== record.baseUrl
  if (moved && id === DEMO_ACCOUNT_ID)
    throw refusal('invalidInput', 'The Demo account’s address cannot be changed.', 'baseUrl')
  const token = moved ? tokenForNewAddress(input.token, baseUrl) : undefined
  if (token !== undefined)
    await testConnection({ baseUrl: baseUrl!, token, authScheme: authScheme ?? record.authScheme, fetch: ctx.fetch })
  // The keychain first: an address saved beside the old token would send that token to the new host.
  const previousToken = token === undefined ? null : await swapToken(ctx, id, token)
  try {
    await ctx.registry.update(id, {
      label: label?.trim(),
      color,
      authScheme,
      refreshSeconds,
      guard,
      baseUrl: moved ? baseUrl : undefined,
    })
  } catch (error) {
    if (previousToken) await ctx.secrets.set(id, previousToken)
    throw error
  }
  if (authScheme !== undefined || moved) ctx.apis.forget(id)
  if (moved) await ctx.pool.reconnected(id)
  if (refreshSeconds !== undefined) await ctx.pool.cadenceChanged(id)
  await ctx.directory.announce()
  return ctx.directory.summaryOf(id)
}

/** The token the user typed for a new address; without one the move is refused before anything is sent. */
function tokenForNewAddress(token: string | undefined, baseUrl: string): string {
  const typed = token?.trim()
  if (!typed) {
    const host = new URL(baseUrl).host
    throw refusal(
      'invalidInput',
      `Enter the API token for ${host}: the saved token belongs to the old address and is never sent to a new one.`,
      'token',
    )
  }
  return typed
}

/** Stores the new address's token; answers the one it replaces (put back if the address cannot be saved). */
async function swapToken(ctx: AccountEditContext, id: string, token: string): Promise<string | null> {
  const previous = await ctx.secrets.get(id)
  try {
    await ctx.secrets.set(id, token)
  } catch (error) {
    throw refusal(
      'secretStore',
      `Nothing was changed: the keychain refused the new token (${(error as Error).message}).`,
    )
  }
  return previous
}

/** A new token, tried before it is stored; the active account then reads everything with it. */
export async function replaceToken(ctx: AccountEditContext, id: string, token: string): Promise<AccountSummary> {
  if (id === DEMO_ACCOUNT_ID) throw refusal('invalidInput', 'The Demo account needs no token.', 'id')
  const record = await ctx.directory.recordOf(id)
  await testConnection({ baseUrl: record.baseUrl, token, authScheme: record.authScheme, fetch: ctx.fetch })
  await ctx.secrets.set(id, token.trim())
  ctx.apis.forget(id)
  await ctx.pool.reconnected(id)
  return ctx.directory.summaryOf(id)
}
