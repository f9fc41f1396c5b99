import { AsyncLocalStorage } from 'node:async_hooks'
import type { InvokeMeta } from '../shared/channels/app'

const scope = new AsyncLocalStorage<InvokeMeta>()

/**
 * Runs one invoke's handler with what travelled beside its input (the request's id, the account the caller
 * believes is active), so the one place that sends changes (ResourceContext.mutate) reads it without every
 * handler passing it on.
 */
export function runInvoke<T>(meta: InvokeMeta, run: () => T): T {
  return scope.run(meta, run)
}

/** The meta of the invoke being handled (empty outside one). */
export function currentInvoke(): InvokeMeta {
  return scope.getStore() ?? {}
}
