import { AsyncLocalStorage } from 'node:async_hooks'
import type { InvokeMeta } from '../shared/channels/app'

/** The channel being handled and its parsed input: what an account's guard rail judges a change by. */
export interface InvokeCall {
  channel: string
  input: unknown
}

const scope = new AsyncLocalStorage<{ meta: InvokeMeta; call: InvokeCall | null }>()

/**
 * Runs one invoke's handler with what travelled beside its input (the request's id, the account the caller
 * believes is active, the account name typed to confirm) and which call it is, so the one place that sends
 * changes (ResourceContext.mutate) reads them without every handler passing them on.
 */
export function runInvoke<T>(meta: InvokeMeta, run: () => T, call: InvokeCall | null = null): T {
  return scope.run({ meta, call }, run)
}

/** The meta of the invoke being handled (empty outside one). */
export function currentInvoke(): InvokeMeta {
  return scope.getStore()?.meta ?? {}
}

/** The channel and input of the invoke being handled (null outside one). */
export function currentCall(): InvokeCall | null {
  return scope.getStore()?.call ?? null
}
