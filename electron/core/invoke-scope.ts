import { AsyncLocalStorage } from 'node:async_hooks'
import type { InvokeMeta } from '../shared/channels/app'

/** The channel being handled and its parsed input: what an account's guard rail judges a change by. */
export interface InvokeCall {
  channel: string
  input: unknown
}

/** `account`: the account a bulk action's item is for (any account); null for the active one. */
const scope = new AsyncLocalStorage<{ meta: InvokeMeta; call: InvokeCall | null; account: string | null }>()

/**
 * Runs one invoke's handler with what travelled beside its input (the request's id, the account the caller
 * believes is active, the account name typed to confirm) and which call it is, so the one place that sends
 * changes (ResourceContext.mutate) reads them without every handler passing them on.
 */
export function runInvoke<T>(meta: InvokeMeta, run: () => T, call: InvokeCall | null = null): T {
  return scope.run({ meta, call, account: null }, run)
}

/**
 * Runs one item of a bulk action as a call of its own on `accountId`, whichever account is active: the one place
 * that sends changes (ResourceContext.mutate) sends it there, under that account's guard rail.
 */
export function runOnAccount<T>(accountId: string, meta: InvokeMeta, call: InvokeCall, run: () => T): T {
  return scope.run({ meta, call, account: accountId }, run)
}

/** The account a bulk action's item is for; null when the call is for the active account. */
export function targetAccount(): string | null {
  return scope.getStore()?.account ?? null
}

/** The meta of the invoke being handled (empty outside one). */
export function currentInvoke(): InvokeMeta {
  return scope.getStore()?.meta ?? {}
}

/** The channel and input of the invoke being handled (null outside one). */
export function currentCall(): InvokeCall | null {
  return scope.getStore()?.call ?? null
}
